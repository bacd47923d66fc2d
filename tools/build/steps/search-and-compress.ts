/**
 * Step 6: the search index (tools/search/), while the files this build wrote get
 * their precompressed siblings (pages got theirs as they were written).
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildSearchIndexInProcess, writeSearchPages } from "#tools/build/search-index-process.ts";
import { precompressFiles } from "#tools/build/precompress.ts";
import { clearSearchPending, searchIndexPending, startSearchJob } from "#tools/build/search-job.ts";
import { seconds, touch, type BuildContext } from "./build-context.ts";
import { listRelative } from "./build-files.ts";
import type { BuiltPages } from "./prerender-pages.ts";

export async function indexAndCompress(build: BuildContext, pages: BuiltPages): Promise<void> {
  const { clientDir } = build.env;
  if (build.rebundle) {
    // A new bundle: everything React Router wrote (assets, public files, the SPA fallback).
    const pageFiles = new Set(Object.values(build.next.pages).flatMap((record) => record.files));
    const notPages = await listRelative(
      clientDir,
      "",
      (file) => !pageFiles.has(file.split(path.sep).join("/")),
    );
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
  if (reindex) {
    // The pages with their keys: the index reads again only those it has not seen.
    mkdirSync(path.join(buildDir, "cache"), { recursive: true });
    writeSearchPages(buildDir, build.next.pages);
  }
  // In its own process, so that the precompression here has this process's event loop.
  const indexing =
    reindex && !background ? buildSearchIndexInProcess(buildDir, clientDir) : undefined;
  const compressStarted = performance.now();
  const { compressed } = await precompressFiles(
    clientDir,
    [...build.touched].filter((file) => existsSync(path.join(clientDir, file))),
  );
  console.log(`Precompressed ${compressed.length} other files (${seconds(compressStarted)})`);
  if (indexing) {
    const search = await indexing;
    const time = (search.milliseconds / 1000).toFixed(2);
    console.log(
      `Indexed ${search.pages} pages for search, ${search.extracted} read again, ` +
        `${search.written} files written (${time}s)`,
    );
    await clearSearchPending(buildDir);
  } else if (background) {
    const log = await startSearchJob(buildDir, clientDir);
    console.log(`Search index: being rebuilt in the background (its log: ${log})`);
  } else {
    console.log("Search index: no page changed");
  }
}
