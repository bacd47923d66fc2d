/**
 * The index's files, written with their precompressed siblings when asked: the first few by
 * this thread, the rest, once there are many, by a thread of their own while this one goes on
 * merging. A clean build writes one file a page: at 20,000 pages compressing and writing them
 * was half of the merge's time in the build's one thread, with the other core idle.
 *
 * The merge is synchronous (one SQLite transaction), so the writer thread reports through shared
 * memory: this thread waits (`Atomics.wait`) only when too many files are queued, and before a
 * file that must come after the others (`meta.json`).
 */
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";
import { replaceFileSync, writeCompressedSiblingsSync } from "#app/prerender/index.server.ts";

/** Files this thread writes itself before it hands the rest to a thread (about 0.1 s to start). */
const THREAD_FROM = 500;
/** Files sent to the thread at a time. */
const BATCH = 32;
/** Files queued for the thread before this one waits: 2 to 10 MB of records (2 to 10 KB each). */
const MAX_QUEUED = 1_024;
/** A thread that writes nothing for this long has stopped: the build fails rather than hangs. */
const STALLED_MS = 120_000;

/** `state`'s slots: files written by the thread, and 1 once it failed. */
export const DONE = 0;
export const FAILED = 1;

export interface WriterOptions {
  /** Writes each file's `.br` sibling at the pages' level (the build's precompression). */
  precompress: boolean;
  /** From how many files they are written by a thread (default THREAD_FROM). */
  threadFrom?: number;
}

/** What a batch sent to the thread holds: each file, its text, and whether it gets a `.br`. */
export type WriteBatch = [file: string, text: string, precompress: boolean][];

/** Writes `text` to `file`, and its precompressed sibling when asked. */
export function writeIndexFile(file: string, text: string, precompress: boolean): void {
  const data = Buffer.from(text);
  replaceFileSync(file, data);
  if (precompress) writeCompressedSiblingsSync(file, data);
}

export class IndexWriter {
  private readonly precompress: boolean;
  private readonly threadFrom: number;
  private thread: WriterThread | undefined;
  private count = 0;
  constructor({ precompress, threadFrom = THREAD_FROM }: WriterOptions) {
    this.precompress = precompress;
    this.threadFrom = threadFrom;
  }

  /** Writes `file`, with its `.br` when the writer precompresses and `sibling` is not false. */
  write(file: string, text: string, sibling = true): void {
    this.count += 1;
    const precompress = this.precompress && sibling;
    if (this.count <= this.threadFrom) writeIndexFile(file, text, precompress);
    else (this.thread ??= new WriterThread()).write(file, text, precompress);
  }

  /** Returns once every file handed to `write` is written. */
  drain(): void {
    this.thread?.drain();
  }

  /** Stops the thread, if one was started (the files it has not written yet are lost). */
  async close(): Promise<void> {
    await this.thread?.close();
  }
}

class WriterThread {
  private readonly worker: Worker;
  private readonly state = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
  /** The thread's error, when it fails. */
  private readonly errors = new MessageChannel();
  private batch: WriteBatch = [];
  private sent = 0;
  constructor() {
    this.worker = new Worker(new URL("./index-writer-thread.ts", import.meta.url), {
      workerData: { state: this.state, errors: this.errors.port2 },
      transferList: [this.errors.port2],
    });
  }

  write(file: string, text: string, precompress: boolean): void {
    this.batch.push([file, text, precompress]);
    if (this.batch.length >= BATCH) this.send();
    if (this.sent - Atomics.load(this.state, DONE) > MAX_QUEUED) this.waitFor(MAX_QUEUED / 2);
  }

  drain(): void {
    this.send();
    this.waitFor(0);
  }

  async close(): Promise<void> {
    this.errors.port1.close();
    await this.worker.terminate();
  }

  private send(): void {
    if (this.batch.length === 0) return;
    this.worker.postMessage(this.batch);
    this.sent += this.batch.length;
    this.batch = [];
  }

  /** Waits until at most `queued` files are left to write. */
  private waitFor(queued: number): void {
    let done = Atomics.load(this.state, DONE);
    let lastProgress = Date.now();
    while (this.sent - done > queued) {
      if (Atomics.load(this.state, FAILED)) {
        const message = receiveMessageOnPort(this.errors.port1)?.message as string | undefined;
        throw new Error(`the search index's writer thread failed: ${message ?? "no message"}`);
      }
      Atomics.wait(this.state, DONE, done, 1_000);
      const now = Atomics.load(this.state, DONE);
      if (now !== done) lastProgress = Date.now();
      else if (Date.now() - lastProgress > STALLED_MS) {
        throw new Error(`the search index's writer thread wrote nothing for ${STALLED_MS} ms`);
      }
      done = now;
    }
  }
}
