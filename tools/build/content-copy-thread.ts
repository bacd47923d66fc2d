/** `copyFiles` (content-copy.ts) in a thread of its own: the task comes as the thread's data. */
import { workerData } from "node:worker_threads";
import { copyFiles, type CopyTask } from "./content-copy.ts";

copyFiles(workerData as CopyTask);
