/**
 * Files written whole or not at all: the bytes go to a temporary file beside each (a dotfile,
 * which neither the site nor the checker serves), then a rename puts it in place, so the live
 * server never reads half a file. A save of several files (a post and the manifest) writes every
 * temporary file before it renames any: a failed write (a full disk) leaves all of them as they
 * were, never the post saved without its manifest row. A rename that fails after others (a new
 * name the folder has no room for) puts back the files renamed before it.
 */
import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { copyFile, link, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { refuse } from "./errors.ts";

/** A file's new bytes, or null to delete it. */
export interface FileWrite {
  absolute: string;
  bytes: Buffer | string | null;
}

export async function writeAtomically(file: string, bytes: Buffer | string): Promise<void> {
  await writeAllAtomically([{ absolute: file, bytes }]);
}

/**
 * Writes and deletes `files` together: nothing changes unless every new file was written and
 * `beforeRename` (run once they all wait under their temporary names) did not throw.
 */
async function writeAllAtomically(
  files: readonly FileWrite[],
  beforeRename?: () => Promise<void>,
): Promise<void> {
  const staged: { temporary: string; absolute: string }[] = [];
  try {
    for (const { absolute, bytes } of files) {
      if (bytes === null) continue;
      await mkdir(path.dirname(absolute), { recursive: true });
      const temporary = besideAsDotfile(absolute);
      staged.push({ temporary, absolute });
      await writeFile(temporary, bytes);
    }
    await beforeRename?.();
  } catch (error) {
    await Promise.all(staged.map(({ temporary }) => rm(temporary, { force: true })));
    throw error;
  }
  // The new files first, then the deletions: a delete's manifest no longer names the file it
  // removes before the file goes.
  await renameAllOrNone(staged);
  for (const { absolute, bytes } of files) {
    if (bytes === null) await rm(absolute, { force: true });
  }
}

/**
 * Renames each temporary file over its file. Each file replaced stays under a second name until
 * every rename is done (a hard link, or a copy where the file system has no hard links), so when
 * one fails the files renamed before it get their old bytes back (or go, if they are new), and
 * the error is thrown.
 */
async function renameAllOrNone(staged: readonly { temporary: string; absolute: string }[]) {
  const done: { absolute: string; old: string | undefined; isNew: boolean }[] = [];
  const dropOld = () => Promise.all(done.map(({ old }) => old && rm(old, { force: true })));
  try {
    for (const { temporary, absolute } of staged) {
      const old = besideAsDotfile(absolute);
      const kept = await keepAside(absolute, old);
      done.push({ absolute, old: kept === "kept" ? old : undefined, isNew: kept === "none" });
      await rename(temporary, absolute);
    }
  } catch (error) {
    for (const { absolute, old, isNew } of done.reverse()) {
      if (old) await rename(old, absolute);
      else if (isNew) await rm(absolute, { force: true });
    }
    // A rename between two links of one file leaves both: the second name goes here.
    await dropOld();
    await Promise.all(staged.map(({ temporary }) => rm(temporary, { force: true })));
    throw error;
  }
  await dropOld();
}

/**
 * `file`'s bytes under `old` too: a hard link, or a copy where links are refused (FAT, some
 * network file systems); "none" when there is no such file yet. A copy that fails too (a full
 * disk) is removed and thrown: the renames done before it are put back.
 */
async function keepAside(file: string, old: string): Promise<"kept" | "none"> {
  try {
    await link(file, old);
    return "kept";
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "none";
  }
  await copyFile(file, old, constants.COPYFILE_EXCL).catch(async (error: unknown) => {
    await rm(old, { force: true });
    throw error;
  });
  return "kept";
}

/** A name beside `file` that neither the site nor the checker serves (a dotfile). */
const besideAsDotfile = (file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);

/** `writeAllAtomically`, refusing the act (507) when the disk is full: nothing was written. */
export async function writeOrRefuse(
  files: readonly FileWrite[],
  beforeRename?: () => Promise<void>,
): Promise<void> {
  await writeAllAtomically(files, beforeRename).catch((error: unknown) =>
    isDiskFull(error)
      ? refuse(507, "the server's disk is full: nothing was saved: free space, then save again")
      : Promise.reject(error),
  );
}

/** True when `error` says the disk (or the account's quota) is full. */
function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}
