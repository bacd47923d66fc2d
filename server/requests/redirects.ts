/**
 * Old URLs (`redirects.json`, front-matter `aliases` / `redirect_from`) answered with their 301
 * or 302, and link aliases (`links.json`) answered as their `/go/` link, before anything but
 * `/go/`, from the LIVE content folder; until that table is first built, from the build's table. The table is built again, behind
 * the one in use, when the manifest or `redirects.json` changes (looked at no more than once a
 * second) and a minute after it was built, so an alias added to a published page applies within
 * that minute.
 */
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { site } from "#app/config/index.ts";
import {
  EMPTY_REDIRECTS,
  findRedirect,
  loadRedirects,
  readRedirectTableFile,
  redirectLocation,
  type RedirectTable,
} from "#app/redirects/index.ts";
import { LINKS_FILE, MANIFEST_FILE, REDIRECTS_FILE } from "#app/content/index.ts";
import { NO_CACHE, SHORT } from "#server/http/caching.ts";
import { FEEDS_MAX_AGE_MS, readContentText } from "#server/feeds/feeds.ts";
import type { ManifestLoader } from "#server/content-folder/manifest-cache.ts";
import { encodePath, type RequestPath } from "#server/http/paths.ts";
import { redirect, type ServerContext } from "#server/http/responses.ts";
import { fileStamp } from "#app/content/index.ts";

export type RedirectServer = (
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: RequestPath,
) => Promise<boolean>;

export function createRedirectServer(options: {
  contentDir: string;
  manifest: ManifestLoader;
  log: (line: string) => void;
  /** How long the files' stats are trusted (default 1 s). */
  revalidateMs?: number;
  /**
   * The build's redirect table (`build/redirect-table.json`): answered from until the live one
   * is built, so the first visitors after a start never wait for every page's front matter.
   */
  builtTable?: string;
  /** Answers a link's alias as its `/go/{slug}` (go-route.ts); without it an alias is a 404. */
  answerLink?: (
    ctx: ServerContext,
    req: IncomingMessage,
    res: ServerResponse,
    slug: string,
    query: string,
  ) => Promise<void>;
}): RedirectServer {
  const readText = readContentText(options.contentDir);
  const revalidateMs = options.revalidateMs ?? 1000;
  /** The last table built; requests keep using it while the next one is built. */
  let ready: RedirectTable | undefined;
  let built: { key: string; at: number } | undefined;
  let building: Promise<RedirectTable> | undefined;
  let checkedAt = -Infinity;
  const seeded = readBuiltTable(options.builtTable).then((table) => void (ready ??= table));
  const rebuild = (key: string): Promise<RedirectTable> => {
    built = { key, at: Date.now() };
    building ??= options
      .manifest()
      .then((entries) => loadRedirects(entries, readText, { pageSize: site.listingPageSize }))
      .then(
        (table) => {
          // Once per rebuild, not per request: the checker gives file and line.
          for (const problem of table.problems) options.log(`redirects: ${problem.message}`);
          ready = table;
          return table;
        },
        // A failed build is not remembered: the next look tries again.
        () => ((built = undefined), ready ?? EMPTY_REDIRECTS),
      )
      .finally(() => (building = undefined));
    return building;
  };
  const current = async (): Promise<RedirectTable> => {
    const now = Date.now();
    if (now - checkedAt >= revalidateMs) {
      checkedAt = now;
      const key = await filesKey(options.contentDir);
      if (built?.key !== key || now - built.at > FEEDS_MAX_AGE_MS) void rebuild(key);
    }
    // Only the first table is waited for: reading every published page's front matter takes
    // seconds at 10,000 pages, and no request should wait for a refresh.
    if (!ready) await seeded;
    return ready ?? building ?? EMPTY_REDIRECTS;
  };
  // Started now, so the first visitor finds it ready.
  void current();
  return async (ctx, req, res, url) => {
    const rule = findRedirect(await current(), encodePath(url.segments));
    if (!rule) return false;
    if (rule.slug !== undefined) {
      if (!options.answerLink) return false;
      await options.answerLink(ctx, req, res, rule.slug, url.query);
      return true;
    }
    // A permanent move may be kept a while; a temporary one is asked again every time.
    const cacheControl = rule.status === 301 ? SHORT : NO_CACHE;
    redirect(ctx, req, res, rule.status, redirectLocation(rule.to, url.query), cacheControl);
    return true;
  };
}

async function readBuiltTable(file: string | undefined): Promise<RedirectTable | undefined> {
  if (file === undefined) return undefined;
  const text = await readFile(file, "utf8").catch(() => "");
  return readRedirectTableFile(text)?.table;
}

async function filesKey(contentDir: string): Promise<string> {
  const stampOf = async (file: string) => {
    try {
      const info = await stat(path.join(contentDir, file));
      return fileStamp(info);
    } catch {
      return "missing";
    }
  };
  return `${await stampOf(MANIFEST_FILE)} ${await stampOf(REDIRECTS_FILE)} ${await stampOf(LINKS_FILE)}`;
}
