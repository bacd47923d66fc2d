/** A content folder on disk, as the checker reads it. */
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { ContentFolder } from "./check-folder.ts";

/**
 * `hashes`: the content hash of every file (`/`-separated relative path), when known (a build
 * hashed the folder).
 */
export function createDiskFolder(
  dir: string,
  cwd = process.cwd(),
  hashes?: ReadonlyMap<string, string>,
): ContentFolder {
  const root = path.resolve(cwd, dir);
  const shown = path.relative(cwd, root);
  return {
    contentHash: (file) => hashes?.get(file),
    async listFiles() {
      // In a build, the files it hashed: the folder is not listed a second time.
      if (hashes) return [...hashes.keys()];
      const dirents = await readdir(root, { recursive: true, withFileTypes: true });
      return dirents
        .filter((dirent) => dirent.isFile())
        .map((dirent) =>
          path.relative(root, path.join(dirent.parentPath, dirent.name)).split(path.sep).join("/"),
        );
    },
    // Synchronous on purpose: for thousands of small files it is several times faster than the
    // promise API's thread-pool round trips, and the checker has nothing else to do meanwhile.
    readText: async (file) => readFileSync(path.join(root, file), "utf8"),
    // Each file under the folder's own relative path: `path.relative` for each of 10,000 files
    // took a tenth of a second of a build.
    displayPath: (file) => path.join(shown, file) || file,
  };
}
