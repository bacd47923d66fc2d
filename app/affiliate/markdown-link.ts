/** A markdown link written as `go:{slug}`, rendered from the registry (marked renderer hook). */
import { resolveGoLink } from "./go-link.ts";
import type { LinkRegistry } from "./link-registry.ts";
import { escapeMarkup, type LinkRenderer, type Tokens } from "#app/markdown/index.ts";

/** The `renderLink` option that renders a page's `go:` links from its registry. */
export function goLinkRenderer(links: LinkRegistry): LinkRenderer {
  return (token, innerHtml) => renderAffiliateLink(token, innerHtml, links);
}

/**
 * HTML for a `go:` link, or `false` to let marked render any other link itself. An unknown slug
 * keeps its text and loses its `href`, so a visitor is never sent somewhere unintended.
 */
function renderAffiliateLink(
  token: Pick<Tokens.Link, "href" | "title">,
  innerHtml: string,
  links: LinkRegistry,
): string | false {
  const go = resolveGoLink(token.href, links);
  if (!go) return false;
  if (!go.ok) return `<a>${innerHtml}</a>`;
  const title = token.title ? ` title="${escapeMarkup(token.title)}"` : "";
  return `<a href="${escapeMarkup(go.href)}"${title} rel="${go.rel}" target="${go.target}">${innerHtml}</a>`;
}
