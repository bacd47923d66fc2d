/** The meta block's fields and their fallbacks (docs/authoring.md, "META"). */
import * as v from "valibot";

export const MetaBlockSchema = v.object({
  title: v.optional(v.string()),
  description: v.optional(v.string()),
  keywords: v.optional(v.string()),
  ogTitle: v.optional(v.string()),
  ogDescription: v.optional(v.string()),
  ogImage: v.optional(v.string()),
  twitterTitle: v.optional(v.string()),
  twitterDescription: v.optional(v.string()),
  twitterImage: v.optional(v.string()),
});

export type MetaBlock = v.InferOutput<typeof MetaBlockSchema>;

/** Every field resolved; empty strings where the author gave nothing to fall back on. */
export type PageMeta = Required<MetaBlock>;

/**
 * Missing og/twitter fields fall back to title/description; a missing title falls back to the
 * manifest title (or the site title for pages without an entry), a missing description to
 * `fallbackDescription` (the page's summary or first paragraph: see describePage).
 */
export function resolveMeta(
  block: MetaBlock,
  fallbackTitle: string,
  fallbackDescription = "",
): PageMeta {
  const title = block.title || fallbackTitle;
  const description = block.description || fallbackDescription;
  return {
    title,
    description,
    keywords: block.keywords ?? "",
    ogTitle: block.ogTitle || title,
    ogDescription: block.ogDescription || description,
    ogImage: block.ogImage ?? "",
    twitterTitle: block.twitterTitle || title,
    twitterDescription: block.twitterDescription || description,
    // The contract names no fallback for images; the Open Graph image is the one there is.
    twitterImage: block.twitterImage || block.ogImage || "",
  };
}
