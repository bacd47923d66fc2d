/**
 * The build's content check in a process of its own (check-process-main.ts): analysing every
 * markdown file leaves hundreds of MB of garbage at 10,000 files, and memory a heap once held
 * stays with the process that held it. A child process gives it all back when it ends, whatever
 * the site's size. (A worker thread with a heap limit did not: at 100,000 files the limit was
 * too small, and V8 ended the whole build instead of the thread; docs/benchmarks.md.) What it
 * prints is what `npm run check-content --build` prints.
 */
import { fork } from "node:child_process";
import type { CheckRunOptions } from "./run-check.ts";

export async function runContentCheckInProcess(
  dir: string,
  options: CheckRunOptions,
): Promise<number> {
  // "advanced": the options hold a Map (the build's content hashes).
  const child = fork(new URL("./check-process-main.ts", import.meta.url), [], {
    serialization: "advanced",
  });
  child.send({ dir, options });
  return new Promise((resolve, reject) => {
    let code: number | undefined;
    child.once("message", (exitCode) => (code = exitCode as number));
    child.once("error", reject);
    child.once("exit", (exit, signal) => {
      if (code !== undefined) resolve(code);
      else
        reject(
          new Error(`the content check stopped (${signal ?? `exit ${exit}`}) without a result`),
        );
    });
  });
}
