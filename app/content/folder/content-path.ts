/**
 * Content paths and canonical paths (docs/authoring.md, "The folder"). A content path names a
 * page's markdown file; it is no hash (a page's content key is: app/prerender/page-keys.server.ts).
 */

/** A content path (`insights/short-names`): the type of every field named `key` that holds one. */
export type ContentPath = string;

/** Collapses repeated slashes: `a//b///c` → `a/b/c`. */
export function collapseSlashes(path: string): string {
  return path.replace(/\/{2,}/g, "/");
}

/** A path already canonical: `/a/b`, no empty segment, no trailing slash. */
const CANONICAL = /^(?:\/[^/]+)+$/;

/** The non-empty segments of a URL path. */
export function pathSegments(pathname: string): string[] {
  // The common case without the second array: a build asks this for every page of every listing.
  if (CANONICAL.test(pathname)) return pathname.slice(1).split("/");
  return pathname.split("/").filter((segment) => segment !== "");
}

/**
 * A page's content path: its URL path without the leading slash, at most its first three
 * segments, joined by `/` (`/insights//short-names/` → `insights/short-names`).
 */
export function toContentPath(pathname: string): ContentPath {
  // The common case without the arrays (a build asks this for every page of every listing).
  if (CANONICAL.test(pathname) && segmentCount(pathname) <= 3) return pathname.slice(1);
  return pathSegments(pathname).slice(0, 3).join("/");
}

/** The canonical URL path of a content path or url: one leading slash, no trailing or double slashes. */
export function toCanonicalPath(pathOrUrl: string): string {
  if (CANONICAL.test(pathOrUrl)) return pathOrUrl;
  return `/${pathSegments(pathOrUrl).join("/")}`;
}

function segmentCount(canonical: string): number {
  let count = 0;
  for (let at = canonical.indexOf("/"); at !== -1; at = canonical.indexOf("/", at + 1)) count++;
  return count;
}

/** A readable name from a content path's last part: `qahub/buying-guide` → `Buying Guide`. */
export function titleFromContentPath(contentPath: string): string {
  const last = contentPath.split("/").at(-1) ?? contentPath;
  return last.replace(
    /(^|-)(\w)/g,
    (_, dash: string, letter: string) => (dash ? " " : "") + letter.toUpperCase(),
  );
}
