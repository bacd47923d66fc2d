/**
 * A build's release: staged beside the live one, made live in one rename, the old ones pruned
 * (decision 055; the layout: layout.ts).
 *
 * Kept after a switch: the releases replaced in the last 24 hours and always the last two, at
 * most ten, so the server can still answer a tab opened before a deploy with the script chunks of
 * its own build (server/previous-assets.ts). A release that never went live (a build killed or
 * failed before its switch) is removed by the next build.
 */
import { existsSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { listReleases, RETIRED_FILE } from "#server/releases.ts";
import { stopSearchJob } from "#tools/build/search-job.ts";
import { linkTree } from "./link-tree.ts";
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
const NOT_LINKED = new Set([
  CACHE_DIR,
  RETIRED_FILE,
  "search-next",
  "search-old",
  "search-index.log",
]);

export interface StagedRelease {
  id: string;
  dir: string;
  /** The live release it was linked from (undefined: made empty). */
  from: string | undefined;
}

/**
 * Removes what killed builds left, then makes the new release: empty when every page is built
 * again, else every file of the live release hard-linked.
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
  const started = performance.now();
  if (from) {
    const linked = linkTree(from, dir, NOT_LINKED);
    const time = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`Release ${id}: ${linked} files of the live one linked (${time}s)`);
  } else await rm(dir, { recursive: true, force: true });
  linkCache(buildDir, dir);
  return { id, dir, from };
}

/** Makes `release` the live one in one rename, marks the one it replaced, prunes the old ones. */
export async function publishRelease(buildDir: string, release: StagedRelease): Promise<void> {
  const replaced = currentRelease(buildDir);
  ensureRootLinks(buildDir);
  switchLink(path.join(buildDir, CURRENT_LINK), path.join(RELEASES_DIR, release.id));
  if (replaced && existsSync(replaced)) {
    writeFileSync(path.join(replaced, RETIRED_FILE), String(Date.now()));
  }
  await pruneReleases(buildDir, Date.now());
}

/** Releases neither live nor replaced: what a killed or failed build left. */
async function removeUnfinished(buildDir: string): Promise<void> {
  const live = currentRelease(buildDir);
  for (const { dir, retiredAt } of listReleases(buildDir)) {
    if (dir !== live && retiredAt === undefined) await rm(dir, { recursive: true, force: true });
  }
}

/** Keeps the replaced releases the policy keeps (newest first), removes the rest. */
async function pruneReleases(buildDir: string, now: number): Promise<void> {
  const live = currentRelease(buildDir);
  const replaced = listReleases(buildDir)
    .filter((release) => release.dir !== live && release.retiredAt !== undefined)
    .sort((a, b) => (b.retiredAt ?? 0) - (a.retiredAt ?? 0));
  const kept = (retiredAt: number, index: number) =>
    index < KEEP_LAST || (index < KEEP_MAX && now - retiredAt < KEEP_MS);
  for (const [index, release] of replaced.entries()) {
    if (!kept(release.retiredAt ?? 0, index))
      await rm(release.dir, { recursive: true, force: true });
  }
}
