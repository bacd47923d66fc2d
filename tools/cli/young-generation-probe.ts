/**
 * For heap-growth.test.ts, run with the build's command-line flags: the young generation this
 * thread and a thread it then starts have once they have allocated (their new space, in MB);
 * with `--flags`, the flags the build would give a process it starts.
 */
import { getHeapSpaceStatistics } from "node:v8";
import { isMainThread, parentPort, Worker } from "node:worker_threads";
import { childProcessFlags, keepYoungGenerationToThisThread } from "./heap-growth.ts";

const newSpace = () =>
  getHeapSpaceStatistics().find((each) => each.space_name === "new_space")?.space_size ?? 0;

/**
 * Allocates short-lived objects until V8 has grown the new space as far as it goes: until its
 * size has not changed for 20 rounds (at most 200). Each round's objects live into the next, so
 * scavenges see survivors and V8 grows the space; a fixed 20 rounds once stopped a thread allowed
 * 96 MB at 32 on a loaded machine.
 */
function newSpaceMb(): number {
  let kept: object[] = [];
  let size = newSpace();
  for (let round = 0, still = 0; round < 200 && still < 20; round++) {
    kept = Array.from({ length: 200_000 }, (_, index) => ({ index, before: kept.length }));
    const now = newSpace();
    still = now === size ? still + 1 : 0;
    size = now;
  }
  return size / 1024 / 1024;
}

if (process.argv.includes("--flags")) {
  console.log(JSON.stringify(childProcessFlags()));
} else if (isMainThread) {
  if (process.argv.includes("--keep")) keepYoungGenerationToThisThread();
  const own = newSpaceMb();
  const worker = new Worker(new URL(import.meta.url), {
    resourceLimits: { maxYoungGenerationSizeMb: 96 },
  });
  worker.once("message", (thread: number) => {
    console.log(JSON.stringify({ own, thread }));
    void worker.terminate();
  });
} else {
  parentPort?.postMessage(newSpaceMb());
}
