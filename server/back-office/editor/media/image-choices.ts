/**
 * What the media library (media-library.tsx) shows and writes, as pure functions: the images of
 * the content folder filtered by folder and search, the public path a chosen image is inserted
 * as (`/assets/content/images/…`, where the site serves the folder), an upload's file name in
 * its folder (never over an existing image), and the alt text given at upload, kept for the
 * forms whose image field has an alt field beside it.
 */
export interface FolderImage {
  /** In the content folder: `images/blog/desk.jpg`. */
  path: string;
  folder: string;
  name: string;
  bytes: number;
}

/** Where uploads go unless the writer picks another folder (Decap's media folder). */
export const UPLOAD_FOLDER = "images/uploads";

/** The site serves the content folder under `/assets/content/` (the authoring contract). */
export const publicPath = (file: string): string => `/assets/content/${file}`;

/** The content folder's file of a public path, or undefined for a path outside it. */
export function folderFile(value: string): string | undefined {
  const prefix = "/assets/content/";
  return value.startsWith(prefix) ? value.slice(prefix.length) : undefined;
}

/** The folders images are in, and the upload folder, sorted. */
export function foldersOf(images: readonly FolderImage[]): string[] {
  return [...new Set([UPLOAD_FOLDER, ...images.map((image) => image.folder)])].sort();
}

/** The images in `folder` (every folder when empty) whose path holds every word of `query`. */
export function filterImages(
  images: readonly FolderImage[],
  folder: string,
  query: string,
): FolderImage[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return images.filter(
    (image) =>
      (folder === "" || image.folder === folder) &&
      words.every((word) => image.path.toLowerCase().includes(word)),
  );
}

/**
 * An upload's path: its name in lowercase letters, digits and `-` (the site's URLs), its type
 * kept, and `-2`, `-3`… when the folder has an image of that name already.
 */
export function uploadPath(folder: string, fileName: string, taken: readonly string[]): string {
  const dot = fileName.lastIndexOf(".");
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
  const stem =
    (dot > 0 ? fileName.slice(0, dot) : fileName)
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "image";
  const used = new Set(taken);
  for (let number = 1; ; number += 1) {
    const candidate = `${folder}/${stem}${number === 1 ? "" : `-${number}`}.${extension}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** The alt text given when each image was uploaded in this editor, by public path. */
const altTexts = new Map<string, string>();

export function rememberAlt(path: string, alt: string): void {
  if (alt.trim() !== "") altTexts.set(path, alt.trim());
}

export const altFor = (path: string): string | undefined => altTexts.get(path);
