/** The content sources' `renderMarkdown`: the markdown renderer with the page's `go:` links. */
import { goLinkRenderer, withKeywordLinks } from "#app/affiliate/index.ts";
import { EMPTY_REGISTRY } from "#app/affiliate/index.ts";
import { lexMarkdown, renderMarkdown, type Sanitize } from "#app/markdown/index.ts";
import type { ContentSource } from "#app/analysis/index.ts";

export function pageMarkdownRenderer(sanitize: Sanitize): ContentSource["renderMarkdown"] {
  return (markdown, slugs, links = EMPTY_REGISTRY, place) => {
    // Keyword links are made here, in the one renderer the build and the live server share.
    const text =
      place?.autoLinks === undefined
        ? markdown
        : withKeywordLinks(
            typeof markdown === "string" ? lexMarkdown(markdown) : [...markdown],
            links,
            place.autoLinks,
          );
    return renderMarkdown(text, sanitize, slugs, { renderLink: goLinkRenderer(links, place) });
  };
}
