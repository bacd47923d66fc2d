/**
 * Step 6: the search index (tools/search/), started once the pages are written: in a thread of
 * this process (search-index-process.ts) while this thread writes the other site files (step 5)
 * and precompresses them (pages, copied content and page index records got their siblings as they
 * were written).
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { PAGE_INDEX_DIR } from "#app/content/index.ts";
import {
  startSearchThread,
  writeSearchPages,
  type SearchThread,
} from "#tools/build/search-index-process.ts";
import { precompressFiles } from "#tools/build/precompress.ts";
import { clearSearchPending, searchIndexPending, startSearchJob } from "#tools/build/search-job.ts";
import { SEARCH_INDEX_FOLDER, type SearchIndexReport } from "#tools/search/build-search-index.ts";
import { BuildFailed, seconds, touch, type BuildContext } from "./build-context.ts";
import { listRelative } from "./build-files.ts";
import type { BuiltPages } from "./prerender-pages.ts";

/** Folders whose files got their `.br` as they were written. */
const WRITTEN_WITH_SIBLINGS = ["assets/content/", `${PAGE_INDEX_DIR}/`, `${SEARCH_INDEX_FOLDER}/`];

/** The search index of this build: being built in a thread, left to a background job, or none. */
export type SearchRun =
  | { kind: "thread"; indexing: Promise<SearchIndexReport> }
  | { kind: "background" }
  | { kind: "none" };

/**
 * The search index's thread, started before the pages render when the build will index in one
 * (SEARCH_INDEX=wait and a page changed): it loads its modules while they render. For a build of
 * a few pages (main.ts): at the start of a clean build's prerender it would hold its memory
 * beside the render threads' for no gain.
 */
export function prepareSearchThread(
  build: BuildContext,
  changed: Pick<BuiltPages, "stale" | "gone">,
): SearchThread | undefined {
  if (!reindexes(build, changed) || inBackground(build)) return undefined;
  return startSearchThread(build.env.buildDir, build.env.clientDir);
}

/** SEARCH_INDEX=background, which a new bundle does not heed: its index is built in a thread. */
function inBackground(build: BuildContext): boolean {
  return !build.rebundle && build.env.searchIndex === "background";
}

function reindexes(build: BuildContext, { stale, gone }: Pick<BuiltPages, "stale" | "gone">) {
  return (
    build.rebundle || stale.length > 0 || gone.length > 0 || searchIndexPending(build.env.buildDir)
  );
}

/** `prepared`: the thread `prepareSearchThread` started, if any. */
export function startSearchIndex(
  build: BuildContext,
  pages: BuiltPages,
  prepared?: SearchThread,
): SearchRun {
  const { buildDir, clientDir } = build.env;
  if (!reindexes(build, pages)) {
    prepared?.stop();
    return { kind: "none" };
  }
  // SEARCH_INDEX=background: the last index answers until the new one replaces it (search-job.ts).
  // (No thread was prepared for it.)
  if (inBackground(build)) {
    // The pages with their keys: the job reads again only those it has not seen.
    mkdirSync(path.join(buildDir, "cache"), { recursive: true });
    writeSearchPages(buildDir, build.next.pages);
    return { kind: "background" };
  }
  // In a thread of this process, whose heap the prerender left mostly free: a process of its
  // own cost its start and, at 10,000 entries, 250 to 500 MB beside this one (decision 037).
  // Many pages are read by worker threads, one per core (tools/search/extract-in-parallel.ts).
  // Its heap grows 20 % between full collections (main.ts; the flag is the process's): it holds
  // every page's record, and the merge makes GBs of short-lived strings; with V8's default
  // growth it held 1 GB more at 100,000 entries (decisions 038 and 040).
  const thread = prepared ?? startSearchThread(buildDir, clientDir);
  const indexing = thread.index(build.next.pages);
  // Awaited in `compressAndAwaitIndex`; a step failing before that fails the build on its own.
  indexing.catch(() => undefined);
  return { kind: "thread", indexing };
}

/** Precompresses the other files this build wrote, then waits for the search index. */
export async function compressAndAwaitIndex(build: BuildContext, search: SearchRun): Promise<void> {
  const { buildDir, clientDir } = build.env;
  if (build.rebundle) {
    // A new bundle: everything React Router wrote (assets, public files, the SPA fallback), and
    // what the steps after it wrote, but the pages, the copied content, the page index records
    // and the search index (each precompressed as it was written).
    const pageFiles = new Set(Object.values(build.next.pages).flatMap((record) => record.files));
    const notPages = await listRelative(clientDir, "", (file) => {
      const name = file.split(path.sep).join("/");
      return (
        !pageFiles.has(name) && !WRITTEN_WITH_SIBLINGS.some((folder) => name.startsWith(folder))
      );
    });
    touch(build, notPages);
  }
  // On the thread pool, while the index's threads work.
  const compressStarted = performance.now();
  const { compressed } = await precompressFiles(
    clientDir,
    [...build.touched].filter((file) => existsSync(path.join(clientDir, file))),
  );
  console.log(`Precompressed ${compressed.length} other files (${seconds(compressStarted)})`);
  if (search.kind === "thread") {
    const indexing = await search.indexing.catch((error: unknown) => {
      // The state is written after this step: the next build renders this build's pages again
      // and indexes them. Until then the site folder's index may be part written.
      throw new BuildFailed(
        "The search index",
        error,
        "The build stopped before recording its pages: the next build renders again the pages " +
          "this one changed, and indexes them.",
      );
    });
    const time = (indexing.milliseconds / 1000).toFixed(2);
    const reading = indexing.readMilliseconds / 1000;
    console.log(
      `Indexed ${indexing.pages} pages for search, ${indexing.extracted} new or changed ` +
        `(${indexing.rendered} worked out by the render threads, ` +
        `${indexing.extracted - indexing.rendered} read again), ` +
        `${indexing.written} files written (${time}s` +
        `${reading > 0 ? `, of which ${reading.toFixed(2)}s reading pages in threads` : ""})`,
    );
    await clearSearchPending(buildDir);
  } else if (search.kind === "background") {
    const log = await startSearchJob(buildDir, clientDir);
    console.log(`Search index: being rebuilt in the background (its log: ${log})`);
  } else {
    console.log("Search index: no page changed");
  }
}
