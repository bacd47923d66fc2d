/**
 * The request handler: `/postback/<network>` (GET or POST, postback/), method check, safe path
 * parsing, `/go/` links, old URLs (redirects.ts), then one of three routes:
 * live content files (`/assets/content/...`), build files (anything with an extension or
 * under `/assets/`), and pages (extension-less paths, decided by the manifest + resolvePage).
 * The sitemap, feed and robots.txt are built live from the content folder (feeds.ts), and so
 * are the page index records (`/assets/page-index/...`, page-resolver.ts).
 * Small files are served from memory (hot-file-cache.ts): build files re-checked at most once a
 * second, content files on every request (one stat).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { isFeedFileName } from "#app/seo/index.ts";
import { cacheControlFor, NO_CACHE, SHORT } from "#server/http/caching.ts";
import { GO_PATH_SEGMENT } from "#app/affiliate/index.ts";
import { REDIRECT_TABLE_FILE } from "#app/redirects/index.ts";
import { PAGE_INDEX_DIR, publicContentFiles } from "#app/content/index.ts";
import type { ManifestEntry } from "#app/content/index.ts";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { site as siteConfig } from "#app/config/index.ts";
import { createFeedServer } from "#server/feeds/feeds.ts";
import { createHotFiles } from "#server/files/hot-file-cache.ts";
import {
  createLiveManifest,
  entriesOf,
  sendManifestFile,
} from "#server/content-folder/manifest-cache.ts";
import { createPageResolver } from "#server/content-folder/page-resolver.ts";
import { createRedirectServer } from "./redirects.ts";
import { createLivePages } from "#server/live-pages/live-pages.ts";
import { createCardAnswers } from "#server/live-pages/card-answers.ts";
import { socialCardName } from "#app/images/index.server.ts";
import { pagesShowing } from "#server/live-pages/scheduled-pages.ts";
import { createLiveSearch, LIVE_INDEX_PATH } from "#server/live-pages/live-search.ts";
import { sendBody, toBody } from "#server/files/send-body.ts";
import { createGoRoute } from "#server/go/go-route.ts";
import { noPostbacks, postbackNetworkOf } from "#server/postback/postback-route.ts";
import { createRegistryLoader, createTimeZoneLoader } from "#server/go/registry-loader.ts";
import { encodePath, hasHiddenSegment, joinInside, parseRequestPath } from "#server/http/paths.ts";
import { createContext, failRequest, redirect, sendText } from "#server/http/responses.ts";
import { sendFile } from "#server/files/send-file.ts";
import { sendHot } from "#server/files/send-hot.ts";
import { createPreviousAssets } from "#server/releases/previous-assets.ts";
import type { HandlerOptions, HotFiles, RequestHandler, Site } from "./handler-options.ts";
import { notFound, servePage } from "./serve-page.ts";

export type { HandlerOptions } from "./handler-options.ts";

export { SPA_FALLBACK } from "./serve-page.ts";
const CONTENT_PREFIX = ["assets", "content"] as const;
const PAGE_INDEX_PREFIX = PAGE_INDEX_DIR.split("/");
const routing = { pageSize: siteConfig.listingPageSize };

// Long: each part of the site made once, in order, and shared by the handler's closures.
export function createRequestHandler(options: HandlerOptions): RequestHandler {
  const log = options.log ?? ((line: string) => console.error(line));
  const clientDir = path.resolve(options.clientDir);
  const contentDir = path.resolve(options.contentDir);
  // Scheduled entries that became public: their pages and listings are rendered at the time.
  const renderScheduled = (urls: string[], entries: readonly ManifestEntry[]) => {
    for (const page of pagesShowing(urls, entries)) {
      void site.livePages?.answer(page).catch(() => undefined);
    }
  };
  const live = createLiveManifest(contentDir, log, 0, renderScheduled);
  // Read at once: a scheduled entry's timer runs from the start, not from the first request.
  void live().catch(() => undefined);
  const manifest = entriesOf(live);
  const ctx = createContext({ clientDir, contentDir, siteUrl: options.siteUrl, log, manifest });
  const go = createGoRoute({
    links: createRegistryLoader(contentDir, log),
    timeZone: createTimeZoneLoader(contentDir, log),
    siteUrl: options.siteUrl,
    clicks: options.clicks,
    countryHeader: options.countryHeader,
  });
  const cards = createCardAnswers({ clientDir, log });
  const site: Site = {
    ctx,
    live,
    cards,
    feeds: createFeedServer({
      contentDir,
      siteUrl: options.siteUrl,
      manifest,
      sitemapLimits: options.sitemapLimits,
      log,
    }),
    pages: createPageResolver(live),
    redirects: createRedirectServer({
      contentDir,
      manifest,
      log,
      revalidateMs: options.revalidateMs,
      builtTable: path.join(path.dirname(clientDir), REDIRECT_TABLE_FILE),
      // A link's alias answers as its `/go/` link does.
      answerLink: (ctx, req, res, slug, query) => go(ctx, req, res, [GO_PATH_SEGMENT, slug], query),
    }),
    buildFiles: createHotFiles({ root: clientDir, revalidateMs: options.revalidateMs }),
    previousAssets: createPreviousAssets(path.dirname(clientDir)),
    // Live: checked on every request, so a file copied in or edited is served at once.
    contentFiles: createHotFiles({ root: contentDir, revalidateMs: 0, rememberMissing: false }),
    go,
    postback: options.postback ?? noPostbacks(log),
    liveSearch: undefined,
    livePages:
      options.renderFrom === false
        ? undefined
        : createLivePages({
            buildRoot: path.resolve(options.renderFrom ?? path.dirname(clientDir)),
            clientDir,
            contentDir,
            siteUrl: options.siteUrl,
            manifest: live,
            log,
            revalidateMs: options.revalidateMs,
            limits: options.renderLimits,
            onCard: (card) => cards.named(card),
          }),
  };
  if (site.livePages) {
    site.liveSearch = createLiveSearch({
      buildRoot: path.resolve(options.renderFrom || path.dirname(clientDir)),
      manifest: live,
      livePages: site.livePages,
      log,
      revalidateMs: options.revalidateMs,
    });
  }
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    try {
      handle(site, req, res).catch((error: unknown) => failRequest(ctx, req, res, error));
    } catch (error) {
      failRequest(ctx, req, res, error);
    }
  };
  return Object.assign(handler, {
    livePages: site.livePages,
    close: async () => {
      await site.livePages?.close();
      await cards.close();
    },
  });
}

async function handle(site: Site, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { ctx } = site;
  // A network's conversion call: GET or POST, answered in JSON, before any page route.
  const network = postbackNetworkOf(req.url);
  if (network) return site.postback(req, res, network);
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
  const { segments } = url;
  const isGo = segments[0] === GO_PATH_SEGMENT && segments.length > 1;
  // Old URLs first (with or without their trailing slash): only `/go/` comes before them.
  if (!isGo && (await site.redirects(ctx, req, res, url))) return;
  if (url.trailingSlash) {
    redirect(ctx, req, res, 301, encodePath(url.segments) + url.query, SHORT);
    return;
  }
  if (hasHiddenSegment(segments)) return notFound(ctx, req, res);
  // `/go/...` belongs to the affiliate link registry.
  if (isGo) return site.go(ctx, req, res, segments, url.query);
  if (segments[0] === CONTENT_PREFIX[0] && segments[1] === CONTENT_PREFIX[1]) {
    // Browsers get the last valid manifest, never a save in progress.
    if (segments.length === 3 && segments[2] === MANIFEST_FILE) {
      if (await sendManifestFile(ctx, req, res, site.live)) return;
    }
    // Only what a published page reads: a draft's markdown is not public.
    const isPublic = publicContentFiles((await site.live()).value.entries, routing);
    if (!isPublic(segments.slice(2).join("/"))) return notFound(ctx, req, res);
    const content: [HotFiles, string] = [site.contentFiles, ctx.contentDir];
    return serveFile(site, req, res, content, segments.slice(2), url.pathname);
  }
  // Page index records come from the live manifest, never the build's copies.
  if (PAGE_INDEX_PREFIX.every((part, index) => segments[index] === part)) {
    if (!(await site.pages.sendRecord(ctx, req, res, segments))) notFound(ctx, req, res);
    return;
  }
  const last = segments.at(-1) ?? "";
  // The sitemap, feed and robots.txt come from the live manifest, not the build.
  if (segments.length === 1 && isFeedFileName(last)) {
    if (!(await site.feeds(ctx, req, res, last))) notFound(ctx, req, res);
    return;
  }
  // Pages published since the build, searched beside its index.
  if (url.pathname === LIVE_INDEX_PATH && site.liveSearch) {
    const text = await site.liveSearch.text();
    if (text === undefined) return notFound(ctx, req, res);
    // Revalidated by any cache in front (nginx-proxy): it changes at a scheduled time.
    return sendBody(ctx, req, res, toBody(text), "application/json; charset=utf-8", NO_CACHE);
  }
  if (last.includes(".") || segments[0] === "assets") {
    return serveFile(site, req, res, [site.buildFiles, ctx.clientDir], segments, url.pathname);
  }
  return servePage(site, req, res, url);
}

/** A file: from memory when small, else streamed; a real 404 (never the HTML fallback). */
async function serveFile(
  site: Site,
  req: IncomingMessage,
  res: ServerResponse,
  [files, root]: [HotFiles, string],
  segments: readonly string[],
  pathname: string,
): Promise<void> {
  const found = segments.length > 0 ? await files(joinInside(root, segments)) : undefined;
  const cacheControl = cacheControlFor(pathname);
  if (!found) {
    // A generated card not drawn yet (decision 067): drawn now, well within a crawler's patience.
    const card = root === site.ctx.clientDir ? socialCardName(pathname) : undefined;
    const drawn = card === undefined ? undefined : await site.cards.answer(card);
    if (drawn) return sendHot(site.ctx, req, res, drawn, cacheControl);
    // A chunk of the build a tab was loaded from, replaced since (decision 055).
    const previous = root === site.ctx.clientDir ? await site.previousAssets(segments) : undefined;
    if (!previous) return notFound(site.ctx, req, res);
    return sendFile(site.ctx, req, res, { file: previous, cacheControl });
  }
  if ("hot" in found) return sendHot(site.ctx, req, res, found.hot, cacheControl);
  await sendFile(site.ctx, req, res, { file: found.open, cacheControl });
}
