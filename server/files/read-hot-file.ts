/** Reading one file into the hot cache: bytes, compressed forms, validators, CSP hashes. */
import type { Stats } from "node:fs";
import { stat } from "node:fs/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { etagOf } from "#server/http/caching.ts";
import { MIN_COMPRESS_SIZE, openPrecompressed, type Encoding } from "./compression.ts";
import { HOT_FILE_LEVELS } from "#app/prerender/index.server.ts";
import { fileStamp } from "#app/content/index.ts";
import { contentTypeOf, isCompressible, isHtml } from "#app/loaders/index.server.ts";
import type { OpenFile } from "#server/http/paths.ts";
import { inlineScriptHashes } from "#app/prerender/index.server.ts";

export interface HotFile {
  etag: string;
  /** Whole seconds, for If-Modified-Since. */
  mtimeSeconds: number;
  lastModified: string;
  contentType: string;
  compressible: boolean;
  /** CSP hashes of inline scripts (HTML only). */
  scriptHashes: string[];
  bodies: Partial<Record<Encoding | "identity", Buffer>>;
  /**
   * Set when there is no gzip body because the build wrote a `.br` and no `.gz` (decision 036):
   * a gzip-only client gets one made from `bodies.identity` and kept under this key by the
   * server's gzip forms (gzip-forms.ts), not held here.
   */
  gzipKey?: string;
  size: number;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Once per file version, so a little better than per-request settings (compression.ts). */
const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: HOT_FILE_LEVELS.brotli,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => gzip(body, { level: HOT_FILE_LEVELS.gzip }),
};

/** The file's version: its own size, mtime and inode, and its precompressed siblings'. */
export async function versionKey(info: Stats, realPath: string): Promise<string> {
  const siblings = await Promise.all(
    [".br", ".gz"].map((suffix) =>
      stat(realPath + suffix).then(
        (sibling) => fileStamp(sibling),
        () => "-",
      ),
    ),
  );
  return [fileStamp(info), ...siblings].join("|");
}

export async function readHotFile(file: OpenFile): Promise<HotFile> {
  const identity = await file.handle.readFile();
  const contentType = contentTypeOf(file.path);
  const compressible = isCompressible(contentType);
  const bodies: HotFile["bodies"] = { identity };
  let gzipKey: string | undefined;
  let brotliSibling = false;
  if (compressible) {
    for (const encoding of ["br", "gzip"] as const) {
      const sibling = await openPrecompressed(file, [encoding]);
      if (sibling) {
        try {
          bodies[encoding] = await sibling.file.handle.readFile();
          brotliSibling ||= encoding === "br";
        } finally {
          await sibling.file.handle.close().catch(() => undefined);
        }
      } else if (encoding === "gzip" && brotliSibling) {
        // A build file precompressed with brotli alone: gzip only if a client asks for it.
        gzipKey = `${file.path} ${fileStamp(file.stat)}`;
      } else if (identity.length > MIN_COMPRESS_SIZE) {
        bodies[encoding] = await COMPRESS[encoding](identity);
      }
    }
  }
  const size = Object.values(bodies).reduce((sum, body) => sum + body.length, 0);
  return {
    gzipKey,
    etag: etagOf(file.stat),
    mtimeSeconds: Math.floor(file.stat.mtimeMs / 1000),
    lastModified: file.stat.mtime.toUTCString(),
    contentType,
    compressible,
    scriptHashes: isHtml(contentType) ? inlineScriptHashes(identity.toString("utf8")) : [],
    bodies,
    size,
  };
}
