/**
 * One search index, run by search-index-process.ts: `BUILD_DIR CLIENT_DIR`; each file gets its
 * precompressed siblings as it is written. Sends its report, ends.
 */
import { buildSearchIndex } from "#tools/search/build-search-index.ts";
import { compressIndexFile, searchIndexOptions } from "./search-index-process.ts";

const [buildDir = "", clientDir = ""] = process.argv.slice(2);
const report = await buildSearchIndex(
  clientDir,
  undefined,
  compressIndexFile,
  searchIndexOptions(buildDir),
);
process.send?.(report, () => process.disconnect());
