/**
 * Step 4: the pages. Each page whose content key (server/render/page-keys.ts) is the one it was last
 * built with is kept; the others are prerendered in worker threads, and pages gone are removed.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { site } from "#app/config/index.ts";
import { openContentFolder } from "#app/data/index.server.ts";
import { listPrerenderPaths, OWN_ROUTE_PATHS } from "#app/engine/index.ts";
import type { ImageManifest } from "#app/images/index.ts";
import { readImageCacheDir, readImageManifest } from "#app/images/index.server.ts";
import { pageFileNames, removePageFiles } from "#tools/build/prerender/page-files.ts";
import { pageKeys } from "#server/render/page-keys.ts";
import {
  renderHeapMb,
  startRenderPool,
  type RenderPool,
} from "#tools/build/prerender/render-pool.ts";
import { readPublishedManifest } from "#tools/build/published-content.ts";
import { seconds, type BuildContext } from "./build-context.ts";
import type { ContentHashes } from "./bundle-and-check.ts";

/** What the later steps need of the pages: the manifest as read, and what changed. */
export interface BuiltPages {
  folder: ReturnType<typeof openContentFolder>;
  manifest: Awaited<ReturnType<BuiltPages["folder"]["readManifest"]>>;
  images: ImageManifest;
  imageCache: string;
  paths: string[];
  stale: string[];
  gone: string[];
}

/**
 * Render workers started before the pages are known, for a build that keeps the last bundle: they
 * load the server build while the content check runs. Their heap limit counts every content
 * file, which is at least the number of entries.
 */
export function startPagePool(build: BuildContext, contentFiles: number): RenderPool {
  return startRenderPool({
    serverBuildFile: build.serverBuildFile,
    clientDir: path.resolve(build.env.clientDir),
    heapMb: renderHeapMb(contentFiles),
  });
}

/** `pool`: workers already started (startPagePool); otherwise the pages get their own. */
export async function prerenderPages(
  build: BuildContext,
  contentHashes: ContentHashes,
  pool?: RenderPool,
): Promise<BuiltPages> {
  const { clientDir, contentDir } = build.env;
  const { last, next } = build;
  const keysStarted = performance.now();
  const folder = openContentFolder(contentDir);
  // The published manifest: pages and their problems never name a draft.
  const manifest = await readPublishedManifest(folder);
  const { entries, problems } = manifest;
  const imageCache = readImageCacheDir();
  const images = await readImageManifest(build.env.buildDir);
  const paths = [
    ...listPrerenderPaths(entries, { pageSize: site.listingPageSize }),
    ...OWN_ROUTE_PATHS,
  ];
  const keys = pageKeys(paths, {
    codeHash: build.codeHash,
    entries,
    problems,
    contentHashes,
    imageManifest: JSON.stringify(images),
  });
  const stale = paths.filter((sitePath) => {
    const record = last.pages[sitePath];
    const built =
      record?.key === keys.get(sitePath) &&
      existsSync(path.join(clientDir, pageFileNames(sitePath).html));
    if (built && record) next.pages[sitePath] = record;
    return !built;
  });
  const gone = Object.keys(last.pages).filter((sitePath) => !keys.has(sitePath));
  console.log(
    `Page keys: ${stale.length} of ${paths.length} pages changed (${seconds(keysStarted)})`,
  );
  for (const sitePath of gone) await removePageFiles(clientDir, last.pages[sitePath]?.files ?? []);
  const ownRoutes = new Set(OWN_ROUTE_PATHS);
  const renderStarted = performance.now();
  const jobs = stale.map((sitePath) => ({ path: sitePath, hasLoader: !ownRoutes.has(sitePath) }));
  const workers =
    pool ??
    (jobs.length > 0
      ? startRenderPool({
          serverBuildFile: build.serverBuildFile,
          clientDir: path.resolve(clientDir),
          heapMb: renderHeapMb(entries.length),
          workers: Math.min(availableParallelism(), jobs.length),
        })
      : undefined);
  await workers?.render(jobs, (sitePath, files) => {
    next.pages[sitePath] = { key: keys.get(sitePath) as string, ...files };
  });
  console.log(
    `Prerendered ${stale.length} of ${paths.length} pages in ${seconds(renderStarted)}` +
      (gone.length > 0 ? `, removed ${gone.length}` : ""),
  );
  return { folder, manifest, images, imageCache, paths, stale, gone };
}
