/**
 * The thread of index-writer.ts: writes each batch of files it is sent, counts them in shared
 * memory, and on a failure says why (through its port) and raises the failed flag.
 */
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import { DONE, FAILED, writeIndexFile, type WriteBatch } from "./index-writer.ts";

const { state, errors } = workerData as {
  state: Int32Array;
  errors: MessagePort;
};

parentPort?.on("message", (batch: WriteBatch) => {
  if (Atomics.load(state, FAILED)) return;
  try {
    for (const [file, text, precompress] of batch) writeIndexFile(file, text, precompress);
    Atomics.add(state, DONE, batch.length);
  } catch (error) {
    errors.postMessage(error instanceof Error ? error.message : String(error));
    Atomics.store(state, FAILED, 1);
  }
  Atomics.notify(state, DONE);
});
