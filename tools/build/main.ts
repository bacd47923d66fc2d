/**
 * `npm run build`: the whole site into `{BUILD_DIR}/client`, incrementally and atomically: the
 * build holds `{BUILD_DIR}/build.lock`, writes a new release beside the current one (hard links to
 * its unchanged files) and makes it live in one rename at the end; a build that stops or is
 * killed before leaves the live site as it was (release/, decision 055).
 *
 * 1. Bundle the app with React Router (`react-router build`), only when the code or configuration
 *    changed since the last build (build-inputs.ts); a new bundle means every page is built again.
 * 2. Check the content, make the image variants (per-file results cached by content).
 * 3. Keep the copied content folder in step (by content hash).
 * 4. Prerender every page in worker threads (prerender/), skipping each page whose content key
 *    (app/prerender/page-keys.server.ts) is the one it was last built with, and removing pages that are gone;
 *    the threads hand back each page's search terms, and the page index records are written meanwhile.
 * 5. Keep image variants, feeds and `_headers` in step.
 * 6. Rebuild the search index when a page changed, in a thread that starts before step 5 (before
 *    step 4 when few pages render, so it loads meanwhile); precompress what this build wrote.
 * 7. Make the release live, then draw the generated social cards its pages name and the site
 *    lacks (steps/social-cards.ts, decision 067): no page waits for a picture. With
 *    `SOCIAL_CARDS=background` a job draws them and the build is done once live (card-job.ts);
 *    the job then makes the spare release for the next edit (release/spare.ts).
 *
 * While the content check runs in its own process, nothing waits that need not (decision 037):
 * a render worker loads the bundle; after a new bundle the content is copied and precompressed
 * (the pages are prerendered once the check passed, whether or not the copy is done); in a
 * rebuild the page keys and the feeds are worked out (written once the check passed).
 *
 * Each step is a function over the build context (steps/build-context.ts), in steps/. The state
 * of the last build is `{BUILD_DIR}/build-state.json` (app/prerender/build-state.server.ts). Figures:
 * docs/benchmarks.md ("Build at scale"); decision: docs/decisions/017-incremental-build.md.
 */
import { performance } from "node:perf_hooks";
import { readSiteEnvOrExit } from "#app/config/index.server.ts";
import { pageFileName, writeBuildState } from "#app/prerender/index.server.ts";
import { startContentCheckProcess } from "#tools/check-content/check-process.ts";
import { boundHeapGrowth, keepYoungGenerationToThisThread } from "#tools/cli/heap-growth.ts";
import { openBuild, seconds } from "./steps/build-context.ts";
import { takeBuildLock } from "./release/lock.ts";
import { publishRelease } from "./release/releases.ts";
import { prepareSpare, refreshSpare } from "./release/spare.ts";
import { exitDiscarding, stopBuild } from "./release/stop-build.ts";
import { bundleAndCheck, copyContentFolder, type ContentHashes } from "./steps/bundle-and-check.ts";
import type { PageFiles, RenderPool } from "#app/prerender/index.server.ts";
import {
  planPages,
  prerenderPages,
  startPagePool,
  type PagePlan,
} from "./steps/prerender-pages.ts";
import {
  compressAndAwaitIndex,
  prepareSearchThread,
  startSearchIndex,
} from "./steps/search-and-compress.ts";
import { buildFeeds, writeSiteFiles, type Feeds } from "./steps/site-files.ts";
import { drawMissingCards, writeCards } from "./steps/social-cards.ts";
import { startCardJob } from "./card-job.ts";
import { writePagesToCompress } from "./steps/page-brotli.ts";
import { publishedContent, type PublishedContent } from "#tools/build/published-content.ts";

/** What a build works out before it writes: in a rebuild, while the content check runs. */
interface Planned {
  plan: PagePlan;
  feeds: Feeds;
  /** What the copy keeps of the content folder (a new bundle's copy works it out itself). */
  content?: PublishedContent;
}

/** Pages to prerender from which the render threads' speed outweighs this process's memory. */
const MANY_PAGES = 1_000;

// This process's heap grows 20 % between full collections, except while many pages render.
// In a rebuild it works out the page keys and feeds while the check runs: at 100,000 entries,
// with V8's own growth, that left about 450 MB of garbage uncollected beside the check's
// process, the rebuild's peak. Set first: V8 sets a heap's next limit at each full collection,
// and reading the last build's state makes the first (decision 040).
boundHeapGrowth(true);
keepYoungGenerationToThisThread();
const started = performance.now();
const rootEnv = readSiteEnvOrExit();
// One build at a time in a build folder; the release it writes becomes current in one rename at the end.
await takeBuildLock(rootEnv.buildDir, { onWait: (line) => console.log(line) });
const build = await openBuild(rootEnv).catch((error: unknown) =>
  stopBuild(error, rootEnv.buildDir),
);
console.log(`Build opened: code hashed, last state read (${seconds(started)})`);
// Keeping the last bundle: the content check's process loads its modules while this one hashes
// the content. After a new bundle it starts when the bundler is done (the bundler's memory is
// the clean build's peak).
/** Steps 1 to 6, then the build state; the exit status to stop with when the bundle or the check failed. */
// Long: the steps overlap (the check, the plan, the copy and the renders), so they share its locals.
async function buildSite(): Promise<number> {
  const checkProcess = build.rebundle ? undefined : startContentCheckProcess();
  let pool: RenderPool<PageFiles> | undefined;
  let early: Promise<Planned> | undefined;
  const planAndFeeds = async (contentHashes: ContentHashes): Promise<Planned> => {
    const plan = await planPages(build, contentHashes);
    return { plan, feeds: await buildFeeds(build, plan, contentHashes) };
  };
  let copying: Promise<void> | undefined;
  const checked = await bundleAndCheck(build, checkProcess, (contentHashes) => {
    // The bundler is done: a render worker loads the bundle and warms up while the check runs.
    pool = startPagePool(build, contentHashes.size);
    if (build.rebundle) {
      // A new bundle: the site folder is new, so the content is copied and precompressed while
      // the check runs (a failed check leaves a site folder nobody serves yet either way). The
      // page keys and feeds wait for the check: it works out the image manifest and every file's
      // feed facts first.
      copying = copyContentFolder(build, contentHashes, { compress: true });
      copying.catch(() => undefined);
      return;
    }
    // Keeping the last bundle: this process works out which pages changed, the feeds and what
    // the copy keeps of the content folder (from the manifest the page keys read) while the
    // check runs; each is written once it passed.
    early = planAndFeeds(contentHashes).then((planned) => ({
      ...planned,
      content: publishedContent(planned.plan.manifest, contentHashes),
    }));
    // Awaited once the check passed; a failed check exits first, with its own message.
    early.catch(() => undefined);
  });
  // A failed check: the build exits at once (release/stop-build.ts), its threads with it.
  if ("exitCode" in checked) return checked.exitCode;
  // The release holds every file of the current one before this build writes or removes any.
  if (build.release.from) {
    const linkWait = performance.now();
    await build.release.linked;
    console.log(`Release linked: waited ${seconds(linkWait)} after the check`);
  }
  // After a new bundle the copy started with the check and may not be done: the pages do not read
  // it (they read the content folder), so they are prerendered meanwhile, on the core the check
  // had. At 100,000 entries the copy outlasted the check by about a minute.
  const { plan, feeds, content } = await (early ?? planAndFeeds(checked.contentHashes));
  if (!copying) await copyContentFolder(build, checked.contentHashes, { content });
  // Render threads with bounded growth took a tenth longer: many pages get V8's own growth, and
  // the bound is back once they are rendered (the search index's merge makes GBs of short-lived
  // strings in this process: decision 038).
  if (plan.stale.length >= MANY_PAGES) boundHeapGrowth(false);
  // A few pages: the search index's thread loads while they render.
  const searchThread =
    plan.stale.length < MANY_PAGES ? prepareSearchThread(build, plan) : undefined;
  const pages = await prerenderPages(build, plan, pool);
  // A new bundle, or most pages rendered again (links.json, site.json or an image changed): the
  // next edit's release is linked from this one while it writes its last files, since the tree it
  // would reuse differs in nearly every file; a server deployment's card job makes it once live
  // instead, off the way to the switch.
  const cardJob = build.env.socialCards === "background";
  const freshTree = build.rebundle || pages.stale.length * 2 >= pages.paths.length;
  const spare = freshTree && !cardJob ? prepareSpare(build.root, build.release) : undefined;
  boundHeapGrowth(true);
  await copying;
  // The search index reads only the pages: it runs in a thread while this one writes the other
  // site files (decision 041).
  const search = startSearchIndex(build, pages, searchThread);
  await writeSiteFiles(build, pages, checked.contentHashes, feeds);
  // Nothing changes the state from here. In a rebuild of a few pages its text (13 MB at 10,000
  // entries) is made while the search index works; written once the index is done. (After many
  // pages the index's merge is this process's peak: not beside that.)
  const textStarted = performance.now();
  const stateText = plan.stale.length < MANY_PAGES ? JSON.stringify(build.next) : undefined;
  const textTime = seconds(textStarted);
  await compressAndAwaitIndex(build, search);
  const stateStarted = performance.now();
  await writeBuildState(build.env.buildDir, stateText ?? build.next);
  const made = stateText === undefined ? "" : `; its text made meanwhile, in ${textTime}`;
  console.log(`Build state written (${seconds(stateStarted)}${made})`);
  // Every card the pages name, listed in the release: the server draws any asked for from now on.
  const cards = await writeCards(build);
  const switched = performance.now();
  await publishRelease(build.root, build.release);
  console.log(
    `Release ${build.release.id} live (${seconds(switched)}; ${seconds(started)} after the start)`,
  );
  await spare?.stop();
  // No page waited for its card: they are drawn now, behind everything else. A static host
  // uploads the site folder once the build is done, so it waits for them (decision 067); a server
  // deployment leaves them to a job and is done now (SOCIAL_CARDS=background, decision 078); the
  // job writes the pages' .br first, which such a build leaves out (decision 084).
  if (cardJob && (cards.size > 0 || freshTree || pages.stale.length > 0)) {
    const all = freshTree || build.release.jobRunning;
    const named = all ? "all" : pages.stale.map((sitePath) => pageFileName(sitePath));
    await writePagesToCompress(build.env.buildDir, named);
    const log = await startCardJob(build.env.buildDir, { makeSpare: freshTree });
    if (pages.stale.length > 0)
      console.log(`Pages: ${pages.stale.length} live without their .br, written by a job first`);
    console.log(`Social cards: ${cards.size} named, drawn in the background (log: ${log})`);
  } else {
    await drawMissingCards(build.env.clientDir, cards).catch((error: unknown) => {
      // The release is live and stays: the server draws a missing card on request.
      console.error(`Social cards: ${error instanceof Error ? error.message : String(error)}`);
      console.error("The site is live; the next build draws the cards still missing.");
      process.exit(1);
    });
    // What this build wrote after its spare's thread stopped: the next edit need not link it.
    if (spare) await refreshSpare(build.root, { create: true });
  }
  console.log(`Built ${pages.paths.length} pages in ${seconds(started)}`);
  const next = plan.manifest.nextPublishAt;
  // A static host shows a scheduled entry from the first build after its time (docs/deploy.md).
  if (next !== undefined) {
    console.log(`Next scheduled entry due at ${new Date(next).toISOString()}: build again then`);
  }
  return 0;
}

try {
  const exitCode = await buildSite();
  if (exitCode !== 0) exitDiscarding(exitCode, build.release);
} catch (error) {
  stopBuild(error, build.env.buildDir, build.release);
}
