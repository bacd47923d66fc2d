/** The content sources' `renderMarkdown`: the markdown renderer with the page's `go:` links. */
import { goLinkRenderer } from "#app/affiliate/index.ts";
import { EMPTY_REGISTRY } from "#app/links/index.ts";
import { renderMarkdown, type Sanitize } from "#app/markdown/index.ts";
import type { ContentSource } from "#app/analysis/index.ts";

export function pageMarkdownRenderer(sanitize: Sanitize): ContentSource["renderMarkdown"] {
  return (markdown, slugs, links = EMPTY_REGISTRY, place) =>
    renderMarkdown(markdown, sanitize, slugs, { renderLink: goLinkRenderer(links, place) });
}
