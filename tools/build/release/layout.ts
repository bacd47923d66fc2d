/**
 * The build folder as releases (decision 055):
 *
 *     build/releases/<id>/      one complete build: client/, server/, build-state.json, …
 *     build/current             symbolic link to releases/<id>, switched by one rename
 *     build/client, build/server, build/build-state.json, …
 *                               fixed symbolic links through current/ (what the server, nginx
 *                               and every tool read, unchanged)
 *     build/cache/              the per-file caches, shared (keyed by content)
 *     build/spare/              the next edit's release, prepared by a build with a new bundle
 *     build/build.lock          the running build (lock.ts)
 *
 * A build writes a new release beside the current one and makes it current by renaming a new `current`
 * link over the old one: a reader sees the old release or the new one, whole.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import path from "node:path";
import { IMAGE_MANIFEST_NAME } from "#app/images/index.server.ts";

export const RELEASES_DIR = "releases";
export const CURRENT_LINK = "current";
export const CACHE_DIR = "cache";
/** The next edit's release, prepared by a build with a new bundle (releases.ts). */
export const SPARE_DIR = "spare";
/** What a release holds that the build folder shows through `current/`. */
const RELEASE_ENTRIES = [
  "client",
  "server",
  "build-state.json",
  IMAGE_MANIFEST_NAME,
  "redirect-table.json",
  "search-index.pending",
  // The cards the pages name (decision 067): what the server draws a missing card from.
  "cards.json",
] as const;

export const releasesDir = (buildDir: string) => path.join(buildDir, RELEASES_DIR);

/** The current release's folder (real path), or undefined before the first build. */
export function currentRelease(buildDir: string): string | undefined {
  try {
    const target = readlinkSync(path.join(buildDir, CURRENT_LINK));
    return path.resolve(buildDir, target);
  } catch {
    return undefined;
  }
}

/** A new release id: sorts by time (UTC, to the millisecond), then by process. */
export function newReleaseId(now = new Date()): string {
  return `${now.toISOString().replace(/[-:.]/g, "")}-${process.pid}`;
}

/** Points `link` at `target` in one step: a new link under a temporary name, renamed over it. */
export function switchLink(link: string, target: string): void {
  const temporary = path.join(path.dirname(link), `.${path.basename(link)}.${process.pid}.tmp`);
  rmSync(temporary, { force: true });
  symlinkSync(target, temporary);
  renameSync(temporary, link);
}

/**
 * The build folder's fixed links (`client` → `current/client`, …): made once, kept. A file in a
 * link's place (`npm run check-content -- --build` writes `image-manifest.json` there by a
 * rename) is replaced by the link in one rename: the release holds its own.
 */
export function ensureRootLinks(buildDir: string): void {
  for (const name of RELEASE_ENTRIES) {
    const link = path.join(buildDir, name);
    const info = lstatSync(link, { throwIfNoEntry: false });
    if (info?.isSymbolicLink()) continue;
    if (info?.isDirectory()) throw new Error(`${link} is not a link into ${CURRENT_LINK}/`);
    switchLink(link, path.join(CURRENT_LINK, name));
  }
}

/**
 * A build folder of the layout before releases (`client/` a real folder) becomes one release,
 * served at once through the links: its entries are moved (renamed) into it, not copied.
 */
export function adoptFolderLayout(buildDir: string, id: string): void {
  if (currentRelease(buildDir)) return;
  const own = RELEASE_ENTRIES.filter((name) => {
    const info = lstatSync(path.join(buildDir, name), { throwIfNoEntry: false });
    return info && !info.isSymbolicLink();
  });
  if (!own.includes("client")) return;
  const release = path.join(releasesDir(buildDir), id);
  mkdirSync(release, { recursive: true });
  for (const name of own) renameSync(path.join(buildDir, name), path.join(release, name));
  linkCache(buildDir, release);
  switchLink(path.join(buildDir, CURRENT_LINK), path.join(RELEASES_DIR, id));
  ensureRootLinks(buildDir);
}

/** A release's `cache` is the build folder's, shared by every release. */
export function linkCache(buildDir: string, release: string): void {
  mkdirSync(path.join(buildDir, CACHE_DIR), { recursive: true });
  mkdirSync(release, { recursive: true });
  const link = path.join(release, CACHE_DIR);
  if (!existsSync(link)) symlinkSync(path.join("..", "..", CACHE_DIR), link);
}
