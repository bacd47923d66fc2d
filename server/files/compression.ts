/** Accept-Encoding negotiation, precompressed siblings and on-the-fly compression. */
import path from "node:path";
import type { Transform } from "node:stream";
import zlib from "node:zlib";
import { STREAM_LEVELS } from "#app/prerender/index.server.ts";
import { openInside, type OpenFile } from "#server/http/paths.ts";

export type Encoding = "br" | "gzip";

/** Files at most this large are sent as they are (compression would not pay). */
export { MIN_COMPRESS_SIZE } from "#app/prerender/index.server.ts";

const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * The encodings the client accepts, best first: higher q first, br before gzip on ties.
 * `q=0` refuses an encoding, `*` stands for any encoding not named. Malformed parts are ignored.
 */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const value = Array.isArray(header) ? header.join(",") : header;
  if (!value) return [];
  const quality = new Map<string, number>();
  for (const part of value.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    if (Number.isNaN(q)) continue;
    quality.set(name === "x-gzip" ? "gzip" : name, q);
  }
  const wildcard = quality.get("*") ?? 0;
  const candidates: [Encoding, number][] = [
    ["br", quality.get("br") ?? wildcard],
    ["gzip", quality.get("gzip") ?? wildcard],
  ];
  return candidates
    .filter(([, q]) => q > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([encoding]) => encoding);
}

/**
 * The first precompressed sibling (`file.br`, `file.gz`) of an accepted encoding that exists in
 * the file's own folder and is at least as new as the file; undefined when none fits. Looked for
 * beside the file's real path (already checked inside the root), not under the root as given:
 * the root is a link into the current release (decision 055), so a real path is never under it,
 * and every sibling was once missed that way (each page compressed again on the server).
 */
export async function openPrecompressed(
  file: OpenFile,
  encodings: readonly Encoding[],
): Promise<{ encoding: Encoding; file: OpenFile } | undefined> {
  for (const encoding of encodings) {
    const sibling = await openInside(path.dirname(file.path), file.path + SUFFIX[encoding]);
    if (!sibling) continue;
    if (sibling.stat.mtimeMs >= file.stat.mtimeMs) return { encoding, file: sibling };
    await sibling.handle.close().catch(() => undefined);
  }
  return undefined;
}

/** A streaming compressor tuned for per-request use (`STREAM_LEVELS`). */
export function createCompressor(encoding: Encoding, size?: number): Transform {
  if (encoding === "gzip") return zlib.createGzip({ level: STREAM_LEVELS.gzip });
  const params: Record<number, number> = {
    [zlib.constants.BROTLI_PARAM_QUALITY]: STREAM_LEVELS.brotli,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  };
  if (size !== undefined) params[zlib.constants.BROTLI_PARAM_SIZE_HINT] = size;
  return zlib.createBrotliCompress({ params });
}
