/**
 * Sends one opened file: validators, conditional 304, Cache-Control, content negotiation
 * (precompressed sibling, else on-the-fly), per-page CSP hashes, HEAD, and stream errors.
 * Range is deliberately ignored: always 200 with the full body and `Accept-Ranges: none`.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline, Transform, type Readable } from "node:stream";
import { etagOf, isNotModified } from "#server/http/caching.ts";
import {
  acceptedEncodings,
  createCompressor,
  MIN_COMPRESS_SIZE,
  openPrecompressed,
} from "./compression.ts";
import { contentTypeOf, isCompressible, isHtml } from "#app/loaders/index.server.ts";
import type { OpenFile } from "#server/http/paths.ts";
import { applySecurityHeaders, type ServerContext } from "#server/http/responses.ts";
import { inlineScriptHashes } from "#app/prerender/index.server.ts";

export interface SendFileOptions {
  file: OpenFile;
  cacheControl: string;
}

const MAX_HASH_CACHE = 1000;
const CLIENT_GONE = new Set(["ERR_STREAM_PREMATURE_CLOSE", "ECONNRESET", "EPIPE"]);

export async function sendFile(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  { file, cacheControl }: SendFileOptions,
): Promise<void> {
  const opened: OpenFile[] = [file];
  try {
    const contentType = contentTypeOf(file.path);
    const compressible = isCompressible(contentType);
    const etag = etagOf(file.stat);
    const hashes = isHtml(contentType) ? await scriptHashes(ctx, file, etag) : [];
    applySecurityHeaders(ctx, res, hashes);
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", file.stat.mtime.toUTCString());
    res.setHeader("Cache-Control", cacheControl);
    if (compressible) res.setHeader("Vary", "Accept-Encoding");
    if (isNotModified(req, etag, file.stat)) {
      res.writeHead(304);
      res.end();
      return;
    }
    res.setHeader("Content-Type", contentType);
    res.setHeader("Accept-Ranges", "none");

    const encodings = compressible ? acceptedEncodings(req.headers["accept-encoding"]) : [];
    const precompressed =
      encodings.length > 0 ? await openPrecompressed(file, encodings) : undefined;
    let body = file;
    let compressor: Transform | undefined;
    if (precompressed) {
      opened.push(precompressed.file);
      body = precompressed.file;
      res.setHeader("Content-Encoding", precompressed.encoding);
    } else if (encodings[0] && file.stat.size > MIN_COMPRESS_SIZE) {
      compressor = createCompressor(encodings[0], file.stat.size);
      res.setHeader("Content-Encoding", encodings[0]);
    }
    if (!compressor) res.setHeader("Content-Length", body.stat.size);
    res.writeHead(200);
    if (req.method === "HEAD" || body.stat.size === 0) {
      res.end();
      return;
    }
    const source = body.handle.createReadStream({ start: 0, end: body.stat.size - 1 });
    opened.length = 0; // the stream owns the handle now (autoClose)
    if (body !== file) opened.push(file);
    stream(ctx, req, res, source, lengthGuard(body.stat.size), compressor);
  } finally {
    for (const item of opened) await item.handle.close().catch(() => undefined);
  }
}

function stream(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  source: Readable,
  guard: Transform,
  compressor: Transform | undefined,
): void {
  if (res.destroyed) {
    source.destroy(); // the client left while the file was opened: nothing to send to
    return;
  }
  const done = (error: NodeJS.ErrnoException | null): void => {
    if (!error || CLIENT_GONE.has(error.code ?? "")) return; // finished, or the client went away
    ctx.log(`stream error ${req.method ?? "?"} ${JSON.stringify(req.url ?? "")}: ${error.message}`);
    res.destroy();
  };
  if (compressor) pipeline(source, guard, compressor, res, done);
  else pipeline(source, guard, res, done);
}

/**
 * Fails the stream when the file yields fewer bytes than announced (truncated mid-read), so
 * the connection is cut instead of leaving the client waiting for the missing bytes.
 */
function lengthGuard(expected: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(null, chunk);
    },
    flush(callback) {
      callback(
        seen === expected
          ? null
          : new Error(`file changed while sending (${seen}/${expected} bytes)`),
      );
    },
  });
}

/** The CSP hashes of an HTML file's inline scripts, cached while its ETag stays the same. */
async function scriptHashes(
  ctx: ServerContext,
  { path: filePath, handle }: OpenFile,
  etag: string,
): Promise<string[]> {
  const cached = ctx.htmlHashes.get(filePath);
  if (cached?.etag === etag) return cached.hashes;
  const hashes = inlineScriptHashes(await handle.readFile("utf8"));
  if (ctx.htmlHashes.size >= MAX_HASH_CACHE) ctx.htmlHashes.clear();
  ctx.htmlHashes.set(filePath, { etag, hashes });
  return hashes;
}
