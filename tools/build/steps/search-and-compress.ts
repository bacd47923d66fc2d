/**
 * Step 6: the search index (tools/search/), in this process (search-index-process.ts), while
 * the other files this build wrote get their precompressed siblings (pages and copied content
 * got theirs as they were written).
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildSearchIndexHere, writeSearchPages } from "#tools/build/search-index-process.ts";
import { precompressFiles } from "#tools/build/precompress.ts";
import { clearSearchPending, searchIndexPending, startSearchJob } from "#tools/build/search-job.ts";
import { seconds, touch, type BuildContext } from "./build-context.ts";
import { listRelative } from "./build-files.ts";
import type { BuiltPages } from "./prerender-pages.ts";
import type { SearchIndexReport } from "#tools/search/build-search-index.ts";

const COPIED_CONTENT = "assets/content/";

export async function indexAndCompress(build: BuildContext, pages: BuiltPages): Promise<void> {
  const { clientDir } = build.env;
  if (build.rebundle) {
    // A new bundle: everything React Router wrote (assets, public files, the SPA fallback), and
    // what the steps after it wrote, but the pages and the copied content (precompressed as
    // they were written).
    const pageFiles = new Set(Object.values(build.next.pages).flatMap((record) => record.files));
    const notPages = await listRelative(clientDir, "", (file) => {
      const name = file.split(path.sep).join("/");
      return !pageFiles.has(name) && !name.startsWith(COPIED_CONTENT);
    });
    touch(build, notPages);
  }
  const { buildDir } = build.env;
  const reindex =
    build.rebundle ||
    pages.stale.length > 0 ||
    pages.gone.length > 0 ||
    searchIndexPending(buildDir);
  // SEARCH_INDEX=background: the last index answers until the new one replaces it (search-job.ts).
  const background = reindex && !build.rebundle && build.env.searchIndex === "background";
  if (background) {
    // The pages with their keys: the job reads again only those it has not seen.
    mkdirSync(path.join(buildDir, "cache"), { recursive: true });
    writeSearchPages(buildDir, build.next.pages);
  }
  // The other files are precompressed on the thread pool meanwhile: while the index waits for
  // its threads, and after.
  const compressStarted = performance.now();
  const compressing = precompressFiles(
    clientDir,
    [...build.touched].filter((file) => existsSync(path.join(clientDir, file))),
  );
  let indexing: SearchIndexReport | undefined;
  if (reindex && !background) {
    // In this process, whose heap the prerender left mostly free: a process of its own cost
    // its start and, at 10,000 entries, 250 to 500 MB beside this one's (decision 037). Many
    // pages are read by worker threads, one per core (tools/search/extract-in-parallel.ts).
    // Its heap grows 20 % between full collections here (main.ts): it holds every page's record,
    // and the merge makes GBs of short-lived strings; with V8's default growth it held 1 GB more
    // at 100,000 entries (decisions 038 and 040).
    indexing = await buildSearchIndexHere(buildDir, clientDir, build.next.pages);
  }
  const { compressed } = await compressing;
  console.log(`Precompressed ${compressed.length} other files (${seconds(compressStarted)})`);
  if (indexing) {
    const time = (indexing.milliseconds / 1000).toFixed(2);
    const reading = indexing.readMilliseconds / 1000;
    console.log(
      `Indexed ${indexing.pages} pages for search, ` +
        `${indexing.extracted} read again, ${indexing.written} files written (${time}s` +
        `${reading > 0 ? `, of which ${reading.toFixed(2)}s reading pages in threads` : ""})`,
    );
    await clearSearchPending(buildDir);
  } else if (background) {
    const log = await startSearchJob(buildDir, clientDir);
    console.log(`Search index: being rebuilt in the background (its log: ${log})`);
  } else {
    console.log("Search index: no page changed");
  }
}
