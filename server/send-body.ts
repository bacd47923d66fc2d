/**
 * Sends a body generated in memory (the live sitemap and feeds) the way files are sent: security
 * headers, an ETag from the content with conditional 304, a short shared-cache life,
 * compression, HEAD.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { matchesEtag, SHARED_SHORT } from "./caching.ts";
import { acceptedEncodings, MIN_COMPRESS_SIZE, type Encoding } from "./compression.ts";
import { applySecurityHeaders, type ServerContext } from "./responses.ts";

const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: promisify(zlib.brotliCompress),
  gzip: promisify(zlib.gzip),
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
  /** Weak ETag of the bytes. */
  etag: string;
}

export function toBody(text: string): Body {
  const bytes = Buffer.from(text, "utf8");
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 27);
  return { bytes, etag: `W/"${hash}"` };
}

export async function sendBody(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  body: Body,
  contentType: string,
): Promise<void> {
  applySecurityHeaders(ctx, res);
  res.setHeader("ETag", body.etag);
  res.setHeader("Cache-Control", SHARED_SHORT);
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
