/**
 * Where a markdown file uses affiliate links: product `link` attributes (a `go:` slug or an
 * http(s) URL) and `go:` links in the text, each with its offset, read from the file's one
 * analysis. The content checker reports unknown slugs with it; `npm run check-links` maps broken
 * URLs back to every place using them.
 */
import type { AnalyzedMarkdown } from "./analyze-markdown.ts";
import { GO_LINK_SCHEME, isGoLink } from "#app/affiliate/index.ts";

export type LinkUse =
  | { kind: "go"; slug: string; offset: number; inProduct: boolean }
  | { kind: "url"; url: string; offset: number };

/** `analyzed`: the file's analysis (`analyzeMarkdown`); the uses are at offsets in the file. */
export function findLinkUses(
  analyzed: Pick<AnalyzedMarkdown, "links" | "productEntries">,
): LinkUse[] {
  const uses: LinkUse[] = [];
  for (const entry of analyzed.productEntries) {
    for (const { name, value, offset } of entry.written) {
      if (name !== "link") continue;
      const raw = value.trim();
      if (isGoLink(raw)) {
        uses.push({ kind: "go", slug: raw.slice(GO_LINK_SCHEME.length), offset, inProduct: true });
      } else if (/^https?:\/\//i.test(raw)) uses.push({ kind: "url", url: raw, offset });
    }
  }
  // Markdown links in the text, as the page renders them (code stays code, comments stay out).
  for (const link of analyzed.links) {
    if (link.kind !== "link" || link.html || !isGoLink(link.url)) continue;
    const slug = link.url.trim().slice(GO_LINK_SCHEME.length);
    uses.push({ kind: "go", slug, offset: link.urlOffset, inProduct: false });
  }
  return uses.sort((a, b) => a.offset - b.offset);
}
