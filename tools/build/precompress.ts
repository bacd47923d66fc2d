/**
 * Postbuild step: writes `.br` (max quality) and `.gz` siblings next to every compressible
 * build file (js, css, html, svg, json, ...) of at least 1 KB, so the server never compresses
 * them per request. A sibling that would not be smaller than the file is not written.
 */
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
  for (const entry of entries) {
    if (!entry.isFile() || !PRECOMPRESS_EXTENSIONS.has(path.extname(entry.name).toLowerCase()))
      continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await stat(file)).size < PRECOMPRESS_MIN_SIZE) continue;
    const data = await readFile(file);
    const br = await brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = await gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (br.length < data.length) await writeFile(`${file}.br`, br);
    if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
    result.compressed.push(path.relative(dir, file));
    result.originalBytes += data.length;
    result.brotliBytes += Math.min(br.length, data.length);
  }
  return result;
}
