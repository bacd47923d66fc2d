/**
 * linkTree (link-tree.ts) in a thread: a release is linked while the build's own thread hashes
 * the content and works out the page keys from the live release, and the content check runs.
 */
import { parentPort, workerData } from "node:worker_threads";
import { linkTree } from "./link-tree.ts";
import { linkTreeWithCp } from "./link-tree-cp.ts";

const { source, target, skip } = workerData as { source: string; target: string; skip: string[] };
const names = new Set(skip);
// `cp -al` where the system has it; a file left half linked by a failed `cp` is linked again
// (or kept: linkTree keeps what is there).
const answer = (await linkTreeWithCp(source, target, names).catch(() => false))
  ? "by cp -al"
  : await linkTree(source, target, names);
parentPort?.postMessage(answer);
