/** A content folder on disk, as the checker reads it. */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { ContentFolder } from "#app/content/check/check-folder.ts";

export function createDiskFolder(dir: string, cwd = process.cwd()): ContentFolder {
  const root = path.resolve(cwd, dir);
  return {
    async listFiles() {
      const dirents = await readdir(root, { recursive: true, withFileTypes: true });
      return dirents
        .filter((dirent) => dirent.isFile())
        .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)).split(path.sep).join("/"));
    },
    readText: (file) => readFile(path.join(root, file), "utf8"),
    displayPath: (file) => path.relative(cwd, path.join(root, file)) || file,
  };
}
