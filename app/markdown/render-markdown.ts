/**
 * Markdown → sanitized HTML. The parser (marked) and the sanitizer (DOMPurify) are loaded only
 * by loaders: at build time in Node, in the browser only for pages that were not prerendered,
 * so neither is part of a prerendered page's first-load JavaScript.
 */
import { Marked, type Tokens } from "marked";
import { slugify } from "./slugify.ts";
import { renderAffiliateLink } from "#app/affiliate/markdown-link.ts";
import { EMPTY_REGISTRY, type LinkRegistry } from "#app/affiliate/link-registry.ts";

/** Turns untrusted HTML into safe HTML (see sanitize-config.ts). */
export type Sanitize = (html: string) => string;

/** `seen` counts heading slugs; pass one map to keep ids unique across several calls. */
export function renderMarkdown(
  markdown: string,
  sanitize: Sanitize,
  seen = new Map<string, number>(),
  links: LinkRegistry = EMPTY_REGISTRY,
): string {
  const marked = new Marked({
    gfm: true,
    async: false,
    // A wide table scrolls inside its own region, which keyboard users can focus and scroll.
    hooks: { postprocess: wrapTables },
    renderer: {
      heading({ tokens, depth, text }: Tokens.Heading) {
        const id = uniqueSlug(slugify(text), seen);
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      // `go:` links come from the registry; every other link keeps marked's own rendering.
      link(token: Tokens.Link) {
        return renderAffiliateLink(token, this.parser.parseInline(token.tokens), links);
      },
    },
  });
  return sanitize(marked.parse(markdown, { async: false }));
}

function wrapTables(html: string): string {
  return html
    .replace(
      /<table(\s[^>]*)?>/gi,
      '<div class="table-scroll" tabindex="0" role="region" aria-label="Table">$&',
    )
    .replace(/<\/table>/gi, "</table></div>");
}

function uniqueSlug(base: string, seen: Map<string, number>): string {
  const slug = base || "section";
  const count = seen.get(slug) ?? 0;
  seen.set(slug, count + 1);
  return count === 0 ? slug : `${slug}-${count}`;
}
