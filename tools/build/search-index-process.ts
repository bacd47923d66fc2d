/**
 * The search index of a build that waits for it. After a new bundle in a process of its own
 * (search-index-main.ts): the index reads pages synchronously and would hold the build's
 * event loop, where every other file is being precompressed on the thread pool meanwhile. Apart,
 * each has a core (docs/benchmarks.md). A rebuild that kept its bundle precompresses only the
 * few files it touched: it indexes in the build's own process, one process start fewer
 * (decision 036).
 *
 * The build hands the index its pages with their content keys (`{BUILD_DIR}/cache/search-pages.json`),
 * and the index keeps what it worked out in `{BUILD_DIR}/cache/search-index.sqlite`: a page whose
 * key is unchanged is not read again (tools/search/index-cache.ts). The background job
 * (search-job.ts) reads the same two files.
 */
import { fork } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writeCompressedSiblingsSync, type PageRecord } from "#app/render/index.server.ts";
import {
  buildSearchIndex,
  type SearchIndexOptions,
  type SearchIndexReport,
} from "#tools/search/build-search-index.ts";

const pagesFile = (buildDir: string) => path.join(buildDir, "cache", "search-pages.json");
const cacheFile = (buildDir: string) => path.join(buildDir, "cache", "search-index.sqlite");

/** The pages the index is to hold, `[site path, HTML file, key]` each. */
function pageRows(pages: Record<string, PageRecord>): [string, string, string][] {
  return Object.entries(pages).flatMap(([sitePath, { key, files }]) => {
    const file = files.find((name) => name.endsWith("index.html"));
    return file ? [[sitePath, file, key] as [string, string, string]] : [];
  });
}

function optionsOf(buildDir: string, rows: [string, string, string][]): SearchIndexOptions {
  return {
    pages: rows.map(([sitePath, file, key]) => ({ sitePath, file, key })),
    cacheFile: cacheFile(buildDir),
  };
}

/** Writes the pages the index is to hold for a process that indexes them (this file's others). */
export function writeSearchPages(buildDir: string, pages: Record<string, PageRecord>): void {
  writeFileSync(pagesFile(buildDir), JSON.stringify(pageRows(pages)));
}

/** Each index file's precompressed siblings, written as the index writes the file. */
export const compressIndexFile = (file: string, data: Buffer): void => {
  writeCompressedSiblingsSync(file, data);
};

/** The index of `pages` (the build's records), in this process. */
export function buildSearchIndexHere(
  buildDir: string,
  clientDir: string,
  pages: Record<string, PageRecord>,
): Promise<SearchIndexReport> {
  return buildSearchIndex(
    clientDir,
    undefined,
    compressIndexFile,
    optionsOf(buildDir, pageRows(pages)),
  );
}

/**
 * The index's options for the build in `buildDir`, from the pages written for it; none without
 * them (every page is read).
 */
export function searchIndexOptions(buildDir: string): SearchIndexOptions {
  if (!existsSync(pagesFile(buildDir))) return {};
  const rows = JSON.parse(readFileSync(pagesFile(buildDir), "utf8")) as [string, string, string][];
  return optionsOf(buildDir, rows);
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
