/**
 * Sends a body generated in memory (the live sitemap and feeds) the way files are sent: security
 * headers, an ETag from the content with conditional 304, a short shared-cache life,
 * compression, HEAD.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { hashOf } from "#app/content/index.server.ts";
import { LIVE_BODY_LEVELS } from "#app/prerender/index.server.ts";
import { matchesEtag, SHARED_SHORT } from "#server/http/caching.ts";
import { acceptedEncodings, MIN_COMPRESS_SIZE, type Encoding } from "./compression.ts";
import { applySecurityHeaders, type ServerContext } from "#server/http/responses.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** At the named levels (compression-levels.server.ts), never zlib's defaults. */
const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: LIVE_BODY_LEVELS.brotli,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzip(body, { level: LIVE_BODY_LEVELS.gzip }),
};

const compressedBodies = new WeakMap<Body, Partial<Record<Encoding, Promise<Buffer>>>>();

/** Each body is compressed once per encoding, not once per request. */
function compressed(body: Body, encoding: Encoding): Promise<Buffer> {
  let forms = compressedBodies.get(body);
  if (!forms) compressedBodies.set(body, (forms = {}));
  return (forms[encoding] ??= COMPRESS[encoding](body.bytes));
}

export interface Body {
  bytes: Buffer;
  /** Weak ETag of the bytes: their content hash, as a live page's (server/live-pages/page-cache.ts). */
  etag: string;
}

export function toBody(text: string): Body {
  const bytes = Buffer.from(text, "utf8");
  return { bytes, etag: `W/"${hashOf(bytes).slice(0, 32)}"` };
}

export async function sendBody(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  body: Body,
  contentType: string,
  cacheControl = SHARED_SHORT,
): Promise<void> {
  applySecurityHeaders(ctx, res);
  res.setHeader("ETag", body.etag);
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Vary", "Accept-Encoding");
  const ifNoneMatch = req.headers["if-none-match"];
  if (typeof ifNoneMatch === "string" && matchesEtag(ifNoneMatch, body.etag)) {
    res.writeHead(304);
    res.end();
    return;
  }
  const [encoding] =
    body.bytes.length > MIN_COMPRESS_SIZE ? acceptedEncodings(req.headers["accept-encoding"]) : [];
  const bytes = encoding ? await compressed(body, encoding) : body.bytes;
  res.setHeader("Content-Type", contentType);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", bytes.length);
  res.writeHead(200);
  res.end(req.method === "HEAD" ? undefined : bytes);
}
