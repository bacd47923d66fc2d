/**
 * One render pipeline for the build and the server (decision 029): a page rendered with React
 * Router's handler from the server build (`render-page`), its CSP and security headers, its
 * precompressed forms, the worker threads that do it (`render-pool`: the build's prerender and
 * the server's pages published later use this one pool), each page's content key and the build
 * state that records the keys. Node only.
 */
export {
  emptyState,
  readBuildState,
  writeBuildState,
  BUILD_STATE_FILE,
} from "./build-state.server.ts";
export type { BuildState, FileStamp, PageRecord } from "./build-state.server.ts";
export {
  compressForms,
  PAGE_LEVELS,
  PRECOMPRESS_MIN_SIZE,
  writeCompressedSiblingsSync,
  type CompressLevels,
} from "./compress-page.server.ts";
export {
  ASSET_LEVELS,
  HOT_FILE_LEVELS,
  LIVE_BODY_LEVELS,
  MIN_COMPRESS_SIZE,
  STREAM_LEVELS,
} from "./compression-levels.server.ts";
export { pageFileName, pageLevels, removePageFiles, type PageFiles } from "./page-files.server.ts";
export { pageKeyFiles, pageKeys, pageKeyWithImages } from "./page-keys.server.ts";
export { replaceFile, replaceFileSync, replaceWithCopy } from "./replace-file.server.ts";
export { stripModulePreloads } from "./strip-module-preloads.ts";
export * from "./render-pool.server.ts";
export {
  buildContentSecurityPolicy,
  HEADER_ONLY_POLICY,
  inlineScriptHashes,
  securityHeaders,
  withCspMeta,
} from "./security-headers.server.ts";
