/**
 * The background search index job (search-job.ts): `node search-job-main.ts BUILD_DIR CLIENT_DIR`.
 * Writes the index beside the site, precompresses it as the build would, swaps it in.
 */
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { buildSearchIndex, SEARCH_INDEX_FOLDER } from "#tools/search/build-search-index.ts";
import { searchIndexOptions } from "./search-index-process.ts";
import { clearSearchPending } from "./search-job.ts";

const [buildDir = "", clientDir = ""] = process.argv.slice(2);
const next = path.join(buildDir, "search-next");
const old = path.join(buildDir, "search-old");
await rm(next, { recursive: true, force: true });
// Each file gets its precompressed siblings as it is written, at the build's levels for pages.
// Written beside the current index, whole, but from the cache for pages whose key is unchanged.
const report = await buildSearchIndex(
  clientDir,
  path.join(next, SEARCH_INDEX_FOLDER),
  searchIndexOptions(buildDir),
);
const live = path.join(clientDir, SEARCH_INDEX_FOLDER);
await rm(old, { recursive: true, force: true });
await rename(live, old).catch(() => undefined);
await rename(path.join(next, SEARCH_INDEX_FOLDER), live);
await clearSearchPending(buildDir);
await Promise.all([old, next].map((dir) => rm(dir, { recursive: true, force: true })));
console.log(
  `Indexed ${report.pages} pages for search in the background (${report.milliseconds} ms)`,
);
