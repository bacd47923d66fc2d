/**
 * Request-target parsing and root-confined file lookup. Every path the server touches goes
 * through here: decoded once, checked for traversal, then confirmed inside its root after
 * symlinks are resolved (realpath), so nothing outside clientDir or contentDir is ever opened.
 */
import { open, realpath, stat, type FileHandle } from "node:fs/promises";
import type { Stats } from "node:fs";
import path from "node:path";
import { isInsideDir } from "#app/loaders/index.server.ts";

export interface RequestPath {
  /** The raw path as sent, without the query. */
  raw: string;
  /** Decoded, non-empty segments; never ".", "..", NUL, "/" or "\\". */
  segments: string[];
  /** Decoded path, one leading slash, repeated slashes collapsed. */
  pathname: string;
  /** Raw query including the leading "?", or "". */
  query: string;
  trailingSlash: boolean;
}

export type ParsedPath = { ok: true; path: RequestPath } | { ok: false; reason: string };

/** Parses `req.url`. Malformed encoding, NUL, backslashes and dot segments are rejected. */
export function parseRequestPath(url: string | undefined): ParsedPath {
  if (!url) return fail("empty request target");
  let target = url;
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || "/";
  if (!target.startsWith("/")) return fail("request target is not a path");
  const hashAt = target.indexOf("#");
  if (hashAt >= 0) target = target.slice(0, hashAt);
  const queryAt = target.indexOf("?");
  const raw = queryAt >= 0 ? target.slice(0, queryAt) : target;
  const query = queryAt >= 0 ? target.slice(queryAt) : "";
  if (raw.includes("\\") || raw.includes("\0")) return fail("backslash or NUL in path");
  const segments: string[] = [];
  for (const piece of raw.split("/")) {
    if (piece === "") continue;
    let segment: string;
    try {
      segment = decodeURIComponent(piece);
    } catch {
      return fail("malformed percent-encoding");
    }
    if (/[\0\\/]/.test(segment)) return fail("encoded NUL, slash or backslash in path");
    if (segment === "." || segment === "..") return fail("dot segment in path");
    segments.push(segment);
  }
  const pathname = `/${segments.join("/")}`;
  return {
    ok: true,
    path: { raw, segments, pathname, query, trailingSlash: raw.length > 1 && raw.endsWith("/") },
  };
}

/** The canonical, re-encoded location of a path (used for redirects, never protocol-relative). */
export function encodePath(segments: readonly string[]): string {
  return `/${segments.map(encodeURIComponent).join("/")}`;
}

/** True when any segment is hidden (starts with "."), except `.well-known`. */
export function hasHiddenSegment(segments: readonly string[]): boolean {
  return segments.some((segment) => segment.startsWith(".") && segment !== ".well-known");
}

export interface OpenFile {
  /** Real (symlink-free) path of the file. */
  path: string;
  handle: FileHandle;
  stat: Stats;
}

/**
 * Opens the regular file at `candidate` if it lies inside `root`, also after resolving
 * symlinks. Anything else (missing, directory, FIFO, outside the root) is undefined.
 * The caller owns the handle and must close it (streams opened from it close it).
 */
export async function openInside(root: string, candidate: string): Promise<OpenFile | undefined> {
  const absolute = path.resolve(candidate);
  if (!isInsideDir(path.resolve(root), absolute)) return undefined;
  let realFile: string;
  let realRoot: string;
  try {
    // The root first, then the file under the root it resolved to: a root that is a link
    // switched meanwhile (a build's release becoming current: decision 055) gives one release or the
    // other, never a file of the new one judged against the old root.
    realRoot = await realpath(root);
    realFile = await realpath(path.join(realRoot, path.relative(path.resolve(root), absolute)));
  } catch {
    return undefined;
  }
  if (!isInsideDir(realRoot, realFile)) return undefined;
  try {
    // stat before open: opening a FIFO would block a libuv thread.
    if (!(await stat(realFile)).isFile()) return undefined;
    const handle = await open(realFile, "r");
    const fileStat = await handle.stat().catch(async (error: unknown) => {
      await handle.close().catch(() => undefined);
      throw error;
    });
    if (!fileStat.isFile()) {
      await handle.close().catch(() => undefined);
      return undefined;
    }
    return { path: realFile, handle, stat: fileStat };
  } catch {
    return undefined;
  }
}

/** Joins decoded segments under `root` (segments come from parseRequestPath, so are safe). */
export function joinInside(root: string, segments: readonly string[]): string {
  return path.join(root, ...segments);
}

function fail(reason: string): ParsedPath {
  return { ok: false, reason };
}
