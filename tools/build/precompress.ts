/**
 * Postbuild step: writes a `.br` sibling next to every compressible build file (js, css, html,
 * svg, json, ...) of at least 1 KB, so the server never compresses them per request for a
 * browser. A sibling that would not be smaller than the file is not written. Hashed assets are
 * few and cached for a year: they get the highest levels and a `.gz` too. Pages, `.data` files,
 * feeds and content are thousands on a large site: brotli 11 on each was most of the build, so
 * they get a fast level (within a few per cent of the size) and no `.gz` (decision 036).
 */
import { availableParallelism } from "node:os";
import { walkFiles } from "#tools/cli/walk-files.ts";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { BUILD_ASSETS_DIR } from "#server/http/caching.ts";
import {
  ASSET_LEVELS,
  compressForms,
  PAGE_LEVELS,
  PRECOMPRESS_MIN_SIZE,
  replaceFile,
  type CompressLevels,
} from "#app/prerender/index.server.ts";

export { PAGE_LEVELS };

const PRECOMPRESS_EXTENSIONS = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".data",
  ".xml",
  ".txt",
  ".webmanifest",
  ".map",
  ".md",
]);
/** Does a file of this name get precompressed siblings (when 1 KB or more and smaller)? */
export function isPrecompressible(file: string): boolean {
  return PRECOMPRESS_EXTENSIONS.has(path.extname(file).toLowerCase());
}

/** Brotli and gzip levels for the hashed build assets (`ASSET_LEVELS`), and for everything else. */
export { ASSET_LEVELS };

export interface PrecompressResult {
  /** Files that got siblings, relative to `dir`. */
  compressed: string[];
  /** Bytes before and after (brotli), for the build log. */
  originalBytes: number;
  brotliBytes: number;
}

export async function precompressDirectory(dir: string): Promise<PrecompressResult> {
  const files: string[] = [];
  for await (const file of walkFiles(dir)) files.push(file);
  return precompressFiles(dir, files);
}

/**
 * Precompresses the compressible ones of `files` (relative to `dir`), `inFlight` at a time
 * (default: a file more than the cores, to keep every core busy).
 */
export async function precompressFiles(
  dir: string,
  files: readonly string[],
  inFlight = availableParallelism() + 1,
): Promise<PrecompressResult> {
  const result: PrecompressResult = { compressed: [], originalBytes: 0, brotliBytes: 0 };
  const compressible = files.filter(isPrecompressible);
  // zlib runs on libuv's thread pool.
  let next = 0;
  const worker = async () => {
    while (next < compressible.length) {
      const file = compressible[next++] as string;
      const sizes = await compressFile(path.join(dir, file), levelsFor(file));
      if (!sizes) continue;
      result.compressed.push(file);
      result.originalBytes += sizes.original;
      result.brotliBytes += sizes.brotli;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return result;
}

/**
 * The bundler's hashed output (`assets/b/`) is a few files cached for a year. Everything else in
 * `assets/` is one file per entry or listing page (the copied content, the page index records):
 * brotli 11 on the 10,000 records of a 10,000-entry site took about 10 s of a build.
 */
export function levelsFor(relativeFile: string): CompressLevels {
  const folder = relativeFile.split(path.sep).slice(0, 2).join("/");
  return folder === BUILD_ASSETS_DIR ? ASSET_LEVELS : PAGE_LEVELS;
}

async function compressFile(file: string, levels: CompressLevels) {
  const data = await readFile(file);
  const sizes = await writeCompressedSiblings(file, data, levels);
  return data.length < PRECOMPRESS_MIN_SIZE ? undefined : sizes;
}

/**
 * Writes `file.br` (and `file.gz` where `levels` names a gzip level) for `data` (the file's
 * content) when smaller, and removes a sibling left from an earlier build when it is not
 * written: an incremental build must never leave a stale sibling beside a rewritten file.
 */
async function writeCompressedSiblings(
  file: string,
  data: Buffer,
  levels: CompressLevels = PAGE_LEVELS,
): Promise<{ original: number; brotli: number }> {
  const { br, gz } = await compressForms(data, levels);
  await (br ? replaceFile(`${file}.br`, br) : rm(`${file}.br`, { force: true }));
  if (gz) await replaceFile(`${file}.gz`, gz);
  else if (levels.gzip !== undefined) await rm(`${file}.gz`, { force: true });
  return { original: data.length, brotli: br?.length ?? data.length };
}
