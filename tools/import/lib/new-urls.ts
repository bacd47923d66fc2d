/**
 * Where each imported item lives on the new site: posts under `/blogs/`, pages at their own
 * path (at most three segments, as content paths are). A url segment is made as `npm run new`
 * makes it (`pageSlug`: letters and digits of any script), so a Greek post keeps a Greek url;
 * the old, percent-encoded url still answers through the redirects.
 */
import { fixedRouteClash, resolvePage, type ManifestEntry } from "#app/content/index.ts";
import { toFolderFile } from "#app/content/index.ts";
import { pageSlug, slugify } from "#app/markdown/index.ts";
import type { ImportedItem } from "./model.ts";

export interface PlacedItem {
  item: ImportedItem;
  entry: ManifestEntry;
  /** The markdown file, relative to the content folder. */
  file: string;
}

/** A link registry slug (docs/content-format.md: ASCII letters, digits and dashes), or "" when the text has none. */
export function asciiSlug(text: string): string {
  return slugify(safeDecode(text))
    .replace(/[^a-z0-9-]+/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80)
    .replace(/-$/, "");
}

export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Gives every item a unique url and the file the site reads for it. */
export function placeItems(items: readonly ImportedItem[]): PlacedItem[] {
  const taken = new Set<string>();
  return items.map((item, index) => {
    const fallback = `${item.kind}-${index + 1}`;
    const segments =
      item.kind === "post" ? ["blogs", leafSlug(item, fallback)] : pageSegments(item, fallback);
    let url = `/${segments.join("/")}`;
    if (fixedRouteClash(url)) url = `${url}-page`;
    for (let n = 2; taken.has(url); n += 1) url = `/${segments.join("/")}-${n}`;
    taken.add(url);
    const entry: ManifestEntry = {
      type: item.kind === "post" ? "blog" : "salepage",
      status: item.published ? "done" : "staging",
      url,
      title: item.title,
    };
    const resolution = resolvePage(url, [{ ...entry, status: "done" }]);
    const file = resolution.found ? toFolderFile(resolution.page.source) : undefined;
    if (!file) throw new Error(`${url} does not resolve to a file of its own`);
    return { item, entry, file };
  });
}

/** The item's own segment: its old slug (`επίπεδο-2` → `επιπεδο-2`), else its title's, else `post-N`. */
function leafSlug(item: { slug: string; title: string }, fallback: string): string {
  return pageSlug(safeDecode(item.slug)) || pageSlug(item.title) || fallback;
}

function pageSegments(item: ImportedItem, fallback: string): string[] {
  const parents = (item.parents ?? []).map((parent, index) =>
    leafSlug(parent, `section-${index + 1}`),
  );
  const parts = [...parents, leafSlug(item, fallback)];
  if (parts.length <= 3) return parts;
  // Content paths have at most three segments: the deepest ones are joined into the last.
  return [...parts.slice(0, 2), parts.slice(2).join("-")];
}
