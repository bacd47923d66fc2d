/**
 * `node prune-main.ts BUILD_DIR [RELEASE]`: removes the replaced releases the policy no longer
 * keeps (releases.ts), or the one release named (a build that stopped before its switch), in a
 * process of its own, so a build does not wait for the removal of a whole tree of links.
 */
import { rm } from "node:fs/promises";
import { pruneReleases } from "./releases.ts";

const [buildDir = "", release] = process.argv.slice(2);
if (release) await rm(release, { recursive: true, force: true, maxRetries: 3 });
else await pruneReleases(buildDir, Date.now());
