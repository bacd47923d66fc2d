/**
 * `redirects.json` from every old URL of a published item to its new url. An old URL that is
 * a new page itself needs none; one that would shadow a page this site serves (another item's,
 * a listing, `/search`: the checker's own rule) is reported, as are two items claiming the
 * same old URL.
 */
import { normalizeRedirectPath, publishedPages } from "#app/redirects/index.ts";
import { isVisible, toCanonicalPath } from "#app/content/index.ts";
import type { PlacedItem } from "./new-urls.ts";
import { oldPathKey } from "./rewrite-refs.ts";
import type { Reporter } from "./reporter.ts";

export interface Redirect {
  from: string;
  to: string;
}

/** `/greek/%ce%b5/` and `/greek/ε/` are one path: written percent-encoded, upper-case hex. */
export function normalizeOldPath(pathname: string): string {
  const bare = pathname.split(/[?#]/)[0] ?? "/";
  const collapsed = `/${bare.split("/").filter(Boolean).join("/")}${bare.endsWith("/") && bare !== "/" ? "/" : ""}`;
  try {
    return encodeURI(decodeURI(collapsed));
  } catch {
    return collapsed;
  }
}

export function buildRedirects(placed: readonly PlacedItem[], reporter: Reporter): Redirect[] {
  const pages = new Set(
    placed.filter((p) => isVisible(p.entry)).map((p) => toCanonicalPath(p.entry.url).toLowerCase()),
  );
  const live = publishedPages(placed.map((p) => p.entry));
  const claimed = new Map<string, string>();
  const redirects: Redirect[] = [];
  for (const { item, entry } of placed) {
    if (!isVisible(entry)) continue;
    for (const old of item.oldUrls) {
      const from = normalizeOldPath(old);
      const key = oldPathKey(from);
      if (key === "/" || key === oldPathKey(entry.url)) continue;
      if (pages.has(key)) {
        reporter.add(
          item.source,
          undefined,
          `old URL ${from} is now another page: no redirect to ${entry.url}`,
        );
        continue;
      }
      const source = normalizeRedirectPath(from);
      if (source !== undefined && live.isPage(source)) {
        reporter.add(
          item.source,
          undefined,
          `old URL ${from} is a page this site serves: no redirect to ${entry.url}`,
        );
        continue;
      }
      const earlier = claimed.get(key);
      if (earlier !== undefined) {
        if (earlier !== entry.url)
          reporter.add(
            item.source,
            undefined,
            `old URL ${from} already redirects to ${earlier}: not to ${entry.url}`,
          );
        continue;
      }
      claimed.set(key, entry.url);
      redirects.push({ from, to: entry.url });
    }
  }
  return redirects;
}

/** Old path key → new url, for rewriting links between imported pages. */
export function mapOldUrls(placed: readonly PlacedItem[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const { item, entry } of placed) {
    if (!isVisible(entry)) continue;
    for (const old of item.oldUrls)
      if (!map.has(oldPathKey(old))) map.set(oldPathKey(old), entry.url);
    map.set(oldPathKey(entry.url), entry.url);
  }
  return map;
}
