/**
 * Which markdown files the site reads, and as what: the fixed routes, the listings and every
 * manifest entry, resolved with the site's own `resolvePage`, so the checker and the site
 * never disagree about where a page's file is.
 */
import { toFolderFile } from "#app/content/index.ts";
import {
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
 * file is not an orphan) but not as published: the pages are those of the manifest with every
 * entry taken as `done`, published when the site publishes the same path now. One pass over
 * the manifest (it has already dropped duplicate urls), so linear in its size.
 */
export function listPageUses(entries: readonly ManifestEntry[]): PageUse[] {
  const uses = new Map<string, PageUse>();
  const asDone = entries.map((entry) => ({ ...entry, status: "done" as const }));
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
  const published = new Set(listPrerenderPaths(entries));
  for (const path of listPrerenderPaths(asDone)) {
    const resolution = resolvePage(path, asDone);
    if (!resolution.found) continue;
    const file = toFolderFile(resolution.page.source);
    if (file === undefined) continue;
    const isPublished = published.has(path);
    const known = uses.get(file);
    if (known) {
      known.published ||= isPublished;
      continue;
    }
    const entry = resolution.page.entry && byUrl.get(resolution.page.entry.url);
    uses.set(file, {
      file,
      layout: resolution.page.layout,
      published: isPublished,
      ...(entry && { entry }),
    });
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
