/**
 * A page's precompressed forms: the build writes them as `.br`/`.gz` siblings, the server keeps
 * them in memory for pages it renders itself, with the same levels and the same rules, so both
 * send the same bytes.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CompressLevels {
  brotli: number;
  gzip: number;
}

/** Pages, route data, feeds and content: thousands on a large site, so fast levels. */
export const PAGE_LEVELS = { brotli: 5, gzip: 6 } as const;
/** Smaller files are sent as they are. */
export const PRECOMPRESS_MIN_SIZE = 1024;

/** The brotli and gzip forms of `data`, each only when it is smaller than `data`. */
export async function compressForms(
  data: Buffer,
  levels: CompressLevels = PAGE_LEVELS,
): Promise<{ br?: Buffer; gz?: Buffer }> {
  if (data.length < PRECOMPRESS_MIN_SIZE) return {};
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: levels.gzip }),
  ]);
  return {
    br: br.length < data.length ? br : undefined,
    gz: gz.length < data.length ? gz : undefined,
  };
}
