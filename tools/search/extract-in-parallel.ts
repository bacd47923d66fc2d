/**
 * Many pages read again (a clean build: every page) are read and worked out by worker threads,
 * one per core, while this thread files their results; the index then takes them from the cache
 * (index-cache.ts `extracted`) instead of reading the pages one after the other. A page's
 * terms are the same whichever thread works them out: the index is byte for byte the same.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { IndexCache } from "./index-cache.ts";
import type { PageTerms } from "#app/search/index.server.ts";

/** From this many pages to read, threads pay for their start (about 0.3 s each). */
export const PARALLEL_FROM = 500;
/** Pages sent to a thread at a time. */
const BATCH = 64;

export interface PageToRead {
  sitePath: string;
  /** The page's HTML file, relative to the site. */
  file: string;
}

/** What a thread sends back for a batch: each page's terms, null for a page not indexed. */
export type ExtractedBatch = [sitePath: string, terms: PageTerms | null][];

export async function extractInParallel(
  siteDir: string,
  pages: readonly PageToRead[],
  cache: IndexCache,
): Promise<void> {
  const batches: PageToRead[][] = [];
  for (let start = 0; start < pages.length; start += BATCH) {
    batches.push(pages.slice(start, start + BATCH));
  }
  const threads = Math.min(availableParallelism(), batches.length);
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(new URL("./extract-thread.ts", import.meta.url), {
        workerData: { siteDir },
      });
      try {
        for (let batch = batches.shift(); batch; batch = batches.shift()) {
          const extracted = await ask(worker, batch);
          for (const [sitePath, terms] of extracted) cache.setExtracted(sitePath, terms);
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
}

function ask(worker: Worker, batch: PageToRead[]): Promise<ExtractedBatch> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const onMessage = (reply: ExtractedBatch) => {
      stop();
      resolve(reply);
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onExit = (code: number) =>
      onError(new Error(`the search thread stopped (exit code ${code})`));
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage(batch);
  });
}
