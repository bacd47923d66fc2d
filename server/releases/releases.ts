/**
 * The releases a build folder keeps (decision 055; made by tools/build/release/): the current one
 * behind `current`, and the ones replaced, each marked with the time it was replaced.
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";

/** A replaced release's file holding when it was replaced (milliseconds since the epoch). */
export const RETIRED_FILE = "retired";

export interface ReleaseDir {
  dir: string;
  /** When it was replaced; undefined for the current one and for one that never became current. */
  retiredAt: number | undefined;
}

/** Every folder in `{buildDir}/releases`. */
export function listReleases(buildDir: string): ReleaseDir[] {
  const root = path.join(buildDir, "releases");
  if (!existsSync(root)) return [];
  return readdirSync(root).map((name) => {
    const dir = path.join(root, name);
    let retiredAt: number | undefined;
    try {
      retiredAt = Number(readFileSync(path.join(dir, RETIRED_FILE), "utf8")) || 0;
    } catch {
      retiredAt = undefined;
    }
    return { dir, retiredAt };
  });
}

/** The replaced releases still kept, the last replaced first: where earlier builds' files are. */
export function replacedReleases(buildDir: string): string[] {
  let live: string | undefined;
  try {
    live = path.resolve(buildDir, readlinkSync(path.join(buildDir, "current")));
  } catch {
    live = undefined;
  }
  return listReleases(buildDir)
    .filter((release) => release.dir !== live && release.retiredAt !== undefined)
    .sort((a, b) => (b.retiredAt ?? 0) - (a.retiredAt ?? 0))
    .map((release) => release.dir);
}
