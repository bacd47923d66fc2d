/**
 * `go:{slug}` links: how a registry entry is written into a page. A cloaked entry becomes the
 * site's own `/go/{slug}` (counted by the server); `"cloak": false` becomes the merchant URL.
 */
import { AFFILIATE_REL } from "#app/markdown/index.ts";
import { GO_PATH, GO_PATH_SEGMENT } from "#app/content/index.ts";
import type { LinkRegistry } from "./link-registry.ts";
import { fillPlaceholders, type LinkPlace } from "./placeholders.ts";

export { AFFILIATE_REL };

/** How markdown names a registry entry: `[text](go:{slug})`. */
export const GO_LINK_SCHEME = "go:";
/** The site path of cloaked links (`app/content/routing/fixed-routes.ts`), for the link's users. */
export { GO_PATH, GO_PATH_SEGMENT };

export type GoLink =
  | { ok: true; href: string; rel: typeof AFFILIATE_REL; target: "_blank"; slug: string }
  | { ok: false; slug: string; message: string };

/** True for any link written as `go:...` (whatever follows). */
export function isGoLink(href: string): boolean {
  return href.trim().toLowerCase().startsWith(GO_LINK_SCHEME);
}

/**
 * The query parameters a cloaked link carries to `/go/{slug}`: the page it is on and where on
 * it. The server reads them for the click and never passes them on to the merchant.
 */
export const PAGE_PARAM = "page";
export const PLACEMENT_PARAM = "placement";

/**
 * Resolves `go:{slug}`; `undefined` when `href` is not a `go:` link at all. With `place` (the
 * page and where on it), a cloaked link carries them to `/go/`, an uncloaked one has its
 * `{page}`, `{placement}` and `values` placeholders filled.
 */
export function resolveGoLink(
  href: string,
  registry: LinkRegistry,
  place?: LinkPlace,
): GoLink | undefined {
  if (!isGoLink(href)) return undefined;
  const slug = href.trim().slice(GO_LINK_SCHEME.length);
  const entry = registry.bySlug.get(slug);
  if (!entry) {
    return { ok: false, slug, message: `the link go:${slug} is not in links.json` };
  }
  if (entry.cloak) {
    const query = place ? placeQuery(place) : "";
    const target = `${GO_PATH}${slug}${query}`;
    return { ok: true, href: target, rel: AFFILIATE_REL, target: "_blank", slug };
  }
  const filled = fillPlaceholders(entry.url, place ?? { page: "", placement: "" }, entry.values);
  if (filled.problem !== undefined) {
    return { ok: false, slug, message: `the link go:${slug}: ${filled.problem}` };
  }
  return { ok: true, href: filled.url, rel: AFFILIATE_REL, target: "_blank", slug };
}

function placeQuery({ page, placement }: LinkPlace): string {
  const params = new URLSearchParams();
  if (page !== "") params.set(PAGE_PARAM, page);
  if (placement !== "") params.set(PLACEMENT_PARAM, placement);
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}
