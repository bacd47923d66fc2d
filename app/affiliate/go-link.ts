/**
 * `go:{slug}` links: how a registry entry is written into a page. A cloaked entry becomes the
 * site's own `/go/{slug}` (counted by the server); `"cloak": false` becomes the merchant URL.
 */
import { AFFILIATE_REL } from "#app/markdown/index.ts";
import { GO_PATH, GO_PATH_SEGMENT } from "#app/content/index.ts";
import type { LinkRegistry } from "./link-registry.ts";

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

/** Resolves `go:{slug}`; `undefined` when `href` is not a `go:` link at all. */
export function resolveGoLink(href: string, registry: LinkRegistry): GoLink | undefined {
  if (!isGoLink(href)) return undefined;
  const slug = href.trim().slice(GO_LINK_SCHEME.length);
  const entry = registry.bySlug.get(slug);
  if (!entry) {
    return { ok: false, slug, message: `the link go:${slug} is not in links.json` };
  }
  const target = entry.cloak ? `${GO_PATH}${slug}` : entry.url;
  return { ok: true, href: target, rel: AFFILIATE_REL, target: "_blank", slug };
}
