/**
 * One build at a time per build folder (decision 055): `{BUILD_DIR}/build.lock` holds the running
 * build's process id, host and start time. A second build waits for it, saying so once; a lock
 * whose process is gone (a build killed) is taken over, not obeyed forever. A lock from another
 * host (a shared disk) cannot be checked, so it is waited for.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export const LOCK_FILE = "build.lock";

interface Holder {
  pid: number;
  host: string;
  started: string;
}

export interface LockOptions {
  /** Called once when another build holds the lock. */
  onWait?: (line: string) => void;
  pollMs?: number;
}

/** Takes the build folder's lock, waiting while a running build holds it; returns its release. */
export async function takeBuildLock(buildDir: string, options: LockOptions = {}) {
  mkdirSync(buildDir, { recursive: true });
  const file = path.join(buildDir, LOCK_FILE);
  const mine: Holder = { pid: process.pid, host: hostname(), started: new Date().toISOString() };
  let told = false;
  for (;;) {
    if (tryCreate(file, mine)) break;
    const holder = readHolder(file);
    if (holder && isStale(holder)) {
      takeOver(file, holder);
      continue;
    }
    if (holder && !told) {
      told = true;
      options.onWait?.(
        `Waiting for the build running as process ${holder.pid} on ${holder.host} since ${holder.started} (${file})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 200));
  }
  const release = () => {
    if (readHolder(file)?.pid === mine.pid) rmSync(file, { force: true });
  };
  process.once("exit", release);
  return release;
}

/**
 * The lock if no running build holds it (a stale one is taken over), else undefined at once: for
 * work after a build that a build may do itself instead (the spare's refresh: releases.ts).
 */
export function tryBuildLock(buildDir: string): (() => void) | undefined {
  const file = path.join(buildDir, LOCK_FILE);
  const mine: Holder = { pid: process.pid, host: hostname(), started: new Date().toISOString() };
  if (!tryCreate(file, mine)) {
    const holder = readHolder(file);
    if (!holder || !isStale(holder)) return undefined;
    takeOver(file, holder);
    if (!tryCreate(file, mine)) return undefined;
  }
  return () => {
    if (readHolder(file)?.pid === mine.pid) rmSync(file, { force: true });
  };
}

/** The process id of the build holding the lock, if any. */
export function lockHolder(buildDir: string): number | undefined {
  return readHolder(path.join(buildDir, LOCK_FILE))?.pid;
}

function tryCreate(file: string, holder: Holder): boolean {
  try {
    writeFileSync(file, JSON.stringify(holder), { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as Holder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    // Gone meanwhile, or being written (`wx` creates it empty first): read again next time.
    return undefined;
  }
}

function isStale(holder: Holder): boolean {
  if (holder.host !== hostname()) return false;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/**
 * Moves the stale lock aside under a name of this process; when what was moved is not the stale
 * lock (another build took it over first and wrote its own), it is put back.
 */
function takeOver(file: string, stale: Holder): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return;
  }
  const moved = readHolder(aside);
  if (moved && (moved.pid !== stale.pid || moved.started !== stale.started)) {
    try {
      renameSync(aside, file);
    } catch {
      // Another build made a lock meanwhile: it holds it.
    }
  }
  rmSync(aside, { force: true });
}
