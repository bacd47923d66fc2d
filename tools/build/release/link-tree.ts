/**
 * A release made from the current one without copying it (decision 055): every folder made again,
 * every file hard-linked (a link per file, not a copy of its bytes), every symbolic link made
 * again with the same target. The build then replaces the files it changes with new ones
 * (app/prerender/replace-file.server.ts), so the current release keeps its own.
 *
 * The target may already hold a tree: an earlier release of the same code, or the spare a build
 * with a new bundle prepared (releases.ts). It is then brought up to date rather than linked
 * anew: a file that is the current one's (same inode) stays, and only what differs is linked or
 * removed, so an edit's release costs a look at each file, not a link of each.
 */
import { link, lstat, mkdir, readdir, readlink, rmdir, symlink, unlink } from "node:fs/promises";
import { lstatSync, readdirSync, readlinkSync, type Dirent, type Stats } from "node:fs";
import path from "node:path";

/**
 * How many system calls are in flight at once: a link or a folder waits mostly on the file
 * system's journal (after a build's writes, seconds for a few thousand one at a time), and waits
 * overlap; the thread pool runs four.
 */
const IN_FLIGHT = 32;
/** A write a killed process left half done (replace-file.server.ts names): not the release's. */
const TEMPORARY = /^\..*\.\d+-\d+-\d+\.tmp$/;

export interface MirrorOptions {
  /** Top-level names of the source left out (and removed from the target). */
  skip: ReadonlySet<string>;
  /** Top-level names of the target never touched (the shared cache's link). */
  keep: ReadonlySet<string>;
  /**
   * When the build that owns the target started: a file changed since is the build's own (the
   * content check's temporary file beside its image manifest, which it writes while the tree is
   * mirrored), newer than the source's, and kept. The names it renames into place are in `keep`
   * (releases.ts: mirroredNames). `Infinity`: nothing in the target is kept for being new.
   */
  since: number;
  /**
   * Folders known equal (below the top): a folder of the source last changed before
   * `sourceBefore` and its target last changed before `targetBefore` hold the same entries, so
   * only their subfolders are looked at (synced-trees.ts says when that holds).
   */
  synced?: { sourceBefore: number; targetBefore: number };
}

export interface Mirrored {
  /** Files and symbolic links made in the target. */
  linked: number;
  /** Files already the source's (the same inode or link target). */
  same: number;
  /** Entries of the target removed: not in the source, or a file the source has replaced. */
  removed: number;
  /** Folders known equal (`synced`), their files not looked at. */
  folders: number;
  /** Files below the top kept for being newer than `since` (the build wrote there meanwhile). */
  ownBelowTop: number;
}

/**
 * Makes `target` (made here when missing) hold the tree at `source` as hard links. It runs in a
 * thread of its own (link-thread.ts) while the build reads.
 */
export async function mirrorTree(
  source: string,
  target: string,
  options: MirrorOptions,
): Promise<Mirrored> {
  await mkdir(target, { recursive: true });
  const counts: Mirrored = { linked: 0, same: 0, removed: 0, folders: 0, ownBelowTop: 0 };
  const ownSince = (stats: Stats) => stats.mtimeMs >= options.since;
  const remove = async (at: string) => {
    const stats = await lstat(at).catch(() => undefined);
    if (!stats || (!stats.isDirectory() && ownSince(stats))) return;
    if (stats.isDirectory()) {
      // A folder only the target has: what the build wrote in it meanwhile stays.
      for (const name of await readdir(at)) await remove(inside(at, name));
      await rmdir(at).catch(() => undefined);
    } else await unlink(at);
    counts.removed += 1;
  };
  const waiting: (() => Promise<void>)[] = [];
  // Reads are made at once (this is a thread of its own: a look at a folder or a file costs
  // microseconds, where a promise's round trip costs more); the changes wait on the journal, and
  // run IN_FLIGHT at a time.
  const visit = (from: string, to: string, top: boolean) => async () => {
    const known = !top && options.synced && knownEqual(from, to, options.synced);
    if (known) {
      counts.folders += 1;
      if (known === "leaf") return;
      for (const entry of readdirSync(from, { withFileTypes: true })) {
        if (entry.isDirectory()) {
          waiting.push(visit(inside(from, entry.name), inside(to, entry.name), false));
        }
      }
      return;
    }
    const there = new Map<string, Dirent>(
      readdirSync(to, { withFileTypes: true }).map((entry) => [entry.name, entry]),
    );
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      if ((top && options.skip.has(entry.name)) || TEMPORARY.test(entry.name)) continue;
      const fromPath = inside(from, entry.name);
      const toPath = inside(to, entry.name);
      const old = there.get(entry.name);
      there.delete(entry.name);
      if (entry.isDirectory()) {
        if (old?.isDirectory()) waiting.push(visit(fromPath, toPath, false));
        else {
          waiting.push(async () => {
            if (old) await remove(toPath);
            await mkdir(toPath, { recursive: true });
            waiting.push(visit(fromPath, toPath, false));
          });
        }
      } else if (entry.isSymbolicLink() || entry.isFile()) {
        const kept = old && sameEntry(fromPath, toPath, ownSince);
        if (kept === "own" && !top) counts.ownBelowTop += 1;
        if (kept) counts.same += 1;
        else {
          waiting.push(async () => {
            if (old) await remove(toPath);
            const made = await linkOrKeep(entry, fromPath, toPath, ownSince, remove);
            if (made) counts.linked += 1;
            else {
              // Made since the folder was read, by the build: newer, kept.
              counts.same += 1;
              if (!top) counts.ownBelowTop += 1;
            }
          });
        }
      }
    }
    for (const name of there.keys()) {
      if (top && options.keep.has(name)) continue;
      waiting.push(() => remove(inside(to, name)));
    }
  };
  waiting.push(visit(path.resolve(source), path.resolve(target), true));
  await runInFlight(waiting);
  return counts;
}

/**
 * Links (or makes the symbolic link) `to` as `from`; false when `to` was made since its folder was
 * read, by the build: newer, and kept. An older file found there is replaced.
 */
async function linkOrKeep(
  entry: Dirent,
  from: string,
  to: string,
  ownSince: (stats: Stats) => boolean,
  remove: (at: string) => Promise<void>,
): Promise<boolean> {
  const make = async () => (entry.isFile() ? link(from, to) : symlink(await readlink(from), to));
  try {
    await make();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    if (ownSince(lstatSync(to))) return false;
    await remove(to);
    await make();
  }
  return true;
}

/**
 * `name` inside `folder`. The folders are the tree's own (normalized once, at the top) and `name`
 * an entry read from one: `path.join` would normalize the whole path again, which was a fifth of
 * this thread's time at 10,000 entries (about 75,000 entries looked at).
 */
function inside(folder: string, name: string): string {
  return folder + path.sep + name;
}

/** Runs the tasks, IN_FLIGHT at once, until none is left (a task may add more). */
async function runInFlight(waiting: (() => Promise<void>)[]): Promise<void> {
  let running = 0;
  await new Promise<void>((resolve, reject) => {
    const next = (): void => {
      while (running < IN_FLIGHT && waiting.length > 0) {
        const task = waiting.pop() as () => Promise<void>;
        running += 1;
        task().then(() => {
          running -= 1;
          if (running === 0 && waiting.length === 0) resolve();
          else next();
        }, reject);
      }
    };
    next();
  });
}

/**
 * Whether both folders are older than their bound (a missing target folder is not): "leaf" when
 * the source holds no folder (a folder's link count is 2 plus its subfolders where the file system
 * keeps it so; 1 where it does not, and then it is read).
 */
function knownEqual(
  from: string,
  to: string,
  synced: NonNullable<MirrorOptions["synced"]>,
): false | "leaf" | "folder" {
  const source = lstatSync(from);
  const target = lstatSync(to, { throwIfNoEntry: false });
  if (!target?.isDirectory()) return false;
  if (source.mtimeMs >= synced.sourceBefore || target.mtimeMs >= synced.targetBefore) return false;
  return source.nlink === 2 ? "leaf" : "folder";
}

/**
 * Whether the target's entry can stay: the source's own file (the same inode) or a link to the
 * same place, or a file the build made since it started (newer than the source's).
 */
function sameEntry(from: string, to: string, ownSince: (stats: Stats) => boolean): boolean | "own" {
  const source = lstatSync(from);
  const target = lstatSync(to);
  const same = source.isSymbolicLink()
    ? target.isSymbolicLink() && readlinkSync(from) === readlinkSync(to)
    : target.isFile() && target.ino === source.ino && target.dev === source.dev;
  return same || (ownSince(target) && "own");
}
