/**
 * A build stopped by a full disk (ENOSPC) or a full quota (EDQUOT): one line naming the disk and
 * what was being written, instead of a stack trace (decision 055).
 */
import { readFileSync, statfsSync } from "node:fs";
import path from "node:path";

const FULL_CODES = new Set(["ENOSPC", "EDQUOT"]);

/** What says a disk is full in a message: the system's codes, and SQLite's (SQLITE_FULL). */
const FULL_TEXT = /\b(ENOSPC|EDQUOT)\b|database or disk is full/;

/** The error, or one in its causes, that says the disk or quota is full. */
export function diskFullError(error: unknown): NodeJS.ErrnoException | undefined {
  for (let at: unknown = error, depth = 0; at && depth < 10; depth += 1) {
    const candidate = at as NodeJS.ErrnoException;
    if (FULL_CODES.has(candidate.code ?? "")) return candidate;
    if (FULL_TEXT.test(candidate.message ?? "")) return candidate;
    at = candidate.cause;
  }
  return undefined;
}

/** Whether a child process's error output says the disk was full. */
export function saysDiskFull(output: string): boolean {
  return FULL_TEXT.test(output);
}

/** The mount point holding `file` (the longest mount point that is a prefix of it). */
function mountOf(file: string): string {
  let mounts: string[];
  try {
    mounts = readFileSync("/proc/self/mounts", "utf8")
      .split("\n")
      .map((line) => line.split(" ")[1]?.replace(/\\040/g, " ") ?? "")
      .filter(Boolean);
  } catch {
    return "/";
  }
  const absolute = path.resolve(file);
  return mounts
    .filter((mount) => mount === "/" || absolute === mount || absolute.startsWith(`${mount}/`))
    .reduce((longest, mount) => (mount.length > longest.length ? mount : longest), "/");
}

/**
 * The line a build stopped by a full disk prints: the disk, its free space, the file (`writing`
 * when the error names none: SQLite's does not).
 */
export function diskFullLine(error: NodeJS.ErrnoException, writing: string): string {
  const file = error.path ?? /'(\/[^']+)'/.exec(error.message)?.[1] ?? writing;
  const mount = mountOf(file);
  let free = "";
  try {
    const info = statfsSync(mount);
    free = `, ${((info.bavail * info.bsize) / 1024 / 1024).toFixed(1)} MB free`;
  } catch {
    // Free space unknown.
  }
  const what = error.code === "EDQUOT" ? "disk quota is full" : "disk is full";
  return `Build stopped: the ${what} on ${mount}${free} while writing ${file}; the live site is unchanged (free space, then build again).`;
}
