/**
 * The pages that change when scheduled entries become public: their own pages and every listing
 * page that links them. The server renders them at the time (decision 068), so the first visitor
 * after it gets the new HTML rather than the last one while it is made (stale while revalidate).
 */
import { listPrerenderPaths, resolvePage, type ManifestEntry } from "#app/content/index.ts";
import { site } from "#app/config/index.ts";

export function pagesShowing(urls: readonly string[], entries: readonly ManifestEntry[]): string[] {
  const options = { pageSize: site.listingPageSize };
  const wanted = new Set(urls);
  const listings = listPrerenderPaths(entries, options).filter((path) => {
    const resolution = resolvePage(path, entries, options);
    return (
      resolution.found &&
      resolution.page.layout === "listing" &&
      (resolution.page.links ?? []).some((link) => wanted.has(link.url))
    );
  });
  return [...urls, ...listings];
}
