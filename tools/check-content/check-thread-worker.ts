/** One content check, run by check-thread.ts; posts its exit code and ends. */
import { parentPort, workerData } from "node:worker_threads";
import { runContentCheck, type CheckRunOptions } from "./run-check.ts";

const { dir, options } = workerData as { dir: string; options: CheckRunOptions };
parentPort?.postMessage(await runContentCheck(dir, options));
