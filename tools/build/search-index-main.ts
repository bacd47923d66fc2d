/**
 * One search index, run by search-index-process.ts: `CLIENT_DIR`; each file gets its precompressed
 * siblings as it is written. Sends its report, ends.
 */
import { buildSearchIndex } from "#tools/search/build-search-index.ts";
import { writeCompressedSiblingsSync } from "#app/render/index.server.ts";

const [clientDir = ""] = process.argv.slice(2);
const report = await buildSearchIndex(clientDir, undefined, (file, data) =>
  writeCompressedSiblingsSync(file, data),
);
process.send?.(report, () => process.disconnect());
