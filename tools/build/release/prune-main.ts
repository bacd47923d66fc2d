/**
 * `node prune-main.ts BUILD_DIR [RELEASE]`: removes the replaced releases the policy no longer
 * keeps (releases.ts) and brings `build/previous-assets/` up to date with the ones it keeps
 * (previous-assets.ts), or removes the one release named (a build that stopped before its
 * switch), in a process of its own, so a build does not wait for the removal of a whole tree of
 * links.
 */
import { rm } from "node:fs/promises";
import { linkPreviousAssets } from "./previous-assets.ts";
import { pruneReleases } from "./releases.ts";

const [buildDir = "", release] = process.argv.slice(2);
if (release) await rm(release, { recursive: true, force: true, maxRetries: 3 });
else {
  // The replaced release's assets first (a tab may need them now), then the removals: pruning
  // a big release takes seconds. Links that fail (a full disk) never keep the pruning from
  // freeing space; the ones after it are tried again.
  await linkPreviousAssets(buildDir).catch(() => undefined);
  await pruneReleases(buildDir, Date.now());
  await linkPreviousAssets(buildDir);
}
