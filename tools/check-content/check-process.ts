/**
 * The build's content check in a process of its own (check-process-main.ts): analysing every
 * markdown file leaves hundreds of MB of garbage at 10,000 files, and memory a heap once held
 * stays with the process that held it. A child process gives it all back when it ends, whatever
 * the site's size. (A worker thread with a heap limit did not: at 100,000 files the limit was
 * too small, and V8 ended the whole build instead of the thread; docs/benchmarks.md.) What it
 * prints is what `npm run check-content --build` prints.
 */
import { fork } from "node:child_process";
import { childProcessFlags } from "#tools/cli/heap-growth.ts";
import type { CheckRunOptions } from "./run-check.ts";

/**
 * glibc's malloc arenas for the check's process, whose image step runs two encodes at a time
 * (tools/images/build-images.ts): each libvips thread otherwise takes an arena of its own and
 * keeps what it freed. With two, that step held about 230 MB less and took about a tenth longer
 * (decision 082). The render threads are not in this process: for the whole build the same
 * setting cost ×1.15 to 1.24 (decision 078).
 */
const IMAGE_STEP_ARENAS = "2";

/** The check's environment: the build's, with IMAGE_STEP_ARENAS unless the owner set their own. */
export function checkProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { MALLOC_ARENA_MAX: IMAGE_STEP_ARENAS, ...env };
}

export interface CheckProcess {
  /** Sends the check its task. Once per process. */
  run(dir: string, options: CheckRunOptions): CheckTask;
}

interface CheckTask {
  /**
   * Resolves once the task is written to the check's channel. A build's task holds every
   * file's hash (about a megabyte at 10,000 files); past the pipe's buffer it is written only
   * while this process's event loop turns, so work that holds the loop (the page keys) should
   * wait for this, or the check starts late by as long.
   */
  sent: Promise<void>;
  /** The check's exit code. */
  result: Promise<number>;
}

/**
 * Starts the process, which loads the checker's modules at once (about half a second): a build
 * that keeps its bundle starts it before hashing the content, and sends the task once it has
 * the hashes.
 */
export function startContentCheckProcess(): CheckProcess {
  // "advanced": the options hold a Map (the build's content hashes).
  const child = fork(new URL("./check-process-main.ts", import.meta.url), [], {
    serialization: "advanced",
    execArgv: childProcessFlags(),
    env: checkProcessEnv(process.env),
  });
  let code: number | undefined;
  const ended = new Promise<number>((resolve, reject) => {
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
  // Handled by whoever runs the task; a child that fails before one is sent fails the run.
  ended.catch(() => undefined);
  // A build that stops before it sends a task does not wait for the check: the open channel is
  // all that keeps the child alive, and it ends with the build.
  child.unref();
  child.channel?.unref();
  return {
    run(dir, options) {
      child.ref();
      child.channel?.ref();
      const sent = new Promise<void>((resolve) => {
        // An error here (the child is gone) ends it too: `result` says so.
        child.send({ dir, options }, () => resolve());
      });
      return { sent, result: ended };
    },
  };
}
