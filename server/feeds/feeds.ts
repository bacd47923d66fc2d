/**
 * `/sitemap.xml`, `/rss.xml` and `/robots.txt`, built from the LIVE content folder, so a page
 * published after the build is in them at once. Built again when the manifest's mtime or size
 * changes or the live manifest does (a scheduled entry is due), and at most a minute after the
 * last build: an edit to a published markdown file alone (a new summary or date) shows within
 * that minute, without a stat of every page per request.
 */
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { MANIFEST_FILE, toFolderFile } from "#app/content/index.ts";
import { type ReadText } from "#app/content/index.ts";
import { buildFeedFiles, feedSite, type FeedFileName, type SitemapLimits } from "#app/seo/index.ts";
import type { ManifestLoader } from "#server/content-folder/manifest-cache.ts";
import { joinInside, openInside } from "#server/http/paths.ts";
import type { ServerContext } from "#server/http/responses.ts";
import { sendBody, toBody, type Body } from "#server/files/send-body.ts";
import { fileStamp } from "#app/content/index.ts";

const CONTENT_TYPES: Record<string, string> = {
  "rss.xml": "application/rss+xml; charset=utf-8",
  "robots.txt": "text/plain; charset=utf-8",
};
/** The sitemap and its parts (`sitemap-2.xml`) when it is split. */
const SITEMAP_TYPE = "application/xml; charset=utf-8";

/** How long built feeds are reused while the manifest stays the same. */
export const FEEDS_MAX_AGE_MS = 60_000;

export type FeedServer = (
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  name: FeedFileName,
) => Promise<boolean>;

/** Reads `assets/content/...` from `contentDir`; rejects for anything outside it. */
export function readContentText(contentDir: string): ReadText {
  return async (sitePath) => {
    const folderFile = toFolderFile(sitePath);
    const file =
      folderFile === undefined
        ? undefined
        : await openInside(contentDir, joinInside(contentDir, folderFile.split("/")));
    if (!file) throw new Error(`no content file ${sitePath}`);
    try {
      return await file.handle.readFile("utf8");
    } finally {
      await file.handle.close().catch(() => undefined);
    }
  };
}

export function createFeedServer(options: {
  contentDir: string;
  siteUrl: string;
  manifest: ManifestLoader;
  sitemapLimits?: SitemapLimits;
  log?: (line: string) => void;
}): FeedServer {
  const readText = readContentText(options.contentDir);
  const log = options.log ?? (() => undefined);
  let cached:
    | { key: string; entries: unknown; builtAt: number; bodies: Promise<Map<string, Body>> }
    | undefined;
  // The last feeds built from a readable folder: a folder gone for a moment (a deploy swapping
  // it, a permission slip) must not publish an empty feed or a sitemap without dates.
  let lastGood: Map<string, Body> | undefined;
  let keeping = false;
  const build = async (
    key: string,
    entries: Awaited<ReturnType<ManifestLoader>>,
  ): Promise<Map<string, Body>> => {
    let reads = 0;
    let failures = 0;
    const counted: ReadText = (sitePath) => {
      reads += 1;
      return readText(sitePath).catch((error: unknown) => {
        failures += 1;
        throw error;
      });
    };
    const files = await buildFeedFiles(
      entries,
      counted,
      feedSite(options.siteUrl),
      options.sitemapLimits,
    );
    const unreadable = key === "missing" || (reads > 0 && failures === reads);
    if (unreadable && lastGood) {
      if (!keeping) {
        const why =
          key === "missing" ? `no readable ${MANIFEST_FILE}` : "no markdown file readable";
        log(
          `feeds: the content folder ${options.contentDir} cannot be read (${why}); serving the last good sitemap and feed`,
        );
      }
      keeping = true;
      return lastGood;
    }
    if (keeping) log("feeds: the content folder is readable again; feeds rebuilt");
    keeping = false;
    lastGood = new Map(Object.entries(files).map(([name, text]) => [name, toBody(text)]));
    return lastGood;
  };
  const current = async () => {
    const key = await manifestKey(options.contentDir);
    const entries = await options.manifest();
    const now = Date.now();
    if (
      cached?.key !== key ||
      cached.entries !== entries ||
      now - cached.builtAt > FEEDS_MAX_AGE_MS
    ) {
      const bodies = build(key, entries);
      const entry = { key, entries, builtAt: now, bodies };
      cached = entry;
      // A failed build is not remembered: the next request tries again.
      bodies.catch(() => (cached === entry ? (cached = undefined) : undefined));
    }
    return cached.bodies;
  };
  // False for a sitemap part the current sitemap does not have: the caller answers 404.
  return async (ctx, req, res, name) => {
    const body = (await current()).get(name);
    if (!body) return false;
    await sendBody(ctx, req, res, body, CONTENT_TYPES[name] ?? SITEMAP_TYPE);
    return true;
  };
}

async function manifestKey(contentDir: string): Promise<string> {
  try {
    const info = await stat(path.join(contentDir, MANIFEST_FILE));
    return fileStamp(info);
  } catch {
    return "missing";
  }
}
