/**
 * The content folder's layout: the one place that knows its file names, where each kind of page
 * lives, and how a site path (`assets/content/...`) maps to a file inside the folder. Everything
 * else (the build, the server, the browser, the checker, the authoring tools) asks this module.
 */
import { pathSegments } from "./content-path.ts";

/** The folder every content file is served under, relative to the site root. */
export const CONTENT_BASE = "assets/content";
/** The manifest, relative to the content folder. */
export const MANIFEST_FILE = "content-manifest.json";
/** The affiliate link registry (optional), relative to the content folder. */
export const LINKS_FILE = "links.json";
/** Old URLs and where they now point (optional), relative to the content folder. */
export const REDIRECTS_FILE = "redirects.json";
/** The site's identity (optional): title, navigation, footer, disclosure. */
export const SITE_FILE = "site.json";

/** Where each kind of markdown file lives, relative to the content folder. */
const FOLDERS = {
  page: "pages",
  blog: "blogs",
  review: "reviews",
  superfaq: "superfaqs",
  category: "categories",
  subcategory: "categories/subcategories",
  productImage: "images/products",
} as const;

export type ContentFileKind = keyof typeof FOLDERS;

/** A content file's path relative to the folder: `contentFile("blog", "a/b.md")` → `blogs/a/b.md`. */
export function contentFile(kind: ContentFileKind, name: string): string {
  return underFolder(FOLDERS[kind], name);
}

/** The site path a folder file is served at: `blogs/x.md` → `assets/content/blogs/x.md`. */
export function toSitePath(file: string): string {
  return underFolder(CONTENT_BASE, file);
}

/**
 * `path`'s non-empty segments under `folder`. A build asks this for every page of every listing,
 * so the common case, a path already of non-empty segments, is joined without the arrays.
 */
function underFolder(folder: string, path: string): string {
  if (isPlainRelative(path)) return `${folder}/${path}`;
  return [folder, ...pathSegments(path)].join("/");
}

/** `a/b.md`: no empty segment, so no leading, trailing or double slash (and not ""). */
function isPlainRelative(path: string): boolean {
  return path !== "" && !path.startsWith("/") && !path.endsWith("/") && !path.includes("//");
}

/** The manifest's site path. */
export const MANIFEST_PATH = toSitePath(MANIFEST_FILE);
/** The link registry's site path. */
export const LINKS_PATH = toSitePath(LINKS_FILE);
/** The site identity's site path. */
export const SITE_PATH = toSitePath(SITE_FILE);

const BASE_PREFIX = `${CONTENT_BASE}/`;
/** A `.` or `..` segment, a backslash or a NUL: what `toFolderFile` refuses. */
const LEAVES_FOLDER = /(?:^|\/)\.\.?(?:\/|$)|[\\\0]/;

/**
 * The folder file a site path names (`/assets/content/blogs/x.md` → `blogs/x.md`), or
 * undefined when the path is not under the content folder or would leave it (`..`, `.`,
 * backslashes, NUL). Slashes are collapsed; no decoding is done here.
 */
export function toFolderFile(sitePath: string): string | undefined {
  // The common case, `/assets/content/blogs/x.md`, without the arrays.
  const start = sitePath.startsWith("/") ? 1 : 0;
  if (sitePath.startsWith(BASE_PREFIX, start)) {
    const rest = sitePath.slice(start + BASE_PREFIX.length);
    if (isPlainRelative(rest) && !LEAVES_FOLDER.test(rest)) return rest;
  }
  const segments = pathSegments(sitePath);
  const base = pathSegments(CONTENT_BASE);
  if (!base.every((part, index) => segments[index] === part)) return undefined;
  const rest = segments.slice(base.length);
  if (rest.length === 0) return undefined;
  if (rest.some((part) => part === "." || part === ".." || /[\\\0]/.test(part))) return undefined;
  return rest.join("/");
}
