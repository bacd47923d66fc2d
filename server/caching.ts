/** Validators (ETag, Last-Modified), conditional requests and Cache-Control per kind of file. */
import type { Stats } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const NO_CACHE = "no-cache";
export const SHORT = "public, max-age=3600";

const HASHED_NAME = /-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/;
const NO_CACHE_EXTENSIONS = new Set([".html", ".htm", ".md", ".json", ".data", ".webmanifest"]);

/** Weak ETag from size and mtime: cheap, no file read, changes on every rewrite. */
export function etagOf(stat: Stats): string {
  return `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
}

/**
 * Cache-Control for a URL path. Hashed build assets are immutable; pages, markdown, the
 * manifest and route data must be revalidated; anything else (content images) is cached an hour.
 */
export function cacheControlFor(pathname: string): string {
  const isContent = pathname.startsWith("/assets/content/");
  if (
    !isContent &&
    pathname.startsWith("/assets/") &&
    HASHED_NAME.test(path.posix.basename(pathname))
  ) {
    return IMMUTABLE;
  }
  return NO_CACHE_EXTENSIONS.has(path.posix.extname(pathname).toLowerCase()) ? NO_CACHE : SHORT;
}

/** True when the client's cached copy is current (If-None-Match first, else If-Modified-Since). */
export function isNotModified(req: IncomingMessage, etag: string, stat: Stats): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (typeof ifNoneMatch === "string" && ifNoneMatch.trim() !== "")
    return matchesEtag(ifNoneMatch, etag);
  const ifModifiedSince = req.headers["if-modified-since"];
  if (typeof ifModifiedSince === "string") {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && Math.floor(stat.mtimeMs / 1000) * 1000 <= since;
  }
  return false;
}

/** Does an If-None-Match header name `etag` (or `*`)? Weak comparison. */
export function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag.trim()) === wanted);
}

/** Weak comparison: `W/"x"` and `"x"` match. */
function opaque(tag: string): string {
  return tag.startsWith("W/") ? tag.slice(2) : tag;
}
