/**
 * What the search index reads from a page: the prerendered `<article>` carries these attributes.
 * The index reads only the element marked `data-search-body`, so the header, share bar,
 * footer and the SPA fallback (which has no article) stay out; listings are lists of links to
 * pages that are themselves indexed, so they stay out too.
 */
import type { PageRequest } from "#app/content/index.ts";

const KINDS = { blog: "Blog post", review: "Review", superfaq: "FAQ page", salepage: "Page" };

/** The kind of page a result shows, or undefined for a page search leaves out. */
function searchKindOf(page: Pick<PageRequest, "layout" | "entry">): string | undefined {
  if (page.layout === "listing") return undefined;
  return page.entry ? KINDS[page.entry.type] : "Page";
}

/**
 * Only the prerendered HTML needs these (the index reads it): the content page spreads them under
 * `import.meta.env.SSR` only, so the browser bundle leaves this function out.
 */
export function searchIndexAttributes(
  page: Pick<PageRequest, "layout" | "entry">,
): Record<string, string> {
  if (!import.meta.env.SSR) return {};
  const kind = searchKindOf(page);
  return kind ? { "data-search-body": "", "data-search-meta": `kind:${kind}` } : {};
}
