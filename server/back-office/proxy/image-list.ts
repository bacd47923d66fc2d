/**
 * Every image of the content folder's `images/` tree, for the editor's media library
 * (editor/media/): each image's path, folder, name and size, never its bytes (the library reads
 * a thumbnail with `getMediaFile` when it shows one). Dotfiles, symbolic links and files that are
 * no image of the contract (safe-path.ts) are left out; a folder deeper than eight levels is not
 * walked.
 */
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { checkRelativePath } from "./safe-path.ts";

export interface ListedImage {
  /** The file in the content folder: `images/blog/desk.jpg`. */
  path: string;
  /** Its folder: `images/blog`. */
  folder: string;
  name: string;
  bytes: number;
}

const MAX_DEPTH = 8;

export async function listImages(root: string): Promise<ListedImage[]> {
  const images: ListedImage[] = [];
  const walk = async (relative: string, depth: number): Promise<void> => {
    const dirents = await readdir(path.join(root, relative), { withFileTypes: true }).catch(
      () => [],
    );
    for (const dirent of dirents) {
      if (dirent.name.startsWith(".") || dirent.isSymbolicLink()) continue;
      const file = `${relative}/${dirent.name}`;
      if (dirent.isDirectory()) {
        if (depth < MAX_DEPTH) await walk(file, depth + 1);
        continue;
      }
      if (!dirent.isFile() || !isImage(file)) continue;
      const { size } = await stat(path.join(root, file));
      images.push({ path: file, folder: relative, name: dirent.name, bytes: size });
    }
  };
  await walk("images", 1);
  return images.sort((a, b) => a.path.localeCompare(b.path));
}

function isImage(file: string): boolean {
  try {
    return checkRelativePath(file).type === "image";
  } catch {
    return false;
  }
}
