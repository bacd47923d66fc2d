/**
 * When two release trees are known to hold the same entries, folder by folder, without a look at
 * each file (decision 055). A mirror (link-tree.ts) from X into T that started at S and finished
 * at M made each pair of folders equal when it passed them; a folder changes its modification
 * time whenever an entry in it is added, removed or replaced (the build never writes into a file:
 * it renames a new one over it). So a folder of X last changed before S, beside its folder in T
 * last changed by M, are still equal. The mirror records S and M in T (`mirrored.json`), and the
 * next one reads them either way round: the spare was mirrored from the current release; the live
 * release was mirrored from the replaced one now reused.
 */
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { MirrorOptions } from "./link-tree.ts";

export const MIRROR_FILE = "mirrored.json";
/**
 * Kept off each bound: a file system stamps times from a coarse clock (a tick late), and a folder
 * changed that close to a bound is looked at file by file.
 */
const MARGIN_MS = 100;

interface MirrorRecord {
  /** The source tree's folder name (a release id). */
  source: string;
  started: number;
  finished: number;
}

/**
 * Records in `target` that it was mirrored from `source` between `started` and now; not when the
 * file system's clock is not this process's (a shared disk on another machine), where folder
 * times cannot be compared with it.
 */
export function recordMirror(target: string, source: string, started: number): void {
  const file = path.join(target, MIRROR_FILE);
  const finished = Date.now();
  const record: MirrorRecord = { source: path.basename(source), started, finished };
  writeFileSync(file, JSON.stringify(record));
  if (Math.abs(statSync(file).mtimeMs - finished) > MARGIN_MS / 2) rmSync(file, { force: true });
}

/** The bounds for a mirror from `live` into `target`, when a record relates them. */
export function syncedBounds(live: string, target: string): MirrorOptions["synced"] {
  const read = (tree: string) => {
    try {
      return JSON.parse(readFileSync(path.join(tree, MIRROR_FILE), "utf8")) as MirrorRecord;
    } catch {
      return undefined;
    }
  };
  const ofTarget = read(target);
  if (ofTarget?.source === path.basename(live)) {
    // The target (the spare) was mirrored from the current release.
    return {
      sourceBefore: ofTarget.started - MARGIN_MS,
      targetBefore: ofTarget.finished - MARGIN_MS,
    };
  }
  const ofLive = read(live);
  if (ofLive?.source === path.basename(target)) {
    // The current release was mirrored from the target (the replaced release reused).
    return { sourceBefore: ofLive.finished - MARGIN_MS, targetBefore: ofLive.started - MARGIN_MS };
  }
  return undefined;
}
