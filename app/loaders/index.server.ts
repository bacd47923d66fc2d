/** What other features may use of `app/loaders/` on the server (Node: the build, the server, the tools). */
export { isInsideDir, openContentFolder, type DiskContentFolder } from "./content-folder.server.ts";
export { TYPES, contentTypeOf, isCompressible, isHtml } from "./content-types.ts";
export { openSummaryTable, type SummaryTableWriter } from "./known-summaries.server.ts";
export { summaryFacts } from "./listing-summaries.ts";
export {
  fileCacheIn,
  openFileCache,
  type FileCache,
  type FileCacheLocation,
} from "./file-cache.server.ts";
