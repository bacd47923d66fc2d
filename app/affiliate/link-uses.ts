/**
 * Where a markdown file uses affiliate links: product `link` attributes (a `go:` slug or an
 * http(s) URL) and `go:` links in the text, each with its offset. The content checker reports
 * unknown slugs with it; `npm run check-links` maps broken URLs back to every place using them.
 */
import { scanBlocks } from "#app/analysis/index.ts";
import { GO_LINK_SCHEME, isGoLink } from "#app/links/index.ts";
import { lexMarkdown, walkMarkdownTokens } from "#app/markdown/index.ts";

export type LinkUse =
  | { kind: "go"; slug: string; offset: number; inProduct: boolean }
  | { kind: "url"; url: string; offset: number };

const PRODUCT_LINK = /\blink\s*=\s*"((?:[^"\\]|\\.)*)"/gi;

export function findLinkUses(markdown: string): LinkUse[] {
  const uses: LinkUse[] = [];
  const scan = scanBlocks(markdown);
  const products = scan.blocks.filter((block) => block.name === "PRODUCTS");
  for (const block of products) {
    for (const match of block.body.matchAll(PRODUCT_LINK)) {
      const raw = (match[1] ?? "").replace(/\\(["\\])/g, "$1").trim();
      const offset = block.bodyOffset + match.index;
      if (isGoLink(raw)) {
        uses.push({ kind: "go", slug: raw.slice(GO_LINK_SCHEME.length), offset, inProduct: true });
      } else if (/^https?:\/\//i.test(raw)) uses.push({ kind: "url", url: raw, offset });
    }
  }
  // Text links, lexed as the page is (code stays code, comments stay out).
  let from = 0;
  for (const href of textGoLinks(markdown)) {
    const at = markdown.indexOf(href, from);
    const offset = at === -1 ? from : at;
    from = at === -1 ? from : at + href.length;
    uses.push({
      kind: "go",
      slug: href.trim().slice(GO_LINK_SCHEME.length),
      offset,
      inProduct: false,
    });
  }
  return uses.sort((a, b) => a.offset - b.offset);
}

function textGoLinks(markdown: string): string[] {
  const hrefs: string[] = [];
  walkMarkdownTokens(lexMarkdown(markdown), (token) => {
    if (token.type === "link" && isGoLink(token.href)) hrefs.push(token.href);
  });
  return hrefs;
}
