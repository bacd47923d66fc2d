/**
 * The search index of a build, in a thread of the build's process (search-index-process.ts):
 * the build's own thread meanwhile writes the other site files and precompresses them. It loads
 * its modules at once, then indexes the pages it is sent.
 */
import { parentPort, workerData } from "node:worker_threads";
import { buildSearchIndex, type SearchIndexOptions } from "#tools/search/build-search-index.ts";

const { clientDir } = workerData as { clientDir: string };
const options = await new Promise<SearchIndexOptions>((resolve) =>
  parentPort?.once("message", resolve),
);
parentPort?.postMessage(await buildSearchIndex(clientDir, undefined, options));
