/**
 * A listing's links from the live manifest. A prerendered listing carries the links of build
 * time; entries published since (drop-in, no rebuild) appear once this has run.
 */
import { loadManifest } from "#app/engine/page/load-page.ts";
import { resolvePage, type ListingLink } from "#app/engine/routing/resolve-page.ts";
import { fetchText } from "./http.ts";

export async function fetchLiveLinks(path: string): Promise<ListingLink[] | undefined> {
  const { entries, messages } = await loadManifest({
    readText: (sitePath) => fetchText(`/${sitePath}`),
  });
  if (messages.length > 0 && entries.length === 0) return undefined;
  const resolution = resolvePage(path, entries);
  return resolution.found ? resolution.page.links : undefined;
}
