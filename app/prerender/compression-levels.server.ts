/**
 * Every compression level and size threshold of the site, in one place: the server's
 * per-request streams (server/files/compression.ts), its hot files (server/files/read-hot-file.ts), the pages it renders live,
 * the live sitemap and feeds (server/files/send-body.ts), the build's precompressed siblings
 * (compress-page.server.ts, tools/build/precompress.ts) and the first-load budget's gzip
 * (tools/bench/first-load.ts). Nothing compresses with zlib's defaults.
 */
import zlib from "node:zlib";

export interface CompressLevels {
  brotli: number;
  /** Absent: no gzip form is kept (the server makes one for the rare gzip-only client). */
  gzip?: number;
}

/** Compressed per request, while the visitor waits: fast levels. */
export const STREAM_LEVELS = { brotli: 5, gzip: 6 } as const satisfies CompressLevels;
/** Compressed once per version of a small file kept in memory: a little better than per request. */
export const HOT_FILE_LEVELS = { brotli: 9, gzip: 9 } as const satisfies CompressLevels;
/**
 * Pages, route data, feeds, records and content: thousands on a large site, so a fast level, and
 * brotli only (every current browser sends `br`; decision 036): a gzip-only client gets gzip
 * made by the server (server/http/gzip-forms.ts) or by nginx (`gzip on`), a static host compresses
 * on its own.
 */
export const PAGE_LEVELS = { brotli: 5 } as const satisfies CompressLevels;
/**
 * A page's levels when the build writes its `.gz` too (PAGE_GZIP=1, for an nginx-static without
 * the brotli module): gzip at the level the server makes a page's gzip form with.
 */
export const PAGE_GZIP_LEVELS = {
  brotli: PAGE_LEVELS.brotli,
  gzip: STREAM_LEVELS.gzip,
} as const satisfies CompressLevels;
/**
 * The live sitemap and feeds, made in memory and compressed once per version: brotli at the level
 * the build writes the same files with, gzip at the level the server makes a page's gzip form.
 */
export const LIVE_BODY_LEVELS = {
  brotli: PAGE_LEVELS.brotli,
  gzip: STREAM_LEVELS.gzip,
} as const satisfies CompressLevels;
/** The bundle's hashed assets: few, and cached for a year, so the highest levels, and a `.gz`. */
export const ASSET_LEVELS = {
  brotli: zlib.constants.BROTLI_MAX_QUALITY,
  gzip: 9,
} as const satisfies CompressLevels;

/** Around this size and below, compression does not pay: files are sent as they are. */
export const MIN_COMPRESS_SIZE = 1024;
