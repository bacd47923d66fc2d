/**
 * Validators (ETag, Last-Modified), conditional requests, and every Cache-Control value the site
 * sends: the Node server, the generated nginx configurations and the build's `_headers` file all
 * take them from here, so a browser, nginx and a CDN see one policy (docs/deploy.md).
 */
import type { Stats } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { GO_PATH } from "#app/affiliate/index.ts";

/** Hashed build assets: a new build gives them new names, so they never change. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * Pages, route data, markdown, the manifest and the feeds: a shared cache (nginx, a CDN) may
 * keep them a minute and serve a stale copy for five more while it refetches; browsers
 * revalidate every time (max-age=0 with an ETag), so a publish shows within about a minute.
 */
export const SHARED_SHORT = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Errors and the redirect of unknown pages: stored only if revalidated. */
export const NO_CACHE = "no-cache";
/** Affiliate `/go/` redirects: every click must reach the server to be counted. */
export const NO_STORE = "no-store";
/** Content images and other unhashed files: an hour anywhere. */
export const SHORT = "public, max-age=3600";

/**
 * Where the bundler writes its hashed output (vite.config.ts `build.assetsDir`): a folder of its
 * own, so one wildcard makes it immutable without touching `/assets/content/` or other files.
 * One letter: every page's first-load scripts name it in each import, and the first-load budget
 * has bytes, not kilobytes, to spare (`/assets/build/` cost 5 gzip bytes).
 */
export const BUILD_ASSETS_DIR = "assets/b";
/** Image variants: `/assets/img/{stem}-{width}w-{content hash}.{avif,webp,jpg}`; generated social cards `card-1200w-{text hash}.png`. */
export const IMAGE_VARIANT_EXTENSIONS = ["avif", "webp", "jpg", "png"] as const;
/** A hashed file's URL path (PCRE and JavaScript alike, for nginx too). */
export const HASHED_ASSET_PATTERN = String.raw`^/(${BUILD_ASSETS_DIR}/.+|assets/img/.+-[0-9]+w-[0-9a-f]{12}\.(${IMAGE_VARIANT_EXTENSIONS.join("|")}))$`;
const HASHED_ASSET = new RegExp(HASHED_ASSET_PATTERN);
const LIVE_EXTENSIONS = new Set([".html", ".htm", ".md", ".json", ".data", ".webmanifest", ".xml"]);

/** Weak ETag from size and mtime: cheap, no file read, changes on every rewrite. */
export function etagOf(stat: Stats): string {
  return `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
}

/**
 * Cache-Control for a URL path. Hashed build assets are immutable; pages, markdown, the
 * manifest, route data and feeds are short-lived in shared caches; `/go/` is never stored;
 * anything else (content images) is cached an hour.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith(GO_PATH)) return NO_STORE;
  if (pathname === "/robots.txt") return SHARED_SHORT;
  if (HASHED_ASSET.test(pathname)) return IMMUTABLE;
  const extension = path.posix.extname(pathname).toLowerCase();
  return extension === "" || LIVE_EXTENSIONS.has(extension) ? SHARED_SHORT : SHORT;
}

/** True when the client's cached copy is current (If-None-Match first, else If-Modified-Since). */
export function isNotModified(req: IncomingMessage, etag: string, stat: Stats): boolean {
  return isNotModifiedSince(req, etag, Math.floor(stat.mtimeMs / 1000));
}

/** isNotModified for a file known by its ETag and mtime in whole seconds. */
export function isNotModifiedSince(
  req: IncomingMessage,
  etag: string,
  mtimeSeconds: number,
): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (typeof ifNoneMatch === "string" && ifNoneMatch.trim() !== "")
    return matchesEtag(ifNoneMatch, etag);
  const ifModifiedSince = req.headers["if-modified-since"];
  if (typeof ifModifiedSince === "string") {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && mtimeSeconds * 1000 <= since;
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
