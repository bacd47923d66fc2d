/** One thread of extract-in-parallel.ts: reads each page of a batch and sends back its terms. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import type { ExtractedBatch, PageToRead } from "./extract-in-parallel.ts";
import { pageTerms } from "#app/search/index.server.ts";

const { siteDir } = workerData as { siteDir: string };

parentPort?.on("message", (batch: PageToRead[]) => {
  const reply: ExtractedBatch = batch.map(({ sitePath, file }) => [
    sitePath,
    pageTerms(readFileSync(path.join(siteDir, file), "utf8"), sitePath) ?? null,
  ]);
  parentPort?.postMessage(reply);
});
