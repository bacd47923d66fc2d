/**
 * The content folder inside the site (`assets/content/`), so `build/client` is a complete static
 * site for any host: kept in step with the folder by content hash, copying only files that are
 * new or changed and removing those gone, as a fresh copy would be.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { replaceWithCopy, type FileStamp } from "#app/prerender/index.server.ts";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { hashOf } from "#app/content/index.server.ts";
import { fileStamp } from "#app/content/index.ts";

/** Content hash of every file in `dir`, by `/`-separated relative path. */
export async function hashFolder(dir: string): Promise<Map<string, string>> {
  return hashFolderByStamp(dir, {}).hashes;
}

/**
 * `hashFolder`, reading only files whose stamp (size, inode, change and modification times)
 * differs from `last`: what Git's index does for `git status`. At 10,000 files a stat is about a
 * fifth of a read and a hash. The change time moves on every write and cannot be set back by
 * tools that restore modification times, so an edited file is always read again. Synchronous:
 * through the thread pool, 10,000 small files took 1.8 s on the build machine, 0.5 s this way.
 */
export function hashFolderByStamp(
  dir: string,
  last: Readonly<Record<string, FileStamp>>,
): { hashes: Map<string, string>; stamps: Record<string, FileStamp> } {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
  const hashes = new Map<string, string>();
  const stamps: Record<string, FileStamp> = {};
  for (const file of files) {
    const full = path.join(dir, file);
    const info = statSync(full, { bigint: true });
    const stamp = fileStamp(info);
    const known = last[file];
    const hash = known?.stamp === stamp ? known.hash : hashOf(readFileSync(full));
    hashes.set(file, hash);
    stamps[file] = { stamp, hash };
  }
  return { hashes, stamps };
}

/**
 * Makes `target` a copy of `source` given both folders' hashes (`copied`: what `target` holds
 * from the last build). Returns the files written, relative to `target`.
 */
export async function syncFolder(
  source: string,
  target: string,
  hashes: ReadonlyMap<string, string>,
  copied: Readonly<Record<string, string>>,
): Promise<string[]> {
  const written = [...hashes].filter(([file, hash]) => copied[file] !== hash).map(([f]) => f);
  const folders = new Set(
    written.map((file) => path.dirname(path.join(target, ...file.split("/")))),
  );
  for (const folder of folders) await mkdir(folder, { recursive: true });
  // Several copies in flight: one at a time left the disk idle between them.
  let next = 0;
  const copier = async () => {
    while (next < written.length) {
      const file = (written[next++] as string).split("/");
      await replaceWithCopy(path.join(source, ...file), path.join(target, ...file));
    }
  };
  await Promise.all(Array.from({ length: 16 }, copier));
  for (const file of Object.keys(copied)) {
    if (hashes.has(file)) continue;
    const gone = path.join(target, ...file.split("/"));
    await Promise.all([gone, `${gone}.br`, `${gone}.gz`].map((f) => rm(f, { force: true })));
  }
  return written;
}
