/**
 * Which markdown files the site reads, and as what: the fixed routes, the listings and every
 * manifest entry, resolved with the site's own `resolvePage`, so the checker and the site
 * never disagree about where a page's file is.
 */
import { CONTENT_BASE } from "#app/content/content-key.ts";
import type { ManifestEntry } from "#app/content/manifest.ts";
import { listPrerenderPaths, resolvePage, type PageLayout } from "#app/content/resolve-page.ts";

export interface PageUse {
  /** The markdown file, relative to the content folder (`blogs/insights/x.md`). */
  file: string;
  layout: PageLayout;
  /** Read by a page the site publishes now (fixed routes and `done` entries). */
  published: boolean;
  /** The manifest entry behind it, for entry pages. */
  entry?: ManifestEntry;
}

/**
 * Every file a page reads, once each. Entries that are not `done` yet count as used (a draft's
 * file is not an orphan) but not as published.
 */
export function listPageUses(entries: readonly ManifestEntry[]): PageUse[] {
  const uses = new Map<string, PageUse>();
  const add = (list: readonly ManifestEntry[], published: boolean) => {
    for (const path of listPrerenderPaths(list)) {
      const resolution = resolvePage(path, list);
      if (!resolution.found) continue;
      const { page } = resolution;
      const file = toFolderPath(page.source);
      const known = uses.get(file);
      if (known) {
        known.published ||= published;
        continue;
      }
      const entry = page.entry && entries.find((item) => item.url === page.entry?.url);
      uses.set(file, { file, layout: page.layout, published, ...(entry ? { entry } : {}) });
    }
  };
  add(entries, true);
  add(entries.map((entry) => ({ ...entry, status: "done" as const })), false);
  return [...uses.values()];
}

/** `assets/content/blogs/x.md` → `blogs/x.md`. */
export function toFolderPath(sitePath: string): string {
  return sitePath.replace(/^\/+/, "").slice(CONTENT_BASE.length + 1);
}

/** The layout a file no page reads would most likely get, judged by its folder. */
export function guessLayout(file: string): PageLayout {
  const folder = file.split("/")[0];
  if (folder === "blogs" || folder === "reviews") return "post";
  if (folder === "superfaqs") return "faq";
  if (folder === "categories") return "listing";
  return "generic";
}
