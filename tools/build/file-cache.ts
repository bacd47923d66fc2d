/**
 * Results worked out per content file (checker findings, image uses), remembered between builds
 * by the file's content: a value is reused only when its key (a hash of the file's text and of
 * whatever else the result depends on) is the one it was stored with. The cache lives in the
 * build folder, which a change of code empties (tools/build/main.ts), so a result is never
 * reused across code that might compute it differently.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

export interface FileCache<T> {
  get(file: string, key: string): T | undefined;
  set(file: string, key: string, value: T): void;
  /**
   * Writes what this run used (files no longer asked for are dropped). No-op without a file, and
   * when nothing was asked for or set since the last save.
   * `keepUnused`: keep the last run's values too, for a step that adds values a later step uses
   * (the later step's own save drops what nobody asked for).
   */
  save(options?: { keepUnused?: boolean }): Promise<void>;
  /** How many lookups were answered from the cache. */
  readonly hits: number;
}

export async function openFileCache<T>(cacheFile: string | undefined): Promise<FileCache<T>> {
  let stored: Record<string, { key: string; value: T }> = {};
  if (cacheFile) {
    try {
      stored = JSON.parse(await readFile(cacheFile, "utf8"));
    } catch {
      stored = {};
    }
  }
  const used: Record<string, { key: string; value: T }> = {};
  let hits = 0;
  // Whether a save would write something the last save did not: the first save always writes
  // (it drops what nobody asked for); a second one only after a change (10 MB at 10,000 files).
  let changed = true;
  return {
    get(file, key) {
      // A value set in this run answers too: one step can work out what a later one reads.
      const record = used[file]?.key === key ? used[file] : stored[file];
      if (record?.key !== key) return undefined;
      hits += 1;
      if (used[file] !== record) changed = true;
      used[file] = record;
      return record.value;
    },
    set(file, key, value) {
      used[file] = { key, value };
      changed = true;
    },
    async save(options) {
      if (!cacheFile || !changed) return;
      changed = false;
      await mkdir(path.dirname(cacheFile), { recursive: true });
      const kept = options?.keepUnused ? { ...stored, ...used } : used;
      await writeFile(`${cacheFile}.tmp`, JSON.stringify(kept));
      await rename(`${cacheFile}.tmp`, cacheFile);
    },
    get hits() {
      return hits;
    },
  };
}

/** The cache file of `name` for a build in `buildDir`. */
export function buildCacheFile(buildDir: string, name: string): string {
  return path.join(buildDir, "cache", `${name}.json`);
}
