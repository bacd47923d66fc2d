/**
 * Postbuild step: writes `.br` and `.gz` siblings next to every compressible build file (js,
 * css, html, svg, json, ...) of at least 1 KB, so the server never compresses them per request.
 * A sibling that would not be smaller than the file is not written. Hashed assets are few and
 * cached for a year: they get the highest levels. Pages, `.data` files, feeds and content are
 * thousands on a large site: brotli 11 on each was most of the build, so they get fast levels
 * (within a few per cent of the size).
 */
import { availableParallelism } from "node:os";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const PRECOMPRESS_EXTENSIONS = new Set([
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
export const PRECOMPRESS_MIN_SIZE = 1024;
/** Brotli and gzip levels for the hashed build assets, and for everything else. */
export const ASSET_LEVELS = { brotli: zlib.constants.BROTLI_MAX_QUALITY, gzip: 9 } as const;
export const PAGE_LEVELS = { brotli: 5, gzip: 6 } as const;

export interface PrecompressResult {
  /** Files that got siblings, relative to `dir`. */
  compressed: string[];
  /** Bytes before and after (brotli), for the build log. */
  originalBytes: number;
  brotliBytes: number;
}

export async function precompressDirectory(dir: string): Promise<PrecompressResult> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return precompressFiles(
    dir,
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))),
  );
}

/** Precompresses the compressible ones of `files` (relative to `dir`). */
export async function precompressFiles(
  dir: string,
  files: readonly string[],
): Promise<PrecompressResult> {
  const result: PrecompressResult = { compressed: [], originalBytes: 0, brotliBytes: 0 };
  const compressible = files.filter((file) =>
    PRECOMPRESS_EXTENSIONS.has(path.extname(file).toLowerCase()),
  );
  // zlib runs on libuv's thread pool: a few files at a time keep every core busy.
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
  await Promise.all(Array.from({ length: availableParallelism() + 1 }, worker));
  return result;
}

/** Hashed build output lives in `assets/`, except the copied content folder. */
export function levelsFor(relativeFile: string): { brotli: number; gzip: number } {
  const parts = relativeFile.split(path.sep);
  return parts[0] === "assets" && parts[1] !== "content" ? ASSET_LEVELS : PAGE_LEVELS;
}

async function compressFile(file: string, levels: { brotli: number; gzip: number }) {
  const data = await readFile(file);
  const sizes = await writeCompressedSiblings(file, data, levels);
  return data.length < PRECOMPRESS_MIN_SIZE ? undefined : sizes;
}

/**
 * Writes `file.br` and `file.gz` for `data` (the file's content) when they are smaller, and
 * removes a sibling left from an earlier build when it is not written: an incremental build
 * must never leave a stale sibling beside a rewritten file.
 */
export async function writeCompressedSiblings(
  file: string,
  data: Buffer,
  levels: { brotli: number; gzip: number } = PAGE_LEVELS,
): Promise<{ original: number; brotli: number }> {
  const small = data.length < PRECOMPRESS_MIN_SIZE;
  const br = small
    ? data
    : await brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
  const gz = small ? data : await gzip(data, { level: levels.gzip });
  await (br.length < data.length ? writeFile(`${file}.br`, br) : rm(`${file}.br`, { force: true }));
  await (gz.length < data.length ? writeFile(`${file}.gz`, gz) : rm(`${file}.gz`, { force: true }));
  return { original: data.length, brotli: Math.min(br.length, data.length) };
}
