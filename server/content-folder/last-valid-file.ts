/**
 * A file the site owner edits while the server runs (the manifest, the link registry, index
 * files), read through the "last valid version" rule: a save that does not parse, a file that is
 * briefly missing or half-written never replaces what the server already had. The site keeps
 * working on the last good version, the problem is logged once per change of the file, and the
 * next good save applies on the next check. A value that changes with time (`dueAt`) is read
 * again when its time comes, with no save.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { openInside } from "#server/http/paths.ts";
import { fileStamp } from "#app/content/index.ts";
import { createDueTimer } from "./due-timer.ts";

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export interface LastValidFileOptions<T> {
  /** The folder the file must lie in (symlinks out of it are refused). */
  root: string;
  /** File name inside `root`. */
  name: string;
  /** Turns the text into a value, or says why the file is unusable. Must not throw. */
  parse: (text: string) => Parsed<T>;
  /** The value until a first valid version has been read. */
  initial: T;
  log: (line: string) => void;
  /** Checks (one stat) are at most this far apart; 0 checks on every call. */
  checkIntervalMs?: number;
  /** A file the site may do without: missing before any valid version is not logged. */
  optional?: boolean;
  /**
   * When a value read from the same bytes changes with time (the manifest at a scheduled
   * entry's `publishAt`): the file is read again at that instant, as after a save, by a timer
   * and by any call from then on.
   */
  dueAt?: (value: T) => number | undefined;
}

interface LastValidSnapshot<T> {
  value: T;
  /** The bytes of the last valid version; undefined until there has been one. */
  bytes: Buffer | undefined;
  /** Grows by one with every new valid version (0: none yet). */
  version: number;
  /** mtime of the last valid version. */
  mtime: Date | undefined;
  /** What is wrong with the file now (the value is then the last valid one), else undefined. */
  problem: string | undefined;
}

export type LastValidFile<T> = () => Promise<LastValidSnapshot<T>>;

// Long: its closures share the snapshot, the pending read and the due timer that re-reads it.
export function createLastValidFile<T>(options: LastValidFileOptions<T>): LastValidFile<T> {
  const file = path.join(options.root, options.name);
  const interval = options.checkIntervalMs ?? 0;
  let snapshot: LastValidSnapshot<T> = {
    value: options.initial,
    bytes: undefined,
    version: 0,
    mtime: undefined,
    problem: undefined,
  };
  let seenKey: string | undefined;
  let failing = false;
  let checkedAt = -Infinity;
  let pending: Promise<LastValidSnapshot<T>> | undefined;
  /** When the last valid value stops being true of its bytes (a scheduled entry is due). */
  let dueAt: number | undefined;
  const isDue = () => dueAt !== undefined && Date.now() >= dueAt;
  const timer = createDueTimer(() => void read().catch(() => undefined));

  /** Records what the file looks like now; logs only when that differs from last time. */
  const reject = (key: string, problem: string): void => {
    snapshot = { ...snapshot, problem };
    const quiet = options.optional && key === "missing" && snapshot.version === 0;
    if (key !== seenKey && !quiet) {
      const kept = snapshot.version > 0 ? "keeping the last valid version" : "no valid version yet";
      options.log(`${options.name}: ${problem}; ${kept}`);
    }
    seenKey = key;
    failing = !quiet;
  };

  const check = async (): Promise<LastValidSnapshot<T>> => {
    const info = await stat(file).catch(() => undefined);
    if (!info) {
      reject("missing", `not found in ${options.root}`);
      return snapshot;
    }
    const key = fileStamp(info);
    if (key === seenKey && !isDue()) return snapshot;
    const opened = await openInside(options.root, file);
    if (!opened) {
      reject(`unreadable:${key}`, "not a regular file inside the folder");
      return snapshot;
    }
    let bytes: Buffer;
    try {
      bytes = await opened.handle.readFile();
    } catch (error) {
      reject(`unreadable:${key}`, `cannot be read (${String(error)})`);
      return snapshot;
    } finally {
      await opened.handle.close().catch(() => undefined);
    }
    // The key of what was read: a write between the stat and the read is seen next time.
    const readKey = fileStamp(opened.stat);
    const parsed = options.parse(bytes.toString("utf8"));
    if (!parsed.ok) {
      reject(readKey, parsed.message);
      return snapshot;
    }
    if (failing) options.log(`${options.name}: valid again`);
    failing = false;
    seenKey = readKey;
    dueAt = options.dueAt?.(parsed.value);
    timer.arm(dueAt);
    snapshot = {
      value: parsed.value,
      bytes,
      version: snapshot.version + 1,
      mtime: opened.stat.mtime,
      problem: undefined,
    };
    return snapshot;
  };

  const read = (): Promise<LastValidSnapshot<T>> => {
    if (pending) return pending;
    const now = performance.now();
    if (interval > 0 && now - checkedAt < interval && !isDue()) return Promise.resolve(snapshot);
    checkedAt = now;
    pending = check().finally(() => (pending = undefined));
    return pending;
  };
  return read;
}
