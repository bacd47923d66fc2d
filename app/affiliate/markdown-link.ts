/** A markdown link written as `go:{slug}`, rendered from the registry (marked renderer hook). */
import { resolveGoLink } from "./go-link.ts";
import type { LinkRegistry } from "./link-registry.ts";
import type { LinkPlace } from "./placeholders.ts";
import { escapeMarkup, type LinkRenderer, type Tokens } from "#app/markdown/index.ts";
import { isAutoLink } from "./keyword-links.ts";

/**
 * The `renderLink` option that renders a page's `go:` links from its registry; `place` (the
 * page and the placement of the text) travels with each link (go-link.ts).
 */
export function goLinkRenderer(links: LinkRegistry, place?: LinkPlace): LinkRenderer {
  return (token, innerHtml) => renderAffiliateLink(token, innerHtml, links, place);
}

/**
 * HTML for a `go:` link, or `false` to let marked render any other link itself. An unknown slug
 * keeps its text and loses its `href`, so a visitor is never sent somewhere unintended.
 */
function renderAffiliateLink(
  token: Pick<Tokens.Link, "href" | "title">,
  innerHtml: string,
  links: LinkRegistry,
  place: LinkPlace | undefined,
): string | false {
  // A keyword link (keyword-links.ts) stands where the text is, placed `auto`.
  const where = place && isAutoLink(token) ? { ...place, placement: "auto" as const } : place;
  const go = resolveGoLink(token.href, links, where);
  if (!go) return false;
  if (!go.ok) return `<a>${innerHtml}</a>`;
  const title = token.title ? ` title="${escapeMarkup(token.title)}"` : "";
  return `<a href="${escapeMarkup(go.href)}"${title} rel="${go.rel}" target="${go.target}">${innerHtml}</a>`;
}
