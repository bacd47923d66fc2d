/**
 * Step 4: the pages. Each page whose content key (app/prerender/page-keys.server.ts) is the one it was last
 * built with is kept; the others are prerendered in worker threads, and pages gone are removed.
 * The threads hand back each page's search terms, filed for the index (decision 044), and the
 * page index records are written meanwhile.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { site } from "#app/config/index.ts";
import { openContentFolder } from "#app/loaders/index.server.ts";
import { listPrerenderPaths, OWN_ROUTE_PATHS } from "#app/content/index.ts";
import type { ImageManifest } from "#app/images/index.ts";
import { readImageCacheDir, readImageManifest } from "#app/images/index.server.ts";
import {
  createRenderPool,
  pageFileName,
  pageKeys,
  pageKeyWithImages,
  removePageFiles,
  renderHeapMb,
  type PageFiles,
  type PageRecord,
  type RenderPool,
} from "#app/prerender/index.server.ts";
import { writePageIndexFiles, type PageIndexFiles } from "#tools/build/page-index-files.ts";
import { readPublishedManifest, type PublishedManifest } from "#tools/build/published-content.ts";
import { searchCacheFile } from "#tools/build/search-index-process.ts";
import { openRenderedTerms } from "#tools/search/rendered-terms.ts";
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
  /**
   * The page index records (from the manifest alone), written while the pages render: awaited
   * by step 5, with the seconds they took.
   */
  records: Promise<{ files: PageIndexFiles; seconds: string }>;
}

/**
 * Render workers started before the pages are known, for a build that keeps the last bundle: they
 * load the server build while the content check runs. Their heap limit counts every content
 * file, which is at least the number of entries.
 */
export function startPagePool(build: BuildContext, contentFiles: number): RenderPool<PageFiles> {
  const pool = createRenderPool({
    serverBuildFile: build.serverBuildFile,
    clientDir: path.resolve(build.env.clientDir),
    heapMb: renderHeapMb(contentFiles),
    // Up to one thread per core, each with a few pages in flight so one page's file writes
    // overlap another's rendering; every page waits its turn, and a page gets minutes.
    maxThreads: availableParallelism(),
    perThread: PAGES_PER_THREAD,
    maxQueued: Infinity,
    maxWaitMs: Infinity,
    timeoutMs: 300_000,
    // Each page's search terms come back with its files (filed by `prerenderPages`).
    searchTerms: true,
    // A server deployment's pages go live without their `.br`: its job writes them (decision 084).
    // Their `.gz` for nginx-static (decision 086).
    write: { compress: build.env.socialCards !== "background", gzip: build.env.pageGzip },
  });
  pool.grow(1);
  return pool;
}

/** Pages in flight per render thread. */
const PAGES_PER_THREAD = 4;

/**
 * Which pages this build renders: each page's content key against the one it was last built
 * with. Worked out while the content check runs (main.ts), with the image manifest as it was
 * then; `prerenderPages` splits the pages again in a build whose image step changed it.
 */
export interface PagePlan {
  folder: ReturnType<typeof openContentFolder>;
  manifest: PublishedManifest;
  images: ImageManifest;
  paths: string[];
  /** Each page's content key, without the images (`pageKeys`). */
  contentKeys: Map<string, string>;
  /** A page's key as recorded: its content key with the images its render looked up. */
  keyOf: (contentKey: string, images: readonly string[] | undefined) => string;
  /** Pages whose file and key are the last build's, kept as they are. */
  kept: string[];
  stale: string[];
  gone: string[];
  /** The image manifest the keys were computed with, as text. */
  imagesText: string;
  seconds: string;
}

/** Plans with the last build's image manifest: the image step has not made this build's yet. */
export async function planPages(
  build: BuildContext,
  contentHashes: ContentHashes,
): Promise<PagePlan> {
  const started = performance.now();
  const folder = openContentFolder(build.env.contentDir);
  // The published manifest: pages and their problems never name a draft.
  const manifest = await readPublishedManifest(folder);
  const { entries, problems } = manifest;
  const images = await readImageManifest(build.lastBuildDir);
  const paths = [
    ...listPrerenderPaths(entries, { pageSize: site.listingPageSize }),
    ...OWN_ROUTE_PATHS,
  ];
  const contentKeys = pageKeys(paths, {
    codeHash: build.codeHash,
    entries,
    problems,
    contentHashes,
  });
  return splitPages(build, { folder, manifest, paths, contentKeys }, images, started);
}

type PlanInputs = Pick<PagePlan, "folder" | "manifest" | "paths" | "contentKeys">;

/**
 * The plan's pages kept or rendered under `images`. A page is kept when its content key and the
 * entries of the images it looked up last time are as they were: the same inputs look up the
 * same images (decision 081).
 */
function splitPages(
  build: BuildContext,
  inputs: PlanInputs,
  images: ImageManifest,
  started: number,
): PagePlan {
  // What the last build made, read from the current release while this one is being linked.
  const clientDir = path.join(build.lastBuildDir, "client");
  const { paths, contentKeys } = inputs;
  const keyOf = pageKeyWithImages(images);
  const kept: string[] = [];
  const stale = paths.filter((sitePath) => {
    const last = build.last.pages[sitePath];
    const built =
      last !== undefined &&
      last.key === keyOf(contentKeys.get(sitePath) as string, last.images) &&
      existsSync(path.join(clientDir, pageFileName(sitePath)));
    if (built) kept.push(sitePath);
    return !built;
  });
  const gone = Object.keys(build.last.pages).filter((sitePath) => !contentKeys.has(sitePath));
  return {
    ...inputs,
    images,
    keyOf,
    kept,
    stale,
    gone,
    imagesText: JSON.stringify(images),
    seconds: seconds(started),
  };
}

/** `pool`: workers already started (startPagePool); otherwise the pages get their own. */
export async function prerenderPages(
  build: BuildContext,
  planned: PagePlan,
  pool?: RenderPool<PageFiles>,
): Promise<BuiltPages> {
  const { clientDir } = build.env;
  const { last, next } = build;
  const images = await readImageManifest(build.env.buildDir);
  // The image step made or dropped variants since the plan: the pages are split again with this
  // build's manifest (the plan had the last build's); their content keys stand.
  const plan =
    JSON.stringify(images) === planned.imagesText
      ? planned
      : splitPages(build, planned, images, performance.now());
  const { folder, manifest, paths, contentKeys, keyOf, stale, gone } = plan;
  for (const sitePath of plan.kept) next.pages[sitePath] = last.pages[sitePath] as PageRecord;
  console.log(`Page keys: ${stale.length} of ${paths.length} pages changed (${plan.seconds})`);
  for (const sitePath of gone) await removePageFiles(clientDir, last.pages[sitePath]?.files ?? []);
  // Mostly waiting on the disk (3 to 7 s at 10,000 entries after the prerender), so written
  // while the pages render instead.
  const recordsStarted = performance.now();
  const records = writePageIndexFiles(
    clientDir,
    manifest,
    last.records ?? {},
    new Set(plan.kept),
  ).then((files) => ({ files, seconds: seconds(recordsStarted) }));
  // Awaited by step 5; a failed prerender fails the build first.
  records.catch(() => undefined);
  const renderStarted = performance.now();
  const jobs = stale.map((sitePath) => ({ path: sitePath }));
  const workers =
    pool ?? (jobs.length > 0 ? startPagePool(build, manifest.entries.length) : undefined);
  // Enough threads that each has its pages in flight, up to the cores.
  workers?.grow(Math.ceil(jobs.length / PAGES_PER_THREAD));
  // The search index takes each page's terms from there instead of reading the page again.
  const terms =
    jobs.length > 0 ? openRenderedTerms(searchCacheFile(build.env.buildDir)) : undefined;
  try {
    await Promise.all(
      jobs.map((job) =>
        (workers as RenderPool<PageFiles>).render(job).then(
          ({ search, ...files }) => {
            const key = keyOf(contentKeys.get(job.path) as string, files.images);
            next.pages[job.path] = { key, ...files };
            if (search !== undefined) terms?.add(job.path, key, search);
          },
          (error: Error) => {
            throw new Error(`Prerendering ${job.path} failed:\n${error.message}`);
          },
        ),
      ),
    );
  } finally {
    await workers?.close();
    terms?.close();
  }
  console.log(
    `Prerendered ${stale.length} of ${paths.length} pages in ${seconds(renderStarted)}` +
      (gone.length > 0 ? `, removed ${gone.length}` : ""),
  );
  return {
    folder,
    manifest,
    images: plan.images,
    imageCache: readImageCacheDir(),
    paths,
    stale,
    gone,
    records,
  };
}
