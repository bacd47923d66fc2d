/**
 * Writing a file of the site as a new file, never into the old one (decision 055). A build's
 * release shares its unchanged files with the current one by hard links: writing into an existing
 * path would change the live file too, half-written. Each write goes to a hidden temporary name
 * beside the file (a hidden segment is never served) and is renamed over it, so a reader sees the
 * old file or the new one, whole, and the old release keeps its own.
 */
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { copyFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { threadId } from "node:worker_threads";

let counter = 0;

/** A hidden name beside `file`, unique to this process, thread and write. */
function temporaryName(file: string): string {
  counter += 1;
  const name = `.${path.basename(file)}.${process.pid}-${threadId}-${counter}.tmp`;
  return path.join(path.dirname(file), name);
}

/** `writeFileSync` that replaces the file with a new one (a new inode) in one rename. */
export function replaceFileSync(file: string, data: string | Uint8Array): void {
  const temporary = temporaryName(file);
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** `writeFile` that replaces the file with a new one (a new inode) in one rename. */
export async function replaceFile(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = temporaryName(file);
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** `copyFile` to a new file renamed over `target`: never into a file another release shares. */
export async function replaceWithCopy(source: string, target: string): Promise<void> {
  const temporary = temporaryName(target);
  try {
    await copyFile(source, temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
