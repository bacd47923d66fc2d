/**
 * A listing's links from the live manifest. A prerendered listing carries the links of build
 * time; entries published since (drop-in, no rebuild) appear once this has run.
 */
import { site } from "#app/config/index.ts";
import { resolvePage, type ListingLink } from "#app/engine/index.ts";
import { fetchManifest } from "./content-folder.client.ts";

export async function fetchLiveLinks(path: string): Promise<ListingLink[] | undefined> {
  const { entries, problems, readable } = await fetchManifest();
  if (!readable || (problems.length > 0 && entries.length === 0)) return undefined;
  const resolution = resolvePage(path, entries, { pageSize: site.listingPageSize });
  return resolution.found ? resolution.page.links : undefined;
}
