/**
 * A page's precompressed forms: the build writes them as siblings (`.br`; `.gz` only where the
 * levels name a gzip level: the bundle's hashed assets), the server keeps them in memory for
 * pages it renders itself, with the same levels and the same rules, so both send the same bytes.
 */
import { rmSync } from "node:fs";
import { replaceFileSync } from "./replace-file.server.ts";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

import {
  MIN_COMPRESS_SIZE as PRECOMPRESS_MIN_SIZE,
  PAGE_LEVELS,
  type CompressLevels,
} from "./compression-levels.server.ts";

export { PAGE_LEVELS, PRECOMPRESS_MIN_SIZE, type CompressLevels };

/**
 * The brotli form of `data` and, when `levels` names a gzip level, its gzip form, each only when
 * it is smaller than `data`.
 */
export async function compressForms(
  data: Buffer,
  levels: CompressLevels = PAGE_LEVELS,
): Promise<{ br?: Buffer; gz?: Buffer }> {
  if (data.length < PRECOMPRESS_MIN_SIZE) return {};
  const [br, gz] = await Promise.all([
    brotli(data, brotliOptions(data, levels)),
    levels.gzip === undefined ? undefined : gzip(data, { level: levels.gzip }),
  ]);
  return smaller(data, br, gz);
}

/** `compressForms` on the calling thread (a build worker's), with the same levels and rules. */
export function compressFormsSync(
  data: Buffer,
  levels: CompressLevels = PAGE_LEVELS,
): { br?: Buffer; gz?: Buffer } {
  if (data.length < PRECOMPRESS_MIN_SIZE) return {};
  const br = zlib.brotliCompressSync(data, brotliOptions(data, levels));
  const gz = levels.gzip === undefined ? undefined : zlib.gzipSync(data, { level: levels.gzip });
  return smaller(data, br, gz);
}

/**
 * Writes `file.br` (and `file.gz` when `levels` names a gzip level) beside `file` when smaller
 * than `data` (its content), and removes one an earlier build left when it is not: on the calling
 * thread (a worker's), where blocking is cheaper than the thread pool. Without a gzip level no
 * `.gz` can be there to remove: a change of code empties the build folder.
 */
export function writeCompressedSiblingsSync(
  file: string,
  data: Buffer,
  levels: CompressLevels = PAGE_LEVELS,
): { original: number; brotli: number } {
  const { br, gz } = compressFormsSync(data, levels);
  if (br) replaceFileSync(`${file}.br`, br);
  else rmSync(`${file}.br`, { force: true });
  if (gz) replaceFileSync(`${file}.gz`, gz);
  else if (levels.gzip !== undefined) rmSync(`${file}.gz`, { force: true });
  return { original: data.length, brotli: br?.length ?? data.length };
}

function brotliOptions(data: Buffer, levels: CompressLevels): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  };
}

function smaller(data: Buffer, br: Buffer, gz: Buffer | undefined): { br?: Buffer; gz?: Buffer } {
  return {
    br: br.length < data.length ? br : undefined,
    gz: gz && gz.length < data.length ? gz : undefined,
  };
}
