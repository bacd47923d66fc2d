/**
 * The site search index: Pagefind over the prerendered pages, written to `<site>/pagefind/`.
 * Pages say what is indexed (`data-pagefind-body` on the article, `data-pagefind-ignore` on
 * product cards); only folder pages (`…/index.html`) are read, so the SPA fallback never is.
 * Staging and open entries are not prerendered, so they cannot be found.
 *
 * It runs Pagefind's command line (the binary npm installed with the `pagefind` package): at
 * 10,000 pages it took a quarter of the time its Node service API took (docs/benchmarks.md).
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";

export const SEARCH_INDEX_FOLDER = "pagefind";
const PAGES_GLOB = "**/index.html";
/** The package's own launcher, which picks the binary for this platform. */
const PAGEFIND_CLI = fileURLToPath(new URL("runner/bin.cjs", import.meta.resolve("pagefind")));

export interface SearchIndexReport {
  /** Pages in the index (those with `data-pagefind-body`). */
  pages: number;
  milliseconds: number;
}

/**
 * Indexes `siteDir` and writes the index into it (or into `outputDir`, to swap it in later);
 * throws with Pagefind's output on failure.
 */
export async function buildSearchIndex(
  siteDir: string,
  outputDir?: string,
): Promise<SearchIndexReport> {
  const started = performance.now();
  const args = [PAGEFIND_CLI, "--site", siteDir, "--glob", PAGES_GLOB, "--force-language", "en"];
  if (outputDir) args.push("--output-path", outputDir);
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    maxBuffer: 16 * 1024 * 1024,
  });
  const pages = Number(/Indexed (\d+) pages?/.exec(stdout)?.[1]);
  if (!Number.isInteger(pages)) throw new Error(`Pagefind said nothing of pages:\n${stdout}`);
  return { pages, milliseconds: Math.round(performance.now() - started) };
}
