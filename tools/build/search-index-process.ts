/**
 * The search index of a build that waits for it, in a process of its own
 * (search-index-main.ts): the index reads every page synchronously and would hold the build's
 * event loop, where the other files are being precompressed on the thread pool meanwhile. Apart,
 * each has a core (docs/benchmarks.md). Its memory goes back when it ends.
 */
import { fork } from "node:child_process";
import type { SearchIndexReport } from "#tools/search/build-search-index.ts";

export function buildSearchIndexInProcess(clientDir: string): Promise<SearchIndexReport> {
  const child = fork(new URL("./search-index-main.ts", import.meta.url), [clientDir]);
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
