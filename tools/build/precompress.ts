/**
 * Postbuild step: writes `.br` and `.gz` siblings next to every compressible build file (js,
 * css, html, svg, json, ...) of at least 1 KB, so the server never compresses them per request.
 * A sibling that would not be smaller than the file is not written. Hashed assets are few and
 * cached for a year: they get the highest levels. Pages, `.data` files, feeds and content are
 * thousands on a large site: brotli 11 on each was most of the build, so they get fast levels
 * (within a few per cent of the size).
 */
import { availableParallelism } from "node:os";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
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
  const result: PrecompressResult = { compressed: [], originalBytes: 0, brotliBytes: 0 };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter(
      (entry) =>
        entry.isFile() && PRECOMPRESS_EXTENSIONS.has(path.extname(entry.name).toLowerCase()),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
  // zlib runs on libuv's thread pool: a few files at a time keep every core busy.
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      const sizes = await compressFile(file, levelsFor(path.relative(dir, file)));
      if (!sizes) continue;
      result.compressed.push(path.relative(dir, file));
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
  if ((await stat(file)).size < PRECOMPRESS_MIN_SIZE) return undefined;
  const data = await readFile(file);
  const br = await brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = await gzip(data, { level: levels.gzip });
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
  return { original: data.length, brotli: Math.min(br.length, data.length) };
}
