/**
 * The one pool of render threads (render-thread.server.ts), for the build's prerender and for the
 * server's pages published after the build: each thread loads the server build once, warms up on
 * the home page, then takes pages, a few in flight each. With `clientDir` a thread writes each
 * page's files there (the build); without, it hands back the page's bytes and compressed forms.
 * Bounded: a queue of `maxQueued` behind the pages in flight, a time limit for a page's wait and
 * for its render. A page past the render limit takes its thread down with it (a fresh one starts
 * for the next page); a full queue, or threads that cannot load the server build, fail at once, so
 * a flood of renders costs visitors the SPA fallback, never the server its memory.
 */
import { Worker } from "node:worker_threads";
import { readEnvironment } from "#app/config/index.server.ts";
import type { CardText } from "#app/images/index.server.ts";
import type { PageFiles, PageWriteOptions } from "./page-files.server.ts";
import type { PageJob } from "./render-page.server.ts";

/** A page rendered for the server: its HTML, its compressed forms (when smaller), its CSP hashes. */
export interface RenderedBytes {
  html: Buffer;
  br?: Buffer;
  gz?: Buffer;
  scriptHashes: string[];
  /** The generated social card the page names, for the server to draw (decision 067). */
  card?: CardText;
}

export type ThreadReply =
  | { id: number; files: PageFiles }
  | { id: number; page: RenderedBytes }
  | { id: number; error: string }
  /** The thread has loaded the server build and is ready for pages. */
  | { ready: true };

export interface RenderPoolOptions {
  /** The server build (`build/server/index.js`), absolute. */
  serverBuildFile: string;
  /** Where the pages' files are written (`build/client`); without it, pages come back as bytes. */
  clientDir?: string;
  /**
   * With `clientDir`: each page's files come back with its search terms (`PageFiles.search`),
   * worked out from the HTML just written, so the search index need not read the page again.
   */
  searchTerms?: boolean;
  /** With `clientDir`: each page's `.br` (decision 084) and `.gz` (decision 086) beside it. */
  write?: PageWriteOptions;
  /** The threads' environment (CONTENT_DIR, SITE_URL, BUILD_DIR, ...); default this process's. */
  env?: Record<string, string | undefined>;
  /** Threads at most (default 1); `grow` starts them. */
  maxThreads?: number;
  /** Pages in flight per thread (default 2). */
  perThread?: number;
  /** Pages waiting behind them (default 64); past that a render fails at once. */
  maxQueued?: number;
  /** Time limit for rendering one page (default 10 s). */
  timeoutMs?: number;
  /** Time limit for a page's wait in the queue, a thread's start included (default 30 s). */
  maxWaitMs?: number;
  /** Each thread's old-generation heap in MB (renderHeapMb); default: V8's own limit. */
  heapMb?: number;
  /** Threads that do not keep the process alive (the server's: it stops when asked). */
  unref?: boolean;
}

export interface RenderPool<Result> {
  render(job: PageJob): Promise<Result>;
  /** Starts threads now, up to `threads` (at most `maxThreads`), so pages need not wait for them. */
  grow(threads?: number): void;
  /** Pages rendering and waiting. */
  size(): number;
  close(): Promise<void>;
}

/**
 * Each thread's old-generation heap, in MB, for a site of `entries` manifest entries. Left to
 * itself V8 let each thread grow to 300–400 MB, mostly garbage, at 10,000 entries; what a thread
 * keeps is the server build, the pages in flight and the manifest it reads (at 10,000 entries a
 * 48 MB heap ran out, 96 MB was enough but collected all the time). So the limit grows with
 * the manifest: 240 MB at 10,000 entries, 960 MB at 100,000 (docs/benchmarks.md).
 * RENDER_WORKER_HEAP_MB sets it.
 */
export function renderHeapMb(entries: number): number {
  return readEnvironment().RENDER_WORKER_HEAP_MB ?? 160 + Math.ceil(entries / 125);
}

/**
 * Each thread's young generation, in MB: a page's render makes a few MB of short-lived objects,
 * and V8's default (about 48 MB) collected them several times a page. With 96 MB the 10,000-entry
 * prerender took about a tenth less time, and its threads no more memory (docs/benchmarks.md).
 */
const YOUNG_GENERATION_MB = 96;

interface Task {
  job: PageJob;
  resolve(result: unknown): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  inFlight: Map<number, Task>;
}

/** After a thread failed to start, renders fail at once for this long instead of retrying. */
const BROKEN_MS = 5000;

export function createRenderPool(
  options: RenderPoolOptions & { clientDir: string },
): RenderPool<PageFiles>;
export function createRenderPool(options: RenderPoolOptions): RenderPool<RenderedBytes>;
// Long: its closures share the threads, the waiting pages and the broken state.
export function createRenderPool(options: RenderPoolOptions): RenderPool<unknown> {
  const limits = {
    maxThreads: Math.max(1, options.maxThreads ?? 1),
    perThread: options.perThread ?? 2,
    maxQueued: options.maxQueued ?? 64,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxWaitMs: options.maxWaitMs ?? 30_000,
  };
  const threads: Thread[] = [];
  const waiting: Task[] = [];
  let brokenUntil = -Infinity;
  let lastFailure: Error | undefined;
  let closed = false;
  let nextId = 0;
  const inFlight = () => threads.reduce((sum, thread) => sum + thread.inFlight.size, 0);

  const stop = (thread: Thread, error: Error): void => {
    const index = threads.indexOf(thread);
    if (index === -1) return;
    threads.splice(index, 1);
    for (const task of thread.inFlight.values()) untimed(task).reject(error);
    thread.inFlight.clear();
    void thread.worker.terminate();
  };

  const start = (): Thread => {
    const worker = startThread(options);
    const thread: Thread = { worker, ready: false, inFlight: new Map() };
    worker.on("message", (reply: ThreadReply) => {
      if ("ready" in reply) thread.ready = true;
      else answer(thread, reply);
      pump();
    });
    const fail = (error: Error) => {
      if (!thread.ready) {
        brokenUntil = performance.now() + BROKEN_MS;
        lastFailure = error;
      }
      stop(thread, error);
      pump();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the render thread stopped (exit code ${code})`)));
    threads.push(thread);
    return thread;
  };

  const answer = (thread: Thread, reply: Exclude<ThreadReply, { ready: true }>): void => {
    const task = thread.inFlight.get(reply.id);
    if (!task) return;
    thread.inFlight.delete(reply.id);
    if ("error" in reply) untimed(task).reject(new Error(reply.error));
    else untimed(task).resolve("files" in reply ? reply.files : reply.page);
  };

  const send = (thread: Thread, task: Task): void => {
    const id = nextId++;
    task.timer = setTimeout(() => {
      stop(thread, new Error(`rendering ${task.job.path} took over ${limits.timeoutMs} ms`));
      pump();
    }, limits.timeoutMs);
    task.timer.unref();
    thread.inFlight.set(id, task);
    thread.worker.postMessage({ ...task.job, id });
  };

  const pump = (): void => {
    while (!closed && waiting.length > 0) {
      if (performance.now() < brokenUntil) {
        const error = new Error(`the render thread failed: ${lastFailure?.message}`);
        for (const task of waiting.splice(0)) untimed(task).reject(error);
        return;
      }
      if (threads.length === 0) start();
      const free = threads.find(
        (thread) => thread.ready && thread.inFlight.size < limits.perThread,
      );
      if (!free) return;
      send(free, untimed(waiting.shift() as Task));
    }
  };

  return {
    render(job) {
      if (closed) return Promise.reject(new Error("the render pool is closed"));
      if (inFlight() + waiting.length >= limits.perThread * limits.maxThreads + limits.maxQueued) {
        return Promise.reject(new Error("the render queue is full"));
      }
      return new Promise((resolve, reject) => {
        const task: Task = { job, resolve, reject };
        if (Number.isFinite(limits.maxWaitMs)) {
          task.timer = setTimeout(() => {
            waiting.splice(waiting.indexOf(task), 1);
            reject(new Error(`${job.path} waited over ${limits.maxWaitMs} ms to be rendered`));
          }, limits.maxWaitMs);
          task.timer.unref();
        }
        waiting.push(task);
        pump();
      });
    },
    grow(wanted = 1) {
      if (closed || performance.now() < brokenUntil) return;
      while (threads.length < Math.min(wanted, limits.maxThreads)) start();
    },
    size: () => inFlight() + waiting.length,
    async close() {
      closed = true;
      const error = new Error("the render pool is closed");
      for (const task of waiting.splice(0)) untimed(task).reject(error);
      const stopping = threads.map((thread) => thread.worker);
      for (const thread of [...threads]) stop(thread, error);
      await Promise.all(stopping.map((worker) => worker.terminate()));
    },
  };
}

/** The task with its timer cleared, to settle or to send. */
function untimed(task: Task): Task {
  clearTimeout(task.timer);
  return task;
}

function startThread(options: RenderPoolOptions): Worker {
  const { serverBuildFile, clientDir, searchTerms = false, write = {} } = options;
  const worker = new Worker(new URL("./render-thread.server.ts", import.meta.url), {
    workerData: { serverBuildFile, clientDir, searchTerms, write },
    // React's production build, as under `react-router build`: the development build renders
    // the same HTML about three times slower.
    env: { ...(options.env ?? process.env), NODE_ENV: "production" },
    resourceLimits: {
      ...(options.heapMb && { maxOldGenerationSizeMb: options.heapMb }),
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
    },
  });
  if (options.unref) worker.unref();
  return worker;
}
