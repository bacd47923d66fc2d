/**
 * The earlier builds' assets for the hosts that cannot look into releases (decision 055): nginx
 * alone and a static host. `build/previous-assets/assets/b/…` holds a hard link to every file of
 * the bundle (`client/assets/b/`) of the replaced releases the policy keeps that the current release lacks, so a
 * tab opened before a deploy still gets its script chunks there (nginx-static tries it after the
 * current release; `static-upload.ts` adds it to the folder uploaded). The live `build/client` stays
 * exactly a clean build's. Brought up to date after every switch, when the releases are pruned
 * (prune-main.ts): a file leaves it when the last kept release holding it is removed.
 */
import { link, mkdir, unlink } from "node:fs/promises";
import path from "node:path";
import { BUILD_ASSETS_DIR } from "#server/http/caching.ts";
import { replacedReleases } from "#server/releases/releases.ts";
import { walkFiles } from "#tools/cli/walk-files.ts";
import { currentRelease } from "./layout.ts";

export const PREVIOUS_ASSETS_DIR = "previous-assets";

/**
 * Only the bundle's files (`assets/b/`: script chunks and styles, each named by its hash): the
 * other assets (the content's copy, page records, image variants) are the current release's to
 * answer, and a page removed from the site must not go on being served from here.
 */
const assetsOf = (release: string) => path.join(release, "client", BUILD_ASSETS_DIR);

/**
 * Links what the kept releases hold and the current one lacks; removes what none of them holds.
 * With `becomingCurrent` (a release about to be switched in), the current one counts as replaced already:
 * called before the switch, a tab of the current release finds its chunks there the moment it is.
 */
export async function linkPreviousAssets(
  buildDir: string,
  becomingCurrent?: string,
): Promise<{ linked: number; removed: number }> {
  const current = currentRelease(buildDir);
  const live = becomingCurrent ?? current;
  const replaced = replacedReleases(buildDir);
  if (becomingCurrent && current && current !== becomingCurrent) replaced.unshift(current);
  const inLive = new Set<string>();
  if (live) for await (const file of walkFiles(assetsOf(live))) inLive.add(file);
  // The last replaced first: a name carries its content's hash, so any copy is the same file.
  const wanted = new Map<string, string>();
  for (const release of replaced) {
    for await (const file of walkFiles(assetsOf(release))) {
      if (!inLive.has(file) && !wanted.has(file)) {
        wanted.set(file, path.join(assetsOf(release), file));
      }
    }
  }
  const folder = path.join(buildDir, PREVIOUS_ASSETS_DIR, BUILD_ASSETS_DIR);
  let removed = 0;
  for await (const file of walkFiles(folder)) {
    if (wanted.delete(file)) continue;
    await unlink(path.join(folder, file)).catch(() => undefined);
    removed += 1;
  }
  let linked = 0;
  for (const [file, source] of wanted) {
    const target = path.join(folder, file);
    await mkdir(path.dirname(target), { recursive: true });
    // Already there (the same name, the same bytes), or its release pruned meanwhile by another
    // build's pruner (no longer kept): nothing to link.
    const made = await link(source, target).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === "EEXIST" || error.code === "ENOENT") return false;
        throw error;
      },
    );
    if (made) linked += 1;
  }
  return { linked, removed };
}
