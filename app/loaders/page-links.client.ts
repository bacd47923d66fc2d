/**
 * A listing's links as its page index record has them now. A prerendered listing carries the links of build time; entries
 * published since (drop-in, no rebuild) appear once this has run. The listing page's index
 * record holds its slice; the whole manifest is read only when there is no record.
 */
import { site } from "#app/config/index.ts";
import { resolvePage, type ListingLink } from "#app/content/index.ts";
import { fetchManifest } from "./content-folder.client.ts";
import { fetchPageIndexRecord } from "./page-index.client.ts";

/**
 * `built`: the links the page was loaded with. Dates and descriptions come with those only (the
 * listing's loader reads them from the files): a fresh link keeps the ones its url had there.
 */
export async function fetchPageLinks(
  path: string,
  built: readonly ListingLink[] = [],
): Promise<ListingLink[] | undefined> {
  const links = await fetchLinks(path);
  const byUrl = new Map(built.map((link) => [link.url, link]));
  return links?.map((link) => ({ ...byUrl.get(link.url), ...link }));
}

async function fetchLinks(path: string): Promise<ListingLink[] | undefined> {
  const record = await fetchPageIndexRecord(path);
  if (record) return record.resolution.found ? record.resolution.page.links : undefined;
  const { entries, problems, readable } = await fetchManifest();
  if (!readable || (problems.length > 0 && entries.length === 0)) return undefined;
  const resolution = resolvePage(path, entries, { pageSize: site.listingPageSize });
  return resolution.found ? resolution.page.links : undefined;
}
