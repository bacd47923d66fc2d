/**
 * The search index of a build, in a thread of the build's process (search-index-process.ts):
 * the build's own thread meanwhile writes the other site files and precompresses them.
 */
import { parentPort, workerData } from "node:worker_threads";
import { buildSearchIndex, type SearchIndexOptions } from "#tools/search/build-search-index.ts";

const { clientDir, options } = workerData as { clientDir: string; options: SearchIndexOptions };
parentPort?.postMessage(await buildSearchIndex(clientDir, undefined, options));
