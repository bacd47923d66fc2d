/**
 * The search index of a build that waits for it, in a process of its own
 * (search-index-main.ts): the index reads pages synchronously and would hold the build's
 * event loop, where the other files are being precompressed on the thread pool meanwhile. Apart,
 * each has a core (docs/benchmarks.md). Its memory goes back when it ends.
 *
 * The build hands the index its pages with their content keys (`{BUILD_DIR}/cache/search-pages.json`),
 * and the index keeps what it worked out in `{BUILD_DIR}/cache/search-index.sqlite`: a page whose
 * key is unchanged is not read again (tools/search/index-cache.ts). The background job
 * (search-job.ts) reads the same two files.
 */
import { fork } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PageRecord } from "#app/render/index.server.ts";
import type { SearchIndexOptions, SearchIndexReport } from "#tools/search/build-search-index.ts";

const pagesFile = (buildDir: string) => path.join(buildDir, "cache", "search-pages.json");

/** Writes the pages the index is to hold, `[site path, HTML file, key]` each. */
export function writeSearchPages(buildDir: string, pages: Record<string, PageRecord>): void {
  const rows = Object.entries(pages).flatMap(([sitePath, { key, files }]) => {
    const file = files.find((name) => name.endsWith("index.html"));
    return file ? [[sitePath, file, key]] : [];
  });
  writeFileSync(pagesFile(buildDir), JSON.stringify(rows));
}

/**
 * The index's options for the build in `buildDir`, from the pages written for it; none without
 * them (every page is read).
 */
export function searchIndexOptions(buildDir: string): SearchIndexOptions {
  if (!existsSync(pagesFile(buildDir))) return {};
  const rows = JSON.parse(readFileSync(pagesFile(buildDir), "utf8")) as [string, string, string][];
  return {
    pages: rows.map(([sitePath, file, key]) => ({ sitePath, file, key })),
    cacheFile: path.join(buildDir, "cache", "search-index.sqlite"),
  };
}

export function buildSearchIndexInProcess(
  buildDir: string,
  clientDir: string,
): Promise<SearchIndexReport> {
  const child = fork(new URL("./search-index-main.ts", import.meta.url), [buildDir, clientDir]);
  return new Promise((resolve, reject) => {
    let report: SearchIndexReport | undefined;
    child.once("message", (message) => (report = message as SearchIndexReport));
    child.once("error", reject);
    child.once("exit", (exit, signal) => {
      if (report) resolve(report);
      else reject(new Error(`the search index stopped (${signal ?? `exit ${exit}`})`));
    });
  });
}
