/**
 * A build's release: staged beside the current one, made current in one rename, the old ones pruned
 * (decision 055; the layout: layout.ts).
 *
 * Kept after a switch: the releases replaced in the last 24 hours and always the last two, at
 * most ten, so the server can still answer a tab opened before a deploy with the script chunks of
 * its own build (server/releases/previous-assets.ts). A release that never became current (a build killed or
 * failed before its switch) is removed by the next build. A replaced release of the current one's
 * bundle serves a tab nothing the current one lacks: the next edit reuses its tree (stageRelease).
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { IMAGE_MANIFEST_NAME, liveImageManifestFile } from "#app/images/index.server.ts";
import { BUILD_ASSETS_DIR } from "#server/http/caching.ts";
import { listReleases, replacedReleases, RETIRED_FILE } from "#server/releases/releases.ts";
import { CARD_JOB_LOG, PENDING_FILE as CARDS_PENDING_FILE } from "#tools/build/card-job.ts";
import { SEARCH_PENDING_FILE, stopSearchJob } from "#tools/build/search-job.ts";
import { PAGES_TO_COMPRESS } from "#tools/build/steps/page-brotli.ts";
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
  SPARE_DIR,
  switchLink,
} from "./layout.ts";
import type { Mirrored, MirrorOptions } from "./link-tree.ts";
import { linkPreviousAssets } from "./previous-assets.ts";
import { MIRROR_FILE, syncedBounds } from "./synced-trees.ts";

const KEEP_LAST = 2;
const KEEP_MAX = 10;
const KEEP_MS = 24 * 60 * 60 * 1000;
/** Left out when a release is linked from the current one: the background jobs' own files, the markers. */
const NOT_LINKED = [
  CACHE_DIR,
  RETIRED_FILE,
  MIRROR_FILE,
  "search-next",
  "search-old",
  "search-index.log",
  SEARCH_PENDING_FILE,
  CARD_JOB_LOG,
  PAGES_TO_COMPRESS,
  CARDS_PENDING_FILE,
];
/**
 * What the content check writes in an edit's release while it is linked: its image step renames
 * its manifest into place. The link thread leaves the name to it. Had it replaced the old manifest
 * itself, the check's new one could land between the thread's look at the old file and its
 * removal: the thread removed the new one and linked the current release's (`edit-sequence.test.ts`
 * found a release with the last build's manifest, decision 082).
 */
const WRITTEN_BY_THE_CHECK = [IMAGE_MANIFEST_NAME];

/**
 * The top-level names a mirror into a release leaves out of the source (`skip`) and never touches
 * in the target (`keep`); `check`: the content check writes into the target meanwhile.
 */
export function mirroredNames(check: boolean): { skip: string[]; keep: string[] } {
  const left = check ? WRITTEN_BY_THE_CHECK : [];
  return { skip: [...NOT_LINKED, ...left], keep: [CACHE_DIR, ...left] };
}

export interface StagedRelease {
  id: string;
  dir: string;
  /** The current release it is linked from (undefined: made empty). */
  from: string | undefined;
  /**
   * Settles once every file of `from` is linked: nothing may write or remove in `dir` before, but
   * the content check's image manifest (mirroredNames).
   */
  linked: Promise<void>;
  /** `from`'s card job was still running: its late files may be missing here (decision 084). */
  jobRunning: boolean;
}

/**
 * Removes what killed builds left, then makes the new release: empty when every page is built
 * again, else holding every file of the current one as a hard link, made in a thread (`linked` says
 * when). An earlier tree of the same bundle (reusableTree) is brought up to date for it rather
 * than a new one linked: at 10,000 entries a look at each of 64,000 files against a link of each.
 */
export async function stageRelease(buildDir: string, empty: boolean): Promise<StagedRelease> {
  const since = Date.now();
  const id = newReleaseId();
  adoptFolderLayout(buildDir, `${id}-before`);
  await removeUnfinished(buildDir);
  const live = currentRelease(buildDir);
  // A background search index job still running writes into the current release.
  if (live) await stopSearchJob(live);
  const dir = path.join(releasesDir(buildDir), id);
  const from = empty || !live || !existsSync(live) ? undefined : live;
  let synced: MirrorOptions["synced"];
  if (!from) await rm(dir, { recursive: true, force: true });
  else {
    const tree = reusableTree(buildDir, from);
    synced = tree === undefined ? undefined : syncedBounds(from, tree);
    await reuseTree(tree, dir);
  }
  linkCache(buildDir, dir);
  const linked = from
    ? mirrorInThread(`Release ${id}`, from, dir, { since, synced, behind: true, check: true }).then(
        () => undefined,
      )
    : Promise.resolve();
  // Awaited before the build writes; a build that stops first awaits it before removing `dir`.
  linked.catch(() => undefined);
  const jobRunning = from !== undefined && existsSync(path.join(from, CARDS_PENDING_FILE));
  return { id, dir, from, linked, jobRunning };
}

/**
 * A tree to bring up to date for a new release: the spare a build with a new bundle left
 * (prepareSpare), else the last replaced release whose script and style files the current one all
 * has (the same bundle: the tabs opened on it lose nothing when it goes).
 */
export function reusableTree(buildDir: string, live: string): string | undefined {
  const spare = path.join(buildDir, SPARE_DIR);
  if (existsSync(spare)) return spare;
  const liveAssets = new Set(assetNames(live));
  return replacedReleases(buildDir).find((dir) => {
    const names = assetNames(dir);
    return names.length > 0 && names.every((name) => liveAssets.has(name));
  });
}

/** The bundle's files of a release (`client/assets/b/`, each named by its content's hash). */
function assetNames(release: string): string[] {
  try {
    return readdirSync(path.join(release, "client", BUILD_ASSETS_DIR));
  } catch {
    return [];
  }
}

/** Moves `tree` to `dir`, no longer marked as replaced (first: a kill between leaves it unfinished, removed). */
async function reuseTree(tree: string | undefined, dir: string): Promise<void> {
  if (!tree) return;
  await rm(path.join(tree, RETIRED_FILE), { force: true });
  renameSync(tree, dir);
}

/** mirrorTree (link-tree.ts) from `source` into `target`, in a thread, logged with `label`. */
export function mirrorInThread(
  label: string,
  source: string,
  target: string,
  {
    since,
    synced,
    behind,
    check = false,
  }: Pick<MirrorOptions, "since" | "synced"> & {
    /** at the lowest priority */
    behind: boolean;
    /** the content check writes into `target` meanwhile (mirroredNames) */
    check?: boolean;
  },
) {
  const started = performance.now();
  const worker = new Worker(new URL("./link-thread.ts", import.meta.url), {
    workerData: { source, target, ...mirroredNames(check), since, synced, behind },
  });
  const done = new Promise<Mirrored>((resolve, reject) => {
    worker.once("message", (counts: Mirrored) => {
      const time = ((performance.now() - started) / 1000).toFixed(2);
      console.log(
        `${label}: ${counts.linked} files of the current one linked, ${counts.same} there already, ` +
          `${counts.removed} removed, ${counts.folders} folders known equal (${time}s, in a thread)`,
      );
      resolve(counts);
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the link thread stopped (exit code ${code})`)));
  });
  return Object.assign(done, { worker });
}

/**
 * Makes `release` the current one in one rename and marks the one it replaced; the old ones are
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
  // The current release's chunks the new one lacks, where nginx-static and a static host find them
  // from the moment of the switch.
  await linkPreviousAssets(buildDir, release.dir);
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
