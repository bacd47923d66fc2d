/**
 * `npm run build`: the whole site into `{BUILD_DIR}/client`, incrementally.
 *
 * 1. Bundle the app with React Router (`react-router build`), only when the code or configuration
 *    changed since the last build (build-inputs.ts); a new bundle means every page is built again.
 * 2. Check the content, make the image variants (per-file results cached by content).
 * 3. Keep the copied content folder in step (by content hash).
 * 4. Prerender every page in worker threads (prerender/), skipping each page whose content key
 *    (prerender/page-keys.ts) is the one it was last built with, and removing pages that are gone.
 * 5. Keep image variants, feeds, page index records and `_headers` in step.
 * 6. Rebuild the search index when a page changed; precompress what this build wrote.
 *
 * The state of the last build is `{BUILD_DIR}/build-state.json` (build-state.ts). Figures:
 * docs/benchmarks.md ("Build at scale"); decision: docs/decisions/017-incremental-build.md.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { readSiteEnvOrExit } from "#app/config/index.server.ts";
import { site } from "#app/config/index.ts";
import { openContentFolder } from "#app/data/index.server.ts";
import { listPrerenderPaths, OWN_ROUTE_PATHS, pageIndexFile } from "#app/engine/index.ts";
import { readImageCacheDir, readImageManifest } from "#app/images/index.server.ts";
import { buildFeedFiles, feedSite } from "#app/seo/index.ts";
import { buildContentSecurityPolicy, inlineScriptHashes } from "#server/security-headers.ts";
import { SPA_FALLBACK_FILE } from "#tools/deploy/site-pages.ts";
import { readPriceMaxAgeDaysOrExit, runContentCheck } from "#tools/check-content/run-check.ts";
import { copyImageVariants } from "#tools/images/copy-variants.ts";
import { runImageStep } from "#tools/images/image-step.ts";
import { buildSearchIndex, SEARCH_INDEX_FOLDER } from "#tools/search/build-search-index.ts";
import { hashCode } from "./build-inputs.ts";
import { openFeedFactsCache } from "./feed-facts-cache.ts";
import { buildCacheFile } from "./file-cache.ts";
import { emptyState, readBuildState, writeBuildState, type BuildState } from "./build-state.ts";
import { hashFolder, syncFolder } from "./content-copy.ts";
import { buildHeadersFile, HOST_RULE_LIMIT } from "./headers-file.ts";
import { writePageIndexFiles } from "./page-index-files.ts";
import { precompressFiles } from "./precompress.ts";
import { pageFileNames, removePageFiles } from "./prerender/page-files.ts";
import { pageKeys } from "./prerender/page-keys.ts";
import { renderPages } from "./prerender/render-pool.ts";
import {
  clearSearchPending,
  searchInBackground,
  searchIndexPending,
  startSearchJob,
  stopSearchJob,
} from "./search-job.ts";

const env = readSiteEnvOrExit();
const { buildDir, clientDir, contentDir, siteUrl } = env;
const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)}s`;

// The code decides whether anything of the last build can be kept.
// SITE_URL and DEBUG are compiled into the bundle (vite.config.ts `define`).
const codeHash = await hashCode(process.cwd(), { siteUrl, debug: String(env.debug) });
const serverBuildFile = path.resolve(buildDir, "server", "index.js");
const spaFallback = path.join(clientDir, SPA_FALLBACK_FILE);
let state: BuildState | undefined = await readBuildState(buildDir);
// A search index still being made in the background is of pages this build may change.
await stopSearchJob(buildDir);
const rebundle =
  state?.codeHash !== codeHash || !existsSync(serverBuildFile) || !existsSync(spaFallback);
if (rebundle) {
  console.log(state ? "Code or configuration changed: building every page" : "Building every page");
  // Nothing made by other code is kept: pages, copied content, per-file caches. (React Router
  // empties the folder too, but only when it lies inside the project.)
  await rm(buildDir, { recursive: true, force: true });
  state = emptyState(codeHash);
} else {
  console.log("Code unchanged since the last build: building what the content changed");
}

// 1. The app bundle, when the code changed, while (2.) the content is checked: React Router
// runs in its own process.
const bundled = rebundle
  ? runAsync("App bundle", path.join("node_modules", ".bin", "react-router"), ["build"])
  : Promise.resolve(0);
// 2. Content check and image variants (their per-file results are cached in the build folder).
let stepStarted = performance.now();
const contentHashes = await hashFolder(contentDir);
const checked = await runContentCheck(contentDir, {
  priceMaxAgeDays: readPriceMaxAgeDaysOrExit(),
  build: { buildDir, contentCheck: env.contentCheck, hashes: contentHashes },
});
if (checked !== 0) {
  await bundled;
  process.exit(checked);
}
await runImageStep(contentDir, buildDir, contentHashes);
console.log(`Content check and image step: ${seconds(stepStarted)}`);
const bundleStatus = await bundled;
if (bundleStatus !== 0) process.exit(bundleStatus);
if (rebundle && !existsSync(spaFallback)) {
  // With no page of its own to prerender, React Router names the SPA fallback `index.html`;
  // the home page is prerendered below and the fallback keeps its own name.
  await rename(path.join(clientDir, "index.html"), spaFallback);
}

const last: BuildState = state ?? emptyState(codeHash);
const next: BuildState = emptyState(codeHash);
/** Files this build wrote besides the pages (a set: a site has more than a spread can pass). */
const touched = new Set<string>();
const touch = (files: Iterable<string>) => {
  for (const file of files) touched.add(file);
};

// 3. The content folder inside the site (so `build/client` is a complete static site).
const syncStarted = performance.now();
const contentTarget = path.join(clientDir, "assets", "content");
const copied = await syncFolder(contentDir, contentTarget, contentHashes, last.content);
next.content = Object.fromEntries(contentHashes);
touch(copied.map((file) => path.join("assets", "content", ...file.split("/"))));
console.log(
  `Content folder: ${copied.length} of ${contentHashes.size} files copied (${seconds(syncStarted)})`,
);

// 4. The pages.
const keysStarted = performance.now();
const folder = openContentFolder(contentDir);
const { entries, problems } = await folder.readManifest();
const imageCache = readImageCacheDir();
const images = await readImageManifest(contentDir, imageCache);
const paths = [
  ...listPrerenderPaths(entries, { pageSize: site.listingPageSize }),
  ...OWN_ROUTE_PATHS,
];
const keys = pageKeys(paths, {
  codeHash,
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
await renderPages(
  stale.map((sitePath) => ({ path: sitePath, hasLoader: !ownRoutes.has(sitePath) })),
  {
    serverBuildFile,
    clientDir: path.resolve(clientDir),
    onPage(sitePath, files) {
      next.pages[sitePath] = { key: keys.get(sitePath) as string, ...files };
    },
  },
);
console.log(
  `Prerendered ${stale.length} of ${paths.length} pages in ${seconds(renderStarted)}` +
    (gone.length > 0 ? `, removed ${gone.length}` : ""),
);

// 5. Image variants, feeds, page index records, _headers.
stepStarted = performance.now();
const variants = await copyImageVariants(images, imageCache, clientDir);
touched.add(path.join("assets", "img", "image-manifest.json"));
console.log(`Copied ${variants} image variants into assets/img`);

// The same builders the server runs live; these serve hosts that only serve files.
const factsCache = await openFeedFactsCache(buildCacheFile(buildDir, "feed-facts"), contentHashes);
const feeds = await buildFeedFiles(
  entries,
  folder.readText,
  feedSite(siteUrl),
  undefined,
  factsCache.readerFor(folder.readText),
);
await factsCache.save();
for (const [name, text] of Object.entries(feeds)) {
  await writeFile(path.join(clientDir, name), text);
  touched.add(name);
}
console.log(`Wrote ${Object.keys(feeds).join(", ")} for ${siteUrl} (${seconds(stepStarted)})`);
stepStarted = performance.now();
const records = await writePageIndexFiles(clientDir, { entries, problems }, last.records ?? {});
next.records = records.hashes;
touch(
  Object.keys(records.hashes)
    .filter((pathname) => records.hashes[pathname] !== last.records?.[pathname])
    .map((pathname) => pageIndexFile(pathname).split("/").join(path.sep)),
);
console.log(
  `Page index records: ${records.written} of ${records.files} written (${seconds(stepStarted)})`,
);
stepStarted = performance.now();

// For static hosts that read _headers (Cloudflare Pages, Netlify): docs/deploy.md.
const fallbackHtml = await readFile(spaFallback, "utf8");
// The files a rule may name: the top level, the bundle's assets and the pages' route data (the
// copied content and the page index records have one rule each; walking them took seconds).
const topLevel = await readdir(clientDir, { withFileTypes: true });
const siteFiles = [
  ...topLevel.filter((entry) => entry.isFile()).map((entry) => entry.name),
  ...(await listRelative(path.join(clientDir, "assets"), "assets", ["content", "page-index"])),
  ...Object.values(next.pages).flatMap((record) => record.files),
];
const headersFile = await buildHeadersFile(
  clientDir,
  siteUrl,
  [
    ...Object.entries(next.pages).map(([urlPath, record]) => ({ urlPath, csp: record.csp })),
    {
      urlPath: SPA_FALLBACK_FILE,
      csp: buildContentSecurityPolicy({ scriptHashes: inlineScriptHashes(fallbackHtml) }),
    },
  ],
  siteFiles,
);
await writeFile(path.join(clientDir, "_headers"), headersFile.text);
console.log(`Wrote _headers (${headersFile.rules} rules) (${seconds(stepStarted)})`);
if (headersFile.rules > HOST_RULE_LIMIT) {
  console.warn(
    `_headers has more than ${HOST_RULE_LIMIT} rules: Cloudflare Pages ignores the rest`,
  );
}

// 6. The search index (Pagefind, its own process), while the files this build wrote get their
// precompressed siblings (pages got theirs as they were written).
if (rebundle) {
  // A new bundle: everything React Router wrote (assets, public files, the SPA fallback).
  const pageFiles = new Set(Object.values(next.pages).flatMap((record) => record.files));
  const all = await listRelative(clientDir, "");
  touch(all.filter((file) => !pageFiles.has(file.split(path.sep).join("/"))));
}
const searchFolder = path.join(clientDir, SEARCH_INDEX_FOLDER);
const reindex = rebundle || stale.length > 0 || gone.length > 0 || searchIndexPending(buildDir);
// SEARCH_INDEX=background: the last index answers until the new one replaces it (search-job.ts).
const background = reindex && !rebundle && searchInBackground();
if (reindex && !background) await rm(searchFolder, { recursive: true, force: true });
const indexing = reindex && !background ? buildSearchIndex(clientDir) : undefined;
const compressStarted = performance.now();
const { compressed } = await precompressFiles(
  clientDir,
  [...touched].filter((file) => existsSync(path.join(clientDir, file))),
);
console.log(`Precompressed ${compressed.length} other files (${seconds(compressStarted)})`);
if (indexing) {
  const search = await indexing;
  const seconds = (search.milliseconds / 1000).toFixed(2);
  console.log(`Indexed ${search.pages} pages for search (${seconds}s)`);
  await precompressFiles(clientDir, await listRelative(searchFolder, SEARCH_INDEX_FOLDER));
  await clearSearchPending(buildDir);
} else if (background) {
  const log = await startSearchJob(buildDir, clientDir);
  console.log(`Search index: being rebuilt in the background (its log: ${log})`);
} else {
  console.log("Search index: no page changed");
}

await writeBuildState(buildDir, next);
console.log(`Built ${paths.length} pages in ${seconds(started)}`);

/** Runs a command with this process's output; resolves to its exit code. */
function runAsync(label: string, command: string, args: string[]): Promise<number> {
  const since = performance.now();
  const child = spawn(command, args, { stdio: "inherit" });
  return new Promise((resolve) => {
    child.on("error", () => resolve(1));
    child.on("close", (code) => {
      console.log(`${label}: ${seconds(since)}`);
      resolve(code ?? 1);
    });
  });
}

/** Files under `dir`, as `prefix/...`; the folders named in `skip` (directly in `dir`) are not walked. */
async function listRelative(dir: string, prefix: string, skip: string[] = []): Promise<string[]> {
  const top = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of top) {
    if (entry.isFile()) files.push(path.join(prefix, entry.name));
    if (!entry.isDirectory() || skip.includes(entry.name)) continue;
    const below = await readdir(path.join(dir, entry.name), {
      recursive: true,
      withFileTypes: true,
    });
    for (const item of below) {
      if (!item.isFile()) continue;
      files.push(path.join(prefix, path.relative(dir, path.join(item.parentPath, item.name))));
    }
  }
  return files;
}
