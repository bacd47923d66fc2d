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
 * segments, joined by `/` (`/insights//short-names/` → `insights/short-names`). A request's
 * percent-encoded path (`/greek/%CE%B5`) is the page its manifest url writes as is (`/greek/ε`).
 */
export function toContentPath(pathname: string): ContentPath {
  const path = pathname.includes("%") ? decodePath(pathname) : pathname;
  // The common case without the arrays (a build asks this for every page of every listing).
  if (CANONICAL.test(path) && segmentCount(path) <= 3) return path.slice(1);
  return pathSegments(path).slice(0, 3).join("/");
}

/** `pathname` decoded (an encoded `/` stays encoded: `decodeURI`); as it is when malformed. */
function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The canonical URL path of a content path or url: one leading slash, no trailing or double
 * slashes, percent-encoding decoded (`/greek/%CE%B5` is the manifest's `/greek/ε`).
 */
export function toCanonicalPath(pathOrUrl: string): string {
  const path = pathOrUrl.includes("%") ? decodePath(pathOrUrl) : pathOrUrl;
  if (CANONICAL.test(path)) return path;
  return `/${pathSegments(path).join("/")}`;
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
