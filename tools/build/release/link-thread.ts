/**
 * mirrorTree (link-tree.ts) in a thread: a release is linked while the build's own thread hashes
 * the content and works out the page keys from the current release, and the content check runs. The
 * mirror is recorded in the target (synced-trees.ts) unless the build wrote below its top
 * meanwhile (then its folders are not known equal to the source's).
 */
import { parentPort, workerData } from "node:worker_threads";
import { lowestThreadPriority } from "#tools/build/thread-priority.ts";
import { mirrorTree, type MirrorOptions } from "./link-tree.ts";
import { recordMirror } from "./synced-trees.ts";

const { source, target, skip, keep, since, synced, behind } = workerData as {
  source: string;
  target: string;
  skip: string[];
  keep: string[];
  since: number;
  synced: MirrorOptions["synced"];
  behind: boolean;
};
// `behind`: an edit's release, behind the build's own threads and the content check for the
// cores (it has until the check is done; on two cores its reads slowed both). Not the spare, which
// must be done before the build is.
if (behind) lowestThreadPriority();
const started = Date.now();
const options = { skip: new Set(skip), keep: new Set(keep), since, synced };
const counts = await mirrorTree(source, target, options);
if (counts.ownBelowTop === 0) recordMirror(target, source, started);
parentPort?.postMessage(counts);
