/**
 * An entry whose url is a listing page's URL (`/blogs/page/2`) would hide that page, and with it
 * the entries only that page links: a content error, placed on the entry's url.
 */
import { site } from "#app/config/index.ts";
import { parseListingPagePath, resolvePage } from "#app/content/index.ts";
import { pathSegments } from "#app/content/index.ts";
import type { LocatedEntry } from "./check-manifest.ts";
import type { Finding } from "./finding.ts";

export function findListingPageCollisions(
  entries: readonly LocatedEntry[],
  manifestPath: string,
): Finding[] {
  const list = entries.map((located) => located.entry);
  const findings: Finding[] = [];
  for (const located of entries) {
    const { entry } = located;
    const numbered = parseListingPagePath(pathSegments(entry.url));
    if (!numbered) continue;
    const listing = resolvePage(numbered.listingPath, list, { pageSize: site.listingPageSize });
    if (!listing.found || listing.page.layout !== "listing") continue;
    findings.push({
      file: manifestPath,
      line: located.line,
      column: located.column,
      severity: "error",
      message: `the url ${entry.url} is page ${numbered.page} of the listing ${numbered.listingPath}: choose another url`,
    });
  }
  return findings;
}
