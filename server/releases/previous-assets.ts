/**
 * A tab opened before a deploy keeps its build's script chunks (decision 055): a file under
 * `/assets/` the current release lacks is looked for in the releases the build folder still keeps
 * (the last two replaced, and any replaced in the last 24 hours), the last replaced first. Their
 * names carry a content hash, so a file found there is the one the tab asks for.
 */
import path from "node:path";
import { joinInside, openInside, type OpenFile } from "#server/http/paths.ts";
import { replacedReleases } from "./releases.ts";

const LIST_MS = 1000;

export type PreviousAssets = (segments: readonly string[]) => Promise<OpenFile | undefined>;

/** Lookups in the releases kept beside the current one of `buildDir` (listed at most once a second). */
export function createPreviousAssets(buildDir: string): PreviousAssets {
  let listed = { at: -Infinity, roots: [] as string[] };
  return async (segments) => {
    if (segments[0] !== "assets" || segments.length < 2) return undefined;
    if (performance.now() - listed.at > LIST_MS) {
      const roots = replacedReleases(buildDir).map((release) => path.join(release, "client"));
      listed = { at: performance.now(), roots };
    }
    for (const root of listed.roots) {
      const file = await openInside(root, joinInside(root, segments));
      if (file) return file;
    }
    return undefined;
  };
}
