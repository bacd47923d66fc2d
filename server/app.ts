/**
 * The request handler: method check, safe path parsing, then one of three routes:
 * live content files (`/assets/content/...`), build files (anything with an extension or
 * under `/assets/`), and pages (extension-less paths, decided by the manifest + resolvePage).
 * The sitemap, feed and robots.txt are built live from the content folder (feeds.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { isFeedFileName, type SitemapLimits } from "#app/seo/index.ts";
import { site } from "#app/config/index.ts";
import { resolvePage } from "#app/engine/index.ts";
import { cacheControlFor, NO_CACHE, SHORT } from "./caching.ts";
import { createFeedServer, type FeedServer } from "./feeds.ts";
import { createManifestLoader } from "./manifest-cache.ts";
import {
  encodePath,
  hasHiddenSegment,
  joinInside,
  openInside,
  parseRequestPath,
  type RequestPath,
} from "./paths.ts";
import { createContext, failRequest, redirect, sendText, type ServerContext } from "./responses.ts";
import { sendFile } from "./send-file.ts";

export interface HandlerOptions {
  buildDir: string;
  contentDir: string;
  siteUrl: string;
  /** One line per problem (500s, stream errors, manifest problems). Default: console.error. */
  log?: (line: string) => void;
  /** When the sitemap splits into parts; the protocol's limits unless a test says otherwise. */
  sitemapLimits?: SitemapLimits;
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export const SPA_FALLBACK = "__spa-fallback.html";
const CONTENT_PREFIX = ["assets", "content"] as const;

export function createRequestHandler(options: HandlerOptions): RequestHandler {
  const log = options.log ?? ((line: string) => console.error(line));
  const buildDir = path.resolve(options.buildDir);
  const contentDir = path.resolve(options.contentDir);
  const manifest = createManifestLoader(contentDir, log);
  const ctx = createContext({ buildDir, contentDir, siteUrl: options.siteUrl, log, manifest });
  const feeds = createFeedServer({
    contentDir,
    siteUrl: options.siteUrl,
    manifest,
    sitemapLimits: options.sitemapLimits,
  });
  return (req, res) => {
    try {
      handle(ctx, feeds, req, res).catch((error: unknown) => failRequest(ctx, req, res, error));
    } catch (error) {
      failRequest(ctx, req, res, error);
    }
  };
}

async function handle(
  ctx: ServerContext,
  feeds: FeedServer,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    sendText(ctx, req, res, 405, "Method Not Allowed", { Allow: "GET, HEAD" });
    return;
  }
  const parsed = parseRequestPath(req.url);
  if (!parsed.ok) {
    sendText(ctx, req, res, 400, "Bad Request");
    return;
  }
  const url = parsed.path;
  if (url.trailingSlash) {
    redirect(ctx, req, res, 301, encodePath(url.segments) + url.query, SHORT);
    return;
  }
  const { segments } = url;
  if (hasHiddenSegment(segments)) return notFound(ctx, req, res);
  if (segments[0] === CONTENT_PREFIX[0] && segments[1] === CONTENT_PREFIX[1]) {
    return serveFrom(ctx, req, res, ctx.contentDir, segments.slice(2), url.pathname);
  }
  const last = segments.at(-1) ?? "";
  // The sitemap, feed and robots.txt come from the live manifest, not the build.
  if (segments.length === 1 && isFeedFileName(last)) {
    if (!(await feeds(ctx, req, res, last))) notFound(ctx, req, res);
    return;
  }
  if (last.includes(".") || segments[0] === "assets") {
    return serveFrom(ctx, req, res, ctx.buildDir, segments, url.pathname);
  }
  return servePage(ctx, req, res, url);
}

/** A file under `root`, or a real 404 (never the HTML fallback). */
async function serveFrom(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  segments: readonly string[],
  pathname: string,
): Promise<void> {
  const file = segments.length > 0 ? await openInside(root, joinInside(root, segments)) : undefined;
  if (!file) return notFound(ctx, req, res);
  await sendFile(ctx, req, res, { root, file, cacheControl: cacheControlFor(pathname) });
}

/** A page: its prerendered HTML, else the SPA fallback (200); unknown pages redirect home. */
async function servePage(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: RequestPath,
): Promise<void> {
  const resolution = resolvePage(url.pathname, await ctx.manifest(), {
    pageSize: site.listingPageSize,
  });
  if (!resolution.found) {
    redirect(ctx, req, res, 302, resolution.redirectTo);
    return;
  }
  const root = ctx.buildDir;
  const prerendered = await openInside(root, joinInside(root, [...url.segments, "index.html"]));
  const file = prerendered ?? (await openInside(root, path.join(root, SPA_FALLBACK)));
  if (!file) {
    ctx.log(`no ${SPA_FALLBACK} in ${root}: cannot serve ${url.pathname}`);
    return notFound(ctx, req, res);
  }
  await sendFile(ctx, req, res, { root, file, cacheControl: NO_CACHE });
}

function notFound(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): void {
  sendText(ctx, req, res, 404, "Not Found");
}
