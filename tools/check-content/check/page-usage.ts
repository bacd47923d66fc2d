/**
 * Which markdown files the site reads, and as what: the fixed routes, the listings and every
 * manifest entry, resolved with the site's own `resolvePage`, so the checker and the site
 * never disagree about where a page's file is.
 */
import { toFolderFile } from "#app/content-folder/index.ts";
import {
  isVisible,
  type ManifestEntry,
  listPrerenderPaths,
  resolvePage,
  type PageLayout,
} from "#app/content/index.ts";

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
 * file is not an orphan) but not as published. Each entry is resolved on its own (the manifest
 * has already dropped duplicate urls), which keeps this linear in the manifest's size.
 */
export function listPageUses(entries: readonly ManifestEntry[]): PageUse[] {
  const uses = new Map<string, PageUse>();
  const add = (
    path: string,
    list: readonly ManifestEntry[],
    published: boolean,
    entry?: ManifestEntry,
  ) => {
    const resolution = resolvePage(path, list);
    if (!resolution.found) return;
    const file = toFolderFile(resolution.page.source);
    if (file === undefined) return;
    const known = uses.get(file);
    if (known) known.published ||= published;
    else
      uses.set(file, {
        file,
        layout: resolution.page.layout,
        published,
        ...(entry ? { entry } : {}),
      });
  };
  const fixedPaths = listPrerenderPaths([]);
  for (const path of fixedPaths) add(path, entries, true);
  for (const entry of entries) {
    const asDone = [{ ...entry, status: "done" as const }];
    for (const path of listPrerenderPaths(asDone)) {
      if (fixedPaths.includes(path)) continue;
      add(path, asDone, isVisible(entry), path === entry.url ? entry : undefined);
    }
  }
  return [...uses.values()];
}

/** The layout a file no page reads would most likely get, judged by its folder. */
export function guessLayout(file: string): PageLayout {
  const folder = file.split("/")[0];
  if (folder === "blogs" || folder === "reviews") return "post";
  if (folder === "superfaqs") return "faq";
  if (folder === "categories") return "listing";
  return "generic";
}
