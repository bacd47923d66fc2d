/**
 * The background card job (card-job.ts): `node card-job-main.ts RELEASE_DIR`. Writes the `.br` of
 * each page its build left without one (decision 084), then draws the cards the release's
 * `cards.json` names that its `client/` lacks, behind every other process (nice 19), then links
 * them into the spare release for the next edit, made here after a new bundle or most pages
 * rendered again (`--make-spare`; release/spare.ts: refreshSpare).
 */
import { setPriority } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { readSiteEnv } from "#app/config/index.server.ts";
import { readCardList } from "#app/images/index.server.ts";
import { clearCardsPending, MAKE_SPARE } from "./card-job.ts";
import { lockHolder, tryBuildLock } from "./release/lock.ts";
import { refreshSpare } from "./release/spare.ts";
import { compressPagesWithoutBrotli, readPagesToCompress } from "./steps/page-brotli.ts";
import { drawMissingCards } from "./steps/social-cards.ts";

const [releaseDir = "", flag] = process.argv.slice(2);
/** The build that started this job, which still holds the build lock for a moment as it exits. */
const starter = process.ppid;
try {
  setPriority(19);
} catch {
  // Not allowed here: the card threads still lower their own.
}
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
// `releaseDir` is `{BUILD_DIR}/releases/{id}`.
const buildDir = path.dirname(path.dirname(releaseDir));
const clientDir = path.join(releaseDir, "client");
try {
  // Pages first: until its `.br` is here, the server compresses a page on its first read of it.
  const started = performance.now();
  const gzip = readSiteEnv().pageGzip;
  const named = await readPagesToCompress(releaseDir);
  const pages = await compressPagesWithoutBrotli(clientDir, named, { gzip });
  const time = ((performance.now() - started) / 1000).toFixed(2);
  const forms = gzip ? "brotli and gzip" : "brotli";
  console.log(`Pages: ${pages} precompressed (${forms}) after the switch (${time}s)`);
} catch (error) {
  // The site is live: the server compresses what it sends, the next build's job the rest.
  console.error(`Pages: ${message(error)}`);
  process.exitCode = 1;
}
try {
  await drawMissingCards(clientDir, await readCardList(releaseDir));
} catch (error) {
  // The site is live and stays: the server draws a missing card on request, the next build the rest.
  console.error(`Social cards: ${message(error)}`);
  process.exitCode = 1;
}
try {
  // The cards are in the live release: the spare gets them now (and the release's other late
  // files), unless a build is running (it links them itself).
  await starterGone(buildDir);
  const unlock = tryBuildLock(buildDir);
  if (unlock) await refreshSpare(buildDir, { create: flag === MAKE_SPARE }).finally(unlock);
  else console.log("Spare release for the next edit: a build is running; it links the cards");
} catch (error) {
  // The next edit brings the spare up to date, or makes it, itself (release/spare.ts).
  console.error(`Spare release for the next edit: ${message(error)}`);
  process.exitCode = 1;
} finally {
  await clearCardsPending(releaseDir);
}

/**
 * Waits (a minute at most) while the build that started this job still holds the lock: with few
 * cards to draw the job is here before that build has exited, and would leave the spare to it.
 */
async function starterGone(buildDir: string): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (lockHolder(buildDir) !== starter) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
