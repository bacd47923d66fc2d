/** Content keys and content paths (docs/authoring.md, "The folder"). */

/** Collapses repeated slashes: `a//b///c` → `a/b/c`. */
export function collapseSlashes(path: string): string {
  return path.replace(/\/{2,}/g, "/");
}

/** The non-empty segments of a URL path. */
export function pathSegments(pathname: string): string[] {
  return pathname.split("/").filter((segment) => segment !== "");
}

/**
 * A page's content key: its URL path without the leading slash, at most its first three
 * segments, joined by `/` (`/insights//short-names/` → `insights/short-names`).
 */
export function toContentKey(pathname: string): string {
  return pathSegments(pathname).slice(0, 3).join("/");
}

/** The canonical URL path of a key or url: one leading slash, no trailing or double slashes. */
export function toCanonicalPath(pathOrUrl: string): string {
  return `/${pathSegments(pathOrUrl).join("/")}`;
}

/** A readable name from a key's last part: `qahub/buying-guide` → `Buying Guide`. */
export function titleFromKey(key: string): string {
  const last = key.split("/").at(-1) ?? key;
  return last.replace(
    /(^|-)(\w)/g,
    (_, dash: string, letter: string) => (dash ? " " : "") + letter.toUpperCase(),
  );
}
