/**
 * Every file under a folder, one folder read at a time. A 100,000-entry build has over a million
 * files in more than 100,000 folders: `readdir(recursive)` held every entry at once (hundreds of
 * MB), and `opendir(recursive)` kept folders open until it ran out of file handles (EMFILE).
 */
import { readdir } from "node:fs/promises";
import path from "node:path";

/** Files under `dir`, relative to it (platform separators); nothing when `dir` is missing. */
export async function* walkFiles(dir: string): AsyncGenerator<string> {
  const pending = [""];
  while (pending.length > 0) {
    const folder = pending.pop() as string;
    const entries = await readdir(path.join(dir, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const relative = folder ? path.join(folder, entry.name) : entry.name;
      if (entry.isDirectory()) pending.push(relative);
      else if (entry.isFile()) yield relative;
    }
  }
}
