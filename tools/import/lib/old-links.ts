/**
 * A link in an imported page as the new site needs it. A link to an old page becomes its new
 * url; to an old affiliate link URL, `go:{slug}`. A link that names no imported page is never
 * left for the checker to reject: a relative one (`html5demos.com/x`, `../other/`) is resolved
 * against the page's old URL as a browser did, then, like a site path, points at the old site;
 * with no old site URL known, only its text is kept. Each such change is reported.
 */
import type { AffiliateLinks } from "./affiliate-links.ts";
import type { ImportedItem } from "./model.ts";
import { linkTo } from "./rewrite-refs.ts";

export interface OldLinkContext {
  siteUrl: string | undefined;
  newUrlOf: ReadonlyMap<string, string>;
  affiliate: AffiliateLinks;
  report(item: ImportedItem, href: string, message: string): void;
}

/** The new href (`""`: keep only the text), or undefined to leave the link as written. */
export function rewriteOldLink(
  context: OldLinkContext,
  item: ImportedItem,
  href: string,
): string | undefined {
  const report = (message: string) => context.report(item, href, message);
  const go = context.affiliate.resolve(href, report);
  if (go !== undefined) return go;
  const relative = !/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(href) && href.trim() !== "";
  const sitePath = relative ? resolveRelative(href, item.oldUrls[0]) : href;
  const found = linkTo(sitePath, context.siteUrl, context.newUrlOf);
  if (found !== undefined) return found;
  if (!sitePath.startsWith("/") || sitePath.startsWith("//") || sitePath.startsWith("/assets/"))
    return undefined;
  const what = relative
    ? `link to ${href} (relative: ${sitePath} on the old site)`
    : `link to ${href}`;
  if (!context.siteUrl) {
    report(`${what}: no imported page has that old URL; its text is kept without the link`);
    return "";
  }
  const absolute = new URL(sitePath, `${context.siteUrl.replace(/\/$/, "")}/`).href;
  report(`${what}: no imported page has that old URL; it now points at ${absolute}`);
  return absolute;
}

/** A relative link as a browser on the old page resolved it: a site path with its query and hash. */
function resolveRelative(href: string, oldUrl: string | undefined): string {
  const base = new URL(oldUrl ?? "/", "http://old.invalid/");
  const url = new URL(href, base);
  return url.pathname + url.search + url.hash;
}
