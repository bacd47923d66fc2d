/**
 * Sends a cached file (hot-file-cache.ts) the way send-file.ts sends one from disk: the same
 * headers, 304s, encodings and HEAD, but from memory, with each header set built once per file
 * version and Cache-Control and reused for every request after that.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { isNotModifiedSince } from "#server/http/caching.ts";
import { acceptedEncodings, type Encoding } from "./compression.ts";
import type { HotFile } from "./hot-file-cache.ts";
import type { ServerContext } from "#server/http/responses.ts";
import { buildContentSecurityPolicy } from "#app/prerender/index.server.ts";

type Variant = Encoding | "identity" | "304";

const headerSets = new WeakMap<HotFile, Map<string, OutgoingHttpHeaders>>();
const encodingsByHeader = new Map<string, Encoding[]>();

/** Synchronous but for a gzip form made for a gzip-only client (gzip-forms.ts). */
export function sendHot(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  hot: HotFile,
  cacheControl: string,
): void | Promise<void> {
  if (isNotModifiedSince(req, hot.etag, hot.mtimeSeconds)) {
    res.writeHead(304, headersFor(ctx, hot, cacheControl, "304"));
    res.end();
    return;
  }
  const encoding = hot.compressible ? pickEncoding(hot, req.headers["accept-encoding"]) : undefined;
  if (encoding === "gzip" && !hot.bodies.gzip && hot.gzipKey && hot.bodies.identity) {
    return ctx.gzipForms(hot.gzipKey, hot.bodies.identity).then((gzipped) => {
      const headers = { ...headersFor(ctx, hot, cacheControl, "gzip") };
      headers["Content-Length"] = gzipped.length;
      res.writeHead(200, headers);
      res.end(req.method === "HEAD" ? undefined : gzipped);
    });
  }
  const variant = encoding ?? "identity";
  res.writeHead(200, headersFor(ctx, hot, cacheControl, variant));
  res.end(req.method === "HEAD" ? undefined : hot.bodies[variant]);
}

/**
 * The best accepted encoding the file has a body for, or gzip made on request (`gzipKey`); the
 * header's parse is memoised.
 */
function pickEncoding(hot: HotFile, header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  let accepted = encodingsByHeader.get(header);
  if (!accepted) {
    accepted = acceptedEncodings(header);
    // Clients send only a handful of distinct values; a flood of odd ones must not grow this.
    if (encodingsByHeader.size >= 100) encodingsByHeader.clear();
    encodingsByHeader.set(header, accepted);
  }
  return accepted.find(
    (encoding) =>
      hot.bodies[encoding] !== undefined || (encoding === "gzip" && hot.gzipKey !== undefined),
  );
}

function headersFor(
  ctx: ServerContext,
  hot: HotFile,
  cacheControl: string,
  variant: Variant,
): OutgoingHttpHeaders {
  let sets = headerSets.get(hot);
  if (!sets) headerSets.set(hot, (sets = new Map()));
  const key = `${variant} ${cacheControl}`;
  let headers = sets.get(key);
  if (!headers) {
    headers = buildHeaders(ctx, hot, cacheControl, variant);
    sets.set(key, headers);
  }
  return headers;
}

function buildHeaders(
  ctx: ServerContext,
  hot: HotFile,
  cacheControl: string,
  variant: Variant,
): OutgoingHttpHeaders {
  const policy =
    hot.scriptHashes.length > 0
      ? buildContentSecurityPolicy({ scriptHashes: hot.scriptHashes })
      : ctx.basePolicy;
  const headers: OutgoingHttpHeaders = {
    ...ctx.security,
    "Content-Security-Policy": policy,
    ETag: hot.etag,
    "Last-Modified": hot.lastModified,
    "Cache-Control": cacheControl,
  };
  if (hot.compressible) headers.Vary = "Accept-Encoding";
  if (variant === "304") return headers;
  headers["Content-Type"] = hot.contentType;
  headers["Accept-Ranges"] = "none";
  if (variant !== "identity") headers["Content-Encoding"] = variant;
  headers["Content-Length"] = hot.bodies[variant]?.length ?? 0;
  return headers;
}
