/**
 * The site search index: Pagefind over the prerendered pages, written to `<site>/pagefind/`.
 * Pages say what is indexed (`data-pagefind-body` on the article, `data-pagefind-ignore` on
 * product cards); only folder pages (`…/index.html`) are read, so the SPA fallback never is.
 * Staging and open entries are not prerendered, so they cannot be found.
 */
import path from "node:path";
import { performance } from "node:perf_hooks";
import { close, createIndex } from "pagefind";

export const SEARCH_INDEX_FOLDER = "pagefind";
const PAGES_GLOB = "**/index.html";

export interface SearchIndexReport {
  /** HTML files Pagefind read (pages without `data-pagefind-body` are read but not indexed). */
  pages: number;
  milliseconds: number;
}

/** Indexes `siteDir` and writes the index into it; throws with Pagefind's errors. */
export async function buildSearchIndex(siteDir: string): Promise<SearchIndexReport> {
  const started = performance.now();
  try {
    const { index, errors } = await createIndex({ forceLanguage: "en" });
    if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
    const added = await index.addDirectory({ path: siteDir, glob: PAGES_GLOB });
    if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join("; ")}`);
    const written = await index.writeFiles({
      outputPath: path.join(siteDir, SEARCH_INDEX_FOLDER),
    });
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
    return { pages: added.page_count, milliseconds: Math.round(performance.now() - started) };
  } finally {
    await close();
  }
}
