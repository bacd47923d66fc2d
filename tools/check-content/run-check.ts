/**
 * One run of the content checker, printed: what `npm run check-content` does, and what
 * `npm run build` does first (in its own process, so a build pays no second start-up).
 */
import { EnvError, readPriceMaxAgeDays } from "#app/config/index.server.ts";
import { checkContentFolder, type CachedFindings } from "#app/content-check/index.server.ts";
import {
  countErrors,
  formatFinding,
  sortFindings,
  summarizeFindings,
} from "#app/content-check/index.server.ts";
import { openFeedFactsCache } from "#tools/check-content/feed-facts-cache.ts";
import { fileCacheIn, openFileCache } from "#app/loaders/index.server.ts";
import { checkImages } from "#tools/images/check-images.ts";
import type { ImageSlots } from "#tools/images/build-images.ts";
import { runImageStep } from "#tools/images/image-step.ts";
import { openImageUsesCache } from "#tools/images/image-uses-cache.ts";
import { guessLayout } from "#app/content-check/index.server.ts";
import { createDiskFolder } from "#app/content-check/index.server.ts";

/** PRICE_MAX_AGE_DAYS, or its message and exit code 2 when it is not a valid number of days. */
export function readPriceMaxAgeDaysOrExit(): number {
  try {
    return readPriceMaxAgeDays();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

export interface CheckRunOptions {
  priceMaxAgeDays: number;
  /** Print the findings as JSON instead of lines. */
  json?: boolean;
  /**
   * Within a build: per-file results are remembered in this build folder, CONTENT_CHECK applies,
   * and `hashes` (each file's content hash) spares reading files whose results are cached.
   */
  build?: {
    buildDir: string;
    contentCheck: "error" | "warn";
    hashes?: ReadonlyMap<string, string>;
    /**
     * Then the image step (tools/images/image-step.ts), when the check lets the build go on:
     * in this process, with the image uses the check just worked out still in memory.
     */
    images?: boolean;
  };
}

/** Checks `dir` and prints the findings; returns the exit code (1 when errors stop it). */
export async function runContentCheck(dir: string, options: CheckRunOptions): Promise<number> {
  const started = performance.now();
  const { build } = options;
  const folder = createDiskFolder(dir, process.cwd(), build?.hashes);
  const cacheIn = (name: string) => (build ? fileCacheIn(build.buildDir, name) : undefined);
  const cache = await openFileCache<CachedFindings>(cacheIn("check-markdown"), { preload: true });
  const imageUses = await openImageUsesCache(dir, cacheIn("image-uses"));
  // In a build, the feeds' facts of each analysed file too (feed-facts-cache.ts).
  const feedFacts =
    build?.hashes &&
    (await openFeedFactsCache(fileCacheIn(build.buildDir, "feed-facts"), build.hashes));
  const markdownFindings = await checkContentFolder(folder, {
    priceMaxAgeDays: options.priceMaxAgeDays,
    cache,
    // One analysis per file: its image uses come from the analysis the check made. The image
    // tools key uses by the layout the file's place suggests; what the uses read (products,
    // META, DATA) does not depend on the layout, only the page's plan does.
    onAnalyzed(file, text, layout, analyzed) {
      imageUses.remember(file, guessLayout(file), text, analyzed, folder.contentHash?.(file));
      feedFacts?.remember(file, layout, analyzed);
    },
  });
  // Every file's image uses, gathered for the image step as the images are checked.
  const slots: ImageSlots = new Map();
  const findings = sortFindings([
    ...markdownFindings,
    ...(await checkImages(folder, dir, imageUses, slots)),
  ]);
  await cache.save();
  // The feeds step saves the facts it used; until then the unchanged files' facts stay.
  await feedFacts?.save({ keepUnused: true });
  const errors = countErrors(findings);

  if (options.json) {
    console.log(JSON.stringify(findings, null, 2));
  } else {
    for (const finding of findings) console.log(formatFinding(finding));
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.error(`check-content: ${summarizeFindings(findings)} (${seconds}s)`);
  }

  const warnOnly = build?.contentCheck === "warn";
  if (errors > 0 && warnOnly)
    console.error("check-content: CONTENT_CHECK=warn, so the build goes ahead anyway");
  if (errors > 0 && build && !warnOnly) {
    console.error("check-content: fix the errors above, or set CONTENT_CHECK=warn to build anyway");
  }
  const exitCode = errors > 0 && !warnOnly ? 1 : 0;
  if (exitCode === 0 && build?.images) {
    await runImageStep(dir, build.buildDir, build.hashes, imageUses, slots);
  }
  return exitCode;
}
