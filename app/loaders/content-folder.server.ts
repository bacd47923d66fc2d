/**
 * The content folder on disk, as the build, the server's feeds, the checker and the authoring
 * tools read it. Where files live and how a site path maps to one is the engine's
 * (`#app/content/folder/layout.ts`); this adds the disk and the containment check.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { MANIFEST_FILE, toFolderFile } from "#app/content/index.ts";
import { loadManifest, type ReadText } from "#app/content/index.ts";

export interface DiskContentFolder {
  /** The folder, absolute. */
  dir: string;
  /** The manifest file, absolute. */
  manifestFile: string;
  /** The absolute path of a folder file (`blogs/x.md`); undefined when it would leave the folder. */
  pathOf(folderFile: string): string | undefined;
  /** The absolute path of a site path (`assets/content/blogs/x.md`), or undefined. */
  fileOf(sitePath: string): string | undefined;
  /** Reads a content file by its site path; rejects when it is outside the folder or unreadable. */
  readText: ReadText;
  /** The manifest, read and validated. */
  readManifest(): ReturnType<typeof loadManifest>;
}

export function openContentFolder(dir: string): DiskContentFolder {
  const root = path.resolve(dir);
  const pathOf = (folderFile: string) => {
    const file = path.resolve(root, folderFile);
    return isInsideDir(root, file) ? file : undefined;
  };
  const fileOf = (sitePath: string) => {
    const folderFile = toFolderFile(sitePath);
    return folderFile === undefined ? undefined : pathOf(folderFile);
  };
  const readText: ReadText = async (sitePath) => {
    const file = fileOf(sitePath);
    if (!file) throw new Error(`outside the content folder: ${sitePath}`);
    return readFile(file, "utf8");
  };
  return {
    dir: root,
    manifestFile: path.join(root, MANIFEST_FILE),
    pathOf,
    fileOf,
    readText,
    readManifest: () => loadManifest(readText),
  };
}

/** Is `candidate` strictly inside `dir` (both compared as absolute paths)? */
export function isInsideDir(dir: string, candidate: string): boolean {
  const relative = path.relative(path.resolve(dir), path.resolve(candidate));
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}
