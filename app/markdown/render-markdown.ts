/**
 * Markdown → sanitized HTML. The parser (marked) and the sanitizer (DOMPurify) are loaded only
 * by loaders: at build time in Node, in the browser only for pages that were not prerendered,
 * so neither is part of a prerendered page's first-load JavaScript.
 */
import { Marked, type Tokens } from "marked";
import { lexMarkdown, markdownExtensions, type Token } from "./lex-markdown.ts";
import { slugify } from "./slugify.ts";

/** Turns untrusted HTML into safe HTML (see sanitize-config.ts). */
export interface Sanitize {
  (html: string): string;
  /**
   * The same, for HTML marked printed from tokens holding no raw HTML (own-markup.ts): the same
   * result at a fraction of the cost. Without it, such HTML is sanitized like any other.
   */
  ownMarkup?: (html: string) => string;
}

/**
 * Renders a link marked would otherwise render itself, or returns `false` to leave it to marked.
 * Features above markdown pass one in (affiliate's `go:` links), so markdown imports none of them.
 */
export type LinkRenderer = (
  token: Pick<Tokens.Link, "href" | "title">,
  innerHtml: string,
) => string | false;

export interface RenderOptions {
  renderLink?: LinkRenderer;
}

/**
 * `markdown`: a text, or tokens from `lexMarkdown` (a segment of a page, rendered with its
 * document's references). `seen` counts heading slugs; pass one map to keep ids unique across
 * several calls. `options.renderLink` renders the links it knows (`go:` links), marked the rest.
 */
export function renderMarkdown(
  markdown: string | readonly Token[],
  sanitize: Sanitize,
  seen = new Map<string, number>(),
  { renderLink }: RenderOptions = {},
): string {
  const marked = new Marked(...markdownExtensions(), {
    renderer: {
      heading({ tokens, depth, text }: Tokens.Heading) {
        const id = uniqueSlug(slugify(text), seen);
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      // A task list box shows a state and takes no input; its name says which state it shows.
      checkbox({ checked }: Tokens.Checkbox) {
        return `<input type="checkbox" disabled${checked ? " checked" : ""} aria-label="Done"> `;
      },
      // A link the caller does not render itself keeps marked's own rendering.
      link(token: Tokens.Link) {
        return renderLink ? renderLink(token, this.parser.parseInline(token.tokens)) : false;
      },
    },
  });
  const tokens = typeof markdown === "string" ? lexMarkdown(markdown) : [...markdown];
  const html = focusableScrollers(marked.parser(tokens));
  return sanitize.ownMarkup && !hasRawHtml(marked, tokens)
    ? sanitize.ownMarkup(html)
    : sanitize(html);
}

/** Whether the author wrote HTML anywhere in the tokens (footnotes and table cells included). */
function hasRawHtml(marked: Marked, tokens: Token[]): boolean {
  let found = false;
  marked.walkTokens(tokens, (token) => {
    if (token.type === "html") found = true;
  });
  return found;
}

/**
 * A wide table scrolls inside its own region, and a long code line inside its `pre`: each can
 * take keyboard focus (the global focus ring shows it), so arrow keys scroll it.
 */
function focusableScrollers(html: string): string {
  return html
    .replace(/<pre(?![^>]*\stabindex=)(\s[^>]*)?>/gi, '<pre tabindex="0"$1>')
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
