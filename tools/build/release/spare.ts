/**
 * The spare release for the next edit (decisions 055 and 079): after a build with a new bundle or
 * one that rendered most pages again, a tree of hard links to the live release in
 * `{BUILD_DIR}/spare`, which the next edit brings up to date instead of linking a new one
 * (releases.ts: reusableTree).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { currentRelease, SPARE_DIR } from "./layout.ts";
import { mirrorTree, type Mirrored } from "./link-tree.ts";
import { mirroredNames, mirrorInThread, type StagedRelease } from "./releases.ts";
import { recordMirror, syncedBounds } from "./synced-trees.ts";

/**
 * After a build with a new bundle (or most pages new), the next edit's release is mostly made
 * already: this build's release is linked into `{buildDir}/spare` in a thread while it writes its
 * last files (the next build links what this one wrote after, and what a stop left out). Stopped,
 * not waited for, once the release is live.
 */
export function prepareSpare(buildDir: string, release: StagedRelease): { stop(): Promise<void> } {
  const spare = path.join(buildDir, SPARE_DIR);
  const mirror = mirrorInThread("Spare release for the next edit", release.dir, spare, {
    since: Infinity,
    behind: false,
  });
  let finished = false;
  mirror.then(
    () => (finished = true),
    () => undefined,
  );
  return {
    async stop() {
      if (finished) return;
      console.log("Spare release for the next edit: stopped partway (the next build completes it)");
      await mirror.worker.terminate();
    },
  };
}

/**
 * Brings the spare up to date with the live release once what a build writes after its switch is
 * there (the social cards: 8,001 at 10,000 imported entries); the spare's own thread stopped at
 * the switch and missed those and the search index's last files, which the next edit then linked
 * (18,258 files, 1.0 s waited for after its check at 10,000 entries). `create`: makes it when
 * there is none (a server deployment's build with a new bundle leaves the whole spare to its card
 * job: 53,451 links that slowed the build's last steps by 2 to 3 s at 10,000 entries). Folders
 * the spare's record knows equal are not looked at (synced-trees.ts). The caller holds the build
 * lock and has done its own work: mirrored in its thread.
 */
export async function refreshSpare(
  buildDir: string,
  { create = false }: { create?: boolean } = {},
): Promise<Mirrored | undefined> {
  const spare = path.join(buildDir, SPARE_DIR);
  const live = currentRelease(buildDir);
  const there = existsSync(spare);
  if (!live || (!there && !create)) return undefined;
  const synced = there ? syncedBounds(live, spare) : undefined;
  const started = Date.now();
  const { skip, keep } = mirroredNames(false);
  const counts = await mirrorTree(live, spare, {
    skip: new Set(skip),
    keep: new Set(keep),
    since: Infinity,
    synced,
  });
  if (counts.ownBelowTop === 0) recordMirror(spare, live, started);
  const time = ((Date.now() - started) / 1000).toFixed(2);
  console.log(
    `Spare release for the next edit: ${counts.linked} files of the current one linked after ` +
      `the switch, ${counts.same} there already, ${counts.removed} removed, ` +
      `${counts.folders} folders known equal (${time}s)`,
  );
  return counts;
}
