/**
 * The content folder inside the site (`assets/content/`), so `build/client` is a complete static
 * site for any host: kept in step with the folder by content hash, copying only files that are
 * new or changed and removing those gone, as a fresh copy would be.
 */
import { copyFile, mkdir, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { hashOf } from "./build-inputs.ts";

/** Content hash of every file in `dir`, by `/`-separated relative path. */
export async function hashFolder(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  const hashes = new Map<string, string>();
  let next = 0;
  const reader = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      hashes.set(file.split(path.sep).join("/"), hashOf(await readFile(path.join(dir, file))));
    }
  };
  await Promise.all(Array.from({ length: 8 }, reader));
  return new Map([...hashes].sort(([a], [b]) => (a < b ? -1 : 1)));
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
      await copyFile(path.join(source, ...file), path.join(target, ...file));
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
