/**
 * For heap-growth.test.ts, run with the build's command-line flags: the young generation this
 * thread and a thread it then starts have once they have allocated (their new space, in MB);
 * with `--flags`, the flags the build would give a process it starts.
 */
import { getHeapSpaceStatistics } from "node:v8";
import { isMainThread, parentPort, Worker } from "node:worker_threads";
import { childProcessFlags, keepYoungGenerationToThisThread } from "./heap-growth.ts";

/** Allocates short-lived objects until V8 has grown the new space as far as it goes. */
function newSpaceMb(): number {
  for (let round = 0; round < 20; round++)
    Array.from({ length: 200_000 }, (_, index) => ({ index }));
  const space = getHeapSpaceStatistics().find((each) => each.space_name === "new_space");
  return (space?.space_size ?? 0) / 1024 / 1024;
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
