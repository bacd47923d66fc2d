/**
 * A build's release: staged beside the live one, made live in one rename, the old ones pruned
 * (decision 055; the layout: layout.ts).
 *
 * Kept after a switch: the releases replaced in the last 24 hours and always the last two, at
 * most ten, so the server can still answer a tab opened before a deploy with the script chunks of
 * its own build (server/previous-assets.ts). A release that never went live (a build killed or
 * failed before its switch) is removed by the next build.
 */
import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { liveImageManifestFile } from "#app/images/index.server.ts";
import { listReleases, RETIRED_FILE } from "#server/releases.ts";
import { stopSearchJob } from "#tools/build/search-job.ts";
import {
  adoptFolderLayout,
  CACHE_DIR,
  CURRENT_LINK,
  currentRelease,
  ensureRootLinks,
  linkCache,
  newReleaseId,
  RELEASES_DIR,
  releasesDir,
  switchLink,
} from "./layout.ts";

const KEEP_LAST = 2;
const KEEP_MAX = 10;
const KEEP_MS = 24 * 60 * 60 * 1000;
/** Left out when a release is linked from the live one: the background index job's own files. */
const NOT_LINKED = [CACHE_DIR, RETIRED_FILE, "search-next", "search-old", "search-index.log"];

export interface StagedRelease {
  id: string;
  dir: string;
  /** The live release it is linked from (undefined: made empty). */
  from: string | undefined;
  /** Settles once every file of `from` is linked: nothing may write or remove in `dir` before. */
  linked: Promise<void>;
}

/**
 * Removes what killed builds left, then makes the new release: empty when every page is built
 * again, else every file of the live release hard-linked, in a thread (`linked` says when).
 */
export async function stageRelease(buildDir: string, empty: boolean): Promise<StagedRelease> {
  const id = newReleaseId();
  adoptFolderLayout(buildDir, `${id}-before`);
  await removeUnfinished(buildDir);
  const live = currentRelease(buildDir);
  // A background search index job still running writes into the live release.
  if (live) await stopSearchJob(live);
  const dir = path.join(releasesDir(buildDir), id);
  const from = empty || !live || !existsSync(live) ? undefined : live;
  if (!from) await rm(dir, { recursive: true, force: true });
  linkCache(buildDir, dir);
  const linked = from ? linkInThread(id, from, dir) : Promise.resolve();
  // Awaited before the build writes; a build that stops first awaits it before removing `dir`.
  linked.catch(() => undefined);
  return { id, dir, from, linked };
}

function linkInThread(id: string, source: string, target: string): Promise<void> {
  const started = performance.now();
  const worker = new Worker(new URL("./link-thread.ts", import.meta.url), {
    workerData: { source, target, skip: NOT_LINKED },
  });
  return new Promise<void>((resolve, reject) => {
    worker.once("message", (linked: number) => {
      const time = ((performance.now() - started) / 1000).toFixed(2);
      console.log(`Release ${id}: ${linked} files of the live one linked (${time}s, in a thread)`);
      resolve();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the link thread stopped (exit code ${code})`)));
  });
}

/**
 * Makes `release` the live one in one rename and marks the one it replaced; the old ones are
 * pruned by a process of its own (prune-main.ts), which the build does not wait for.
 */
export async function publishRelease(buildDir: string, release: StagedRelease): Promise<void> {
  const replaced = currentRelease(buildDir);
  ensureRootLinks(buildDir);
  // Marked first: a build killed between the two steps leaves it live and marked (the marker
  // counts only once it is not live), never replaced and unmarked (removed as unfinished).
  if (replaced && existsSync(replaced)) {
    writeFileSync(path.join(replaced, RETIRED_FILE), String(Date.now()));
  }
  switchLink(path.join(buildDir, CURRENT_LINK), path.join(RELEASES_DIR, release.id));
  // What the server made for images published since the last build: this build made them all.
  await rm(liveImageManifestFile(buildDir), { force: true });
  const pruner = new URL("./prune-main.ts", import.meta.url).pathname;
  spawn(process.execPath, [pruner, buildDir], { detached: true, stdio: "ignore" }).unref();
}

/** Releases neither live nor replaced: what a killed or failed build left. */
async function removeUnfinished(buildDir: string): Promise<void> {
  const live = currentRelease(buildDir);
  for (const { dir, retiredAt } of listReleases(buildDir)) {
    if (dir !== live && retiredAt === undefined) {
      // A killed build's process of its own (the content check) may still write there: what
      // cannot be removed now is removed by the next build.
      await rm(dir, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
    }
  }
}

/** Keeps the replaced releases the policy keeps (the last replaced first), removes the rest. */
export async function pruneReleases(buildDir: string, now: number): Promise<void> {
  const live = currentRelease(buildDir);
  const replaced = listReleases(buildDir)
    .filter((release) => release.dir !== live && release.retiredAt !== undefined)
    .sort((a, b) => (b.retiredAt ?? 0) - (a.retiredAt ?? 0));
  const kept = (retiredAt: number, index: number) =>
    index < KEEP_LAST || (index < KEEP_MAX && now - retiredAt < KEEP_MS);
  for (const [index, release] of replaced.entries()) {
    if (kept(release.retiredAt ?? 0, index)) continue;
    await rm(release.dir, { recursive: true, force: true }).catch(() => undefined);
  }
}
