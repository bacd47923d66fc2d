/**
 * linkTree (link-tree.ts) in a thread: a release is linked while the build's own thread hashes
 * the content and works out the page keys from the live release, and the content check runs.
 */
import { parentPort, workerData } from "node:worker_threads";
import { linkTree } from "./link-tree.ts";

const { source, target, skip } = workerData as { source: string; target: string; skip: string[] };
parentPort?.postMessage(await linkTree(source, target, new Set(skip)));
