/**
 * The search index of a build: in a thread of the build's own process when the build waits for
 * it (decisions 037 and 041: many pages are read by worker threads), in a background job
 * otherwise (search-job.ts).
 *
 * For the job the build writes its pages with their content keys
 * (`{BUILD_DIR}/cache/search-pages.json`). Either way the index keeps what it worked out in
 * `{BUILD_DIR}/cache/search-index.sqlite`: a page whose key is unchanged is not read again
 * (tools/search/index-cache.ts).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PageRecord } from "#app/prerender/index.server.ts";
import type { SearchIndexOptions, SearchIndexReport } from "#tools/search/build-search-index.ts";

const pagesFile = (buildDir: string) => path.join(buildDir, "cache", "search-pages.json");
/** The index's cache, where the prerender also files the terms its render threads worked out. */
export const searchCacheFile = (buildDir: string) =>
  path.join(buildDir, "cache", "search-index.sqlite");

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
    cacheFile: searchCacheFile(buildDir),
    precompress: true,
  };
}

/** Writes the pages the index is to hold for a process that indexes them (this file's others). */
export function writeSearchPages(buildDir: string, pages: Record<string, PageRecord>): void {
  writeFileSync(pagesFile(buildDir), JSON.stringify(pageRows(pages)));
}

/** A thread of this process that indexes the build's pages once it is told them. */
export interface SearchThread {
  /** Indexes `pages` (the build's records). Once. */
  index(pages: Record<string, PageRecord>): Promise<SearchIndexReport>;
  /** Ends a thread that will not be told its pages. */
  stop(): void;
}

/**
 * The index in a thread of this process: the build's own thread goes on with the steps that do
 * not need it (at 100,000 entries the index's merge kept that thread for a minute, with the other
 * core mostly idle). Started before the pages are known, it loads its modules meanwhile (a fifth
 * of a second of a one-file rebuild); until it is told them, it keeps no build from ending.
 */
export function startSearchThread(buildDir: string, clientDir: string): SearchThread {
  const worker = new Worker(new URL("./search-index-thread.ts", import.meta.url), {
    workerData: { clientDir },
  });
  worker.unref();
  const indexed = new Promise<SearchIndexReport>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    // After `message` or `error`, this settles nothing.
    worker.once("exit", (code) =>
      reject(new Error(`the search index's thread stopped (exit code ${code})`)),
    );
  });
  // Handled by whoever asks for the index; a thread never asked is stopped.
  indexed.catch(() => undefined);
  return {
    index(pages) {
      worker.ref();
      worker.postMessage(optionsOf(buildDir, pageRows(pages)));
      return indexed;
    },
    stop() {
      void worker.terminate();
    },
  };
}

/**
 * The index's options for the build in `buildDir`, from the pages written for it; without them
 * every page is read.
 */
export function searchIndexOptions(buildDir: string): SearchIndexOptions {
  if (!existsSync(pagesFile(buildDir))) return { precompress: true };
  const rows = JSON.parse(readFileSync(pagesFile(buildDir), "utf8")) as [string, string, string][];
  return optionsOf(buildDir, rows);
}
