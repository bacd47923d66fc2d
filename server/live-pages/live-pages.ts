/**
 * Pages published or changed after the build, rendered by the server. For a page the manifest
 * shows, `answer` compares its content key now (live-keys.ts) with the key it was built with
 * (build-record.ts): the same key, the built file is served as before; another key (an edited
 * entry, a listing that gained a link) or none (a new entry), the page is rendered with the
 * build's renderer in the build's own render pool (#app/prerender), once however many ask at the same time, and
 * kept in memory (page-cache.ts) until its key changes. A page that has HTML already (the built
 * file, or an earlier render) is answered from it while its new render is made in the background
 * (stale while revalidate, at most `maxInFlight` such renders at once, each page once); only a
 * page that never had HTML waits for its render. A render that fails or cannot be queued answers
 * the SPA fallback, logged, for a page with no HTML. A render made while the manifest file was
 * not the version its key came from (a save in progress) is not kept: a page with no HTML is
 * rendered once more with the key of the manifest as it stands then, and gets the SPA fallback
 * (which the browser renders from the last valid manifest the server sends) only when the file
 * is still being saved or changed again.
 * The next build records the new keys and takes over.
 */
import type { CardText } from "#app/images/index.server.ts";
import type { HotFile } from "#server/files/hot-file-cache.ts";
import type { LiveManifest } from "#server/content-folder/manifest-cache.ts";
import {
  createRenderPool,
  type RenderedBytes,
  type RenderPool,
  type RenderPoolOptions,
} from "#app/prerender/index.server.ts";
import { createBuildRecordReader, type BuildRecord } from "./build-record.ts";
import { createLiveImages } from "./live-images.ts";
import { createLiveKeys } from "./live-keys.ts";
import { createPageCache, toHotFile, type PageCacheStats } from "./page-cache.ts";
import { ManifestChanged, renderAsManifestStands } from "./manifest-stands.ts";

export interface LivePagesOptions {
  /** The build folder: `build-state.json`, `server/`, `client/`. */
  buildRoot: string;
  /** What the site serves (`client/` in the build folder): variants made later go there. */
  clientDir: string;
  contentDir: string;
  /** Used when the build state does not say which SITE_URL the pages were built with. */
  siteUrl: string;
  manifest: LiveManifest;
  log: (line: string) => void;
  /** How often the build state and the files a key reads are looked at (default 1 s). */
  revalidateMs?: number;
  /** Limits of the render thread: pages in flight (default 2), waiting (64), render and wait time (10 s, 30 s). */
  limits?: Pick<RenderPoolOptions, "maxQueued" | "timeoutMs" | "maxWaitMs"> & {
    maxInFlight?: number;
  };
  /** Each rendered page's generated card, drawn later (card-answers.ts): never on the page's path. */
  onCard?: (card: CardText) => void;
}

/** Serve the built file; serve this page; serve the SPA fallback (the render failed). */
type LiveAnswer = "built" | "fallback" | { page: HotFile };

export interface LivePages {
  /** What to send for `pathname`, a page the manifest shows. */
  answer(pathname: string): Promise<LiveAnswer>;
  /** The cache, pages rendering or waiting now, pages rendered since the start. */
  stats(): PageCacheStats & { rendering: number; rendered: number; images: number };
  /** Resolves when no image published after the build waits for its variants (tests). */
  imagesIdle(): Promise<void>;
  close(): Promise<void>;
}

/** A page that failed is not tried again for the same key within this time. */
const RETRY_MS = 5000;

// Long: its closures share the cache, the keys and renders in flight, the stale pages and the retry times.
export function createLivePages(options: LivePagesOptions): LivePages {
  const readRecord = createBuildRecordReader(options.buildRoot, options.revalidateMs);
  // Keys are computed at most once per `revalidateMs` per page (below): the files they read are
  // looked at each time.
  const contentKeyOf = createLiveKeys({ ...options, revalidateMs: 0 });
  const cache = createPageCache();
  // Pages that show an image whose variants were just made render again on their next request.
  const images = createLiveImages({
    ...options,
    onReady: (pathnames) => pathnames.forEach((pathname) => cache.invalidate(pathname)),
  });
  const pending = new Map<string, Promise<HotFile>>();
  const failed = new Map<string, number>();
  let queue: RenderPool<RenderedBytes> | undefined;
  let buildVersion = 0;
  let rendered = 0;
  const revalidateMs = options.revalidateMs ?? 1000;
  /** Pages answered from their older HTML, waiting for their new render, with what it needs. */
  const stale = new Map<string, string>();
  const backgroundSlots = options.limits?.maxInFlight ?? 2;
  /** Each page's key as last computed, trusted for `revalidateMs`: a busy page costs a lookup. */
  const recentKeys = new Map<string, { key: string; at: number }>();

  const { maxInFlight, ...limits } = options.limits ?? {};
  const queueFor = (record: BuildRecord): RenderPool<RenderedBytes> =>
    (queue ??= createRenderPool({
      ...limits,
      perThread: maxInFlight,
      unref: true,
      serverBuildFile: record.serverBuildFile,
      env: {
        ...process.env,
        CONTENT_DIR: options.contentDir,
        SITE_URL: record.siteUrl ?? options.siteUrl,
        // The loader reads the image manifest from the build folder it renders for.
        BUILD_DIR: options.buildRoot,
      },
    }));
  const currentKey = async (pathname: string, record: BuildRecord) => {
    const now = performance.now();
    const recent = recentKeys.get(pathname);
    if (recent && now - recent.at < revalidateMs) return recent.key;
    const key = await contentKeyOf(pathname, record.codeHash, record.images.get(pathname));
    if (recentKeys.size >= 50_000) recentKeys.clear();
    recentKeys.set(pathname, { key, at: now });
    return key;
  };
  const failedNow = (pathname: string, key: string) =>
    (failed.get(`${pathname}\n${key}`) ?? 0) > performance.now();
  // The render thread starts with the server, not with the first page published after it.
  let closed = false;
  void readRecord().then((record) => {
    if (closed || !record) return;
    buildVersion = record.version;
    queueFor(record).grow();
  });

  const render = (pathname: string, key: string, queueNow: RenderPool<RenderedBytes>) => {
    const id = `${pathname}\n${key}`;
    let rendering = pending.get(id);
    if (!rendering) {
      rendering = renderAsManifestStands(options.manifest, queueNow, pathname)
        .then((page) => {
          rendered += 1;
          if (page.card) options.onCard?.(page.card);
          const hot = toHotFile(page);
          cache.set(pathname, key, hot);
          failed.delete(id);
          return hot;
        })
        .catch((error: unknown) => {
          // Not the page's fault: it is rendered again when asked for once the manifest is saved.
          if (error instanceof ManifestChanged) throw error;
          options.log(`render ${pathname}: ${error instanceof Error ? error.message : error}`);
          failed.set(id, performance.now() + RETRY_MS);
          throw error;
        })
        .finally(() => pending.delete(id));
      pending.set(id, rendering);
    }
    return rendering;
  };

  /**
   * A page with no HTML whose render met a whole save of the manifest (another entry added, a
   * title changed) is rendered once more, with the key of the manifest as it is now, rather than
   * answered with the SPA fallback. A save still in progress or a second change falls back.
   */
  const renderOnceMore = async (pathname: string, record: BuildRecord): Promise<LiveAnswer> => {
    recentKeys.delete(pathname);
    const key = await currentKey(pathname, record);
    const cached = cache.get(pathname, key);
    if (cached) return { page: cached };
    if (failedNow(pathname, key)) return "fallback";
    try {
      return { page: await render(pathname, key, queueFor(record)) };
    } catch {
      return "fallback";
    }
  };

  /**
   * Renders waiting stale pages, `backgroundSlots` at a time and only while the queue has room,
   * leaving its waiting places to new pages. Counted here, not by the queue's size alone: a
   * render reaches the queue only after it has read the manifest, so the queue's size does not
   * grow within this loop (it once sent every stale page of a burst at once, and all but the
   * queue's length failed, "the render queue is full", never to be rendered again).
   */
  let backgroundRendering = 0;
  const renderStale = (record: BuildRecord): void => {
    for (const [pathname, key] of stale) {
      const queueNow = queueFor(record);
      if (closed || backgroundRendering >= backgroundSlots) return;
      if (queueNow.size() >= backgroundSlots) return;
      stale.delete(pathname);
      backgroundRendering += 1;
      render(pathname, key, queueNow)
        .catch(() => undefined)
        .finally(() => {
          backgroundRendering -= 1;
          if (record.version === buildVersion) renderStale(record);
        });
    }
  };

  return {
    async answer(pathname) {
      const record = await readRecord();
      if (!record || closed) return "built";
      if (record.version !== buildVersion) {
        // A new build: its pages replace what was rendered for the last one.
        buildVersion = record.version;
        cache.clear();
        failed.clear();
        stale.clear();
        recentKeys.clear();
        if (queue) {
          void queue.close();
          queue = undefined;
          queueFor(record).grow();
        }
      }
      const key = await currentKey(pathname, record);
      if (record.keys.get(pathname) === key) return "built";
      const cached = cache.get(pathname, key);
      if (cached) return { page: cached };
      const earlier = cache.latest(pathname) ?? (record.keys.has(pathname) ? "built" : undefined);
      if (earlier !== undefined) {
        // Answered at once from the HTML it had; the new render follows in the background.
        if (!pending.has(`${pathname}\n${key}`) && !failedNow(pathname, key)) {
          stale.set(pathname, key);
          renderStale(record);
        }
        return earlier === "built" ? "built" : { page: earlier };
      }
      if (failedNow(pathname, key)) return "fallback";
      if (failed.size > 10_000) failed.clear();
      try {
        return { page: await render(pathname, key, queueFor(record)) };
      } catch (error) {
        if (!(error instanceof ManifestChanged)) return "fallback";
        return await renderOnceMore(pathname, record);
      } finally {
        renderStale(record);
      }
    },
    stats: () => ({
      ...cache.stats(),
      rendering: queue?.size() ?? 0,
      rendered,
      images: images.size(),
    }),
    imagesIdle: () => images.idle(),
    close: async () => {
      closed = true;
      await Promise.all([queue?.close(), images.close()]);
    },
  };
}
