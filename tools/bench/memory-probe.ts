/**
 * Loaded into the benchmarked server with `node --expose-gc --import`: on SIGUSR2 it collects
 * garbage and writes the heap in use to `$MEMORY_PROBE_DIR/<pid>.json`. RSS alone cannot tell
 * a leak from V8 keeping a grown heap; the heap in use after a full collection can.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";

const dir = process.env.MEMORY_PROBE_DIR;
const gc = (globalThis as { gc?: () => void }).gc;
if (dir && gc) {
  process.on("SIGUSR2", () => {
    gc();
    const { heapUsed, rss } = process.memoryUsage();
    writeFileSync(path.join(dir, `${process.pid}.json`), JSON.stringify({ heapUsed, rss }));
  });
}
