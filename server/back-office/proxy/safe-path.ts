/**
 * Which paths the back office reads and writes: a file of the content folder named by a relative
 * `/`-separated path, of a type the contract has (markdown, the folder's JSON files, images), that
 * does not leave the folder by `..`, an absolute path, a symbolic link or a dotfile. The path is
 * checked as written (no decoding) and again on disk: every part of it that exists is a real
 * folder or file inside the folder, never a link.
 */
import { lstat } from "node:fs/promises";
import path from "node:path";
import { LINKS_FILE, MANIFEST_FILE, REDIRECTS_FILE, SITE_FILE } from "#app/content/index.ts";
import { refuse } from "./errors.ts";

/** The folder's JSON files: nothing else of the folder is JSON. */
const JSON_FILES = new Set([MANIFEST_FILE, LINKS_FILE, REDIRECTS_FILE, SITE_FILE]);
/** Images an upload may be (SVG is refused: it can carry script). */
const IMAGE_TYPES = new Set(["png", "jpg", "jpeg", "gif", "webp", "avif"]);

export type FileType = "markdown" | "json" | "image";

/** What kind of content file `relative` is, or a 400 saying why it is not one. */
export function checkRelativePath(relative: unknown): { file: string; type: FileType } {
  if (typeof relative !== "string" || relative === "") return refuse(400, "a path is required");
  if (relative.length > 1024) return refuse(400, "the path is too long");
  if (relative.includes("\\") || [...relative].some((letter) => letter.charCodeAt(0) < 0x20)) {
    return refuse(400, `"${printable(relative)}": backslashes and control characters are refused`);
  }
  if (relative.startsWith("/") || /^[a-z]:/i.test(relative)) {
    return refuse(
      400,
      `"${relative}": an absolute path is refused; paths are relative to the content folder`,
    );
  }
  const segments = relative.split("/");
  for (const segment of segments) {
    if (segment === "" || segment === "." || segment === "..") {
      return refuse(
        400,
        `"${relative}": a path with "..", "." or an empty part leaves or bends the content folder`,
      );
    }
    if (segment.startsWith(".")) return refuse(400, `"${relative}": dotfiles are refused`);
  }
  const extension = path.extname(relative).slice(1).toLowerCase();
  if (extension === "md") return { file: relative, type: "markdown" };
  if (extension === "json" && JSON_FILES.has(relative)) return { file: relative, type: "json" };
  // SVG is read (the demo's product logos are SVG) but never uploaded (media.ts).
  if ((IMAGE_TYPES.has(extension) || extension === "svg") && segments[0] === "images") {
    return { file: relative, type: "image" };
  }
  return refuse(
    415,
    `"${relative}": not a content file: markdown (.md), ${[...JSON_FILES].join(", ")}, or an image under images/ (${[...IMAGE_TYPES].join(", ")})`,
  );
}

/**
 * The absolute path of `relative` in `root`, checked on disk: no part of it that exists is a
 * symbolic link, and each is a folder but the last.
 */
export async function resolveInFolder(
  root: string,
  relative: unknown,
): Promise<{ absolute: string; file: string; type: FileType }> {
  const { file, type } = checkRelativePath(relative);
  let current = root;
  for (const segment of file.split("/")) {
    current = path.join(current, segment);
    const stat = await lstat(current).catch(() => undefined);
    if (stat === undefined) break;
    if (stat.isSymbolicLink()) return refuse(400, `"${file}": a symbolic link is refused`);
  }
  const absolute = path.join(root, file);
  if (!absolute.startsWith(`${root}${path.sep}`))
    return refuse(400, `"${file}" is not in the content folder`);
  return { absolute, file, type };
}

function printable(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}
