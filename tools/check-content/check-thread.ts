/**
 * The build's content check in a thread of its own (check-thread-worker.ts): analysing every
 * markdown file makes hundreds of MB of garbage at 10,000 files, and memory a thread's heap once
 * held stays with the process after the thread ends (637 MB against 383 MB at 10,000 files,
 * docs/benchmarks.md). So the thread's heap is kept small, which makes V8 collect as it goes; a
 * site whose check needs more runs it again without the limit. What it prints is what
 * `npm run check-content --build` prints.
 */
import { Worker } from "node:worker_threads";
import type { CheckRunOptions } from "./run-check.ts";

/** The check thread's old-generation heap, in MB, on the first attempt. */
export const CHECK_HEAP_MB = 256;

export async function runContentCheckInThread(
  dir: string,
  options: CheckRunOptions,
  heapMb: number | undefined = CHECK_HEAP_MB,
): Promise<number> {
  try {
    return await runOnce(dir, options, heapMb);
  } catch (error) {
    if (heapMb === undefined || (error as { code?: string }).code !== OUT_OF_MEMORY) throw error;
    console.log(`check-content: more than ${heapMb} MB needed, checking again without a limit`);
    return runOnce(dir, options, undefined);
  }
}

const OUT_OF_MEMORY = "ERR_WORKER_OUT_OF_MEMORY";

function runOnce(dir: string, options: CheckRunOptions, heapMb: number | undefined) {
  const worker = new Worker(new URL("./check-thread-worker.ts", import.meta.url), {
    workerData: { dir, options },
    ...(heapMb !== undefined && { resourceLimits: { maxOldGenerationSizeMb: heapMb } }),
  });
  return new Promise<number>((resolve, reject) => {
    let code: number | undefined;
    worker.once("message", (exitCode: number) => (code = exitCode));
    worker.once("error", reject);
    worker.once("exit", (exit) => {
      if (code !== undefined) resolve(code);
      else reject(new Error(`the content check's thread stopped (exit ${exit}) without a result`));
    });
  });
}
