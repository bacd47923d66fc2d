/**
 * Bounded rendering for the server: one worker thread (render-worker.ts, started with the
 * server and kept; pages are sent to it once it has loaded the server build), a few pages in
 * flight, a short queue behind them, and a time limit for a page's wait and for its render. A
 * page past the render limit takes its thread down with it (a fresh one starts for the next
 * page); a full queue or a thread that cannot load the server build fails at once, so a flood of
 * renders costs the visitors the SPA fallback, never the server its memory.
 */
import { Worker } from "node:worker_threads";
import type { PageJob } from "#server/render/render-page.ts";

export interface LiveRender {
  /** The page's HTML, as the build writes it, and its compressed forms (when smaller). */
  html: Buffer;
  br?: Buffer;
  gz?: Buffer;
  /** CSP hash sources of its inline scripts. */
  scriptHashes: string[];
}

export type RenderReply =
  | { id: number; page: LiveRender }
  | { id: number; error: string }
  /** The thread has loaded the server build and is ready for pages. */
  | { ready: true };

export interface RenderQueueOptions {
  /** The server build (`build/server/index.js`), absolute. */
  serverBuildFile: string;
  /** The render thread's environment (CONTENT_DIR, SITE_URL, IMAGE_CACHE_DIR, ...). */
  env: Record<string, string | undefined>;
  /** Pages rendering at once (default 2). */
  maxInFlight?: number;
  /** Pages waiting behind them (default 64); past that a render fails at once. */
  maxQueued?: number;
  /** Time limit for rendering one page (default 10 s). */
  timeoutMs?: number;
  /** Time limit for a page's wait in the queue, the thread's start included (default 30 s). */
  maxWaitMs?: number;
}

export interface RenderQueue {
  render(job: PageJob): Promise<LiveRender>;
  /** Starts the thread now, so the first page does not wait for it. */
  warm(): void;
  /** Pages rendering and waiting. */
  size(): number;
  close(): Promise<void>;
}

interface Task {
  job: PageJob;
  resolve(page: LiveRender): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

const clear = (task: Task): void => clearTimeout(task.timer);

/** After a thread failed to start, renders fail at once for this long instead of retrying. */
const BROKEN_MS = 5000;

// Long: its closures share the threads, the waiting jobs and the broken state.
export function createRenderQueue(options: RenderQueueOptions): RenderQueue {
  const maxInFlight = options.maxInFlight ?? 2;
  const maxQueued = options.maxQueued ?? 64;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  let worker: Worker | undefined;
  /** Whether `worker` has loaded the server build: pages are sent (and timed) only then. */
  let ready = false;
  let brokenUntil = -Infinity;
  let closed = false;
  let nextId = 0;
  const inFlight = new Map<number, Task>();
  const waiting: Task[] = [];

  const stop = (error: Error): void => {
    const old = worker;
    worker = undefined;
    ready = false;
    for (const task of inFlight.values()) {
      clear(task);
      task.reject(error);
    }
    inFlight.clear();
    void old?.terminate();
  };

  const start = (): Worker => {
    const thread = new Worker(new URL("./render-worker.ts", import.meta.url), {
      workerData: { serverBuildFile: options.serverBuildFile },
      // React's production build, as in the build's prerender workers.
      env: { ...options.env, NODE_ENV: "production" },
    });
    thread.unref();
    ready = false;
    let loaded = false;
    thread.on("message", (reply: RenderReply) => {
      if ("ready" in reply) {
        loaded = true;
        if (worker === thread) ready = true;
        pump();
        return;
      }
      const task = inFlight.get(reply.id);
      if (!task) return;
      inFlight.delete(reply.id);
      clear(task);
      if ("error" in reply) task.reject(new Error(reply.error));
      else task.resolve(reply.page);
      pump();
    });
    const fail = (error: Error) => {
      if (worker !== thread) return;
      if (!loaded) brokenUntil = performance.now() + BROKEN_MS;
      stop(error);
      pump();
    };
    thread.on("error", fail);
    thread.on("exit", (code) => fail(new Error(`the render thread stopped (exit code ${code})`)));
    return thread;
  };

  const pump = (): void => {
    while (!closed && inFlight.size < maxInFlight && waiting.length > 0) {
      if (performance.now() < brokenUntil) {
        for (const task of waiting.splice(0)) {
          clear(task);
          task.reject(new Error("the render thread failed"));
        }
        return;
      }
      const thread = (worker ??= start());
      if (!ready) return;
      const task = waiting.shift() as Task;
      clear(task);
      const id = nextId++;
      task.timer = setTimeout(() => {
        if (worker !== thread) return;
        stop(new Error(`rendering ${task.job.path} took over ${timeoutMs} ms`));
        pump();
      }, timeoutMs);
      task.timer.unref();
      inFlight.set(id, task);
      thread.postMessage({ ...task.job, id });
    }
  };

  return {
    render(job) {
      if (closed) return Promise.reject(new Error("the server is closing"));
      if (inFlight.size + waiting.length >= maxInFlight + maxQueued) {
        return Promise.reject(new Error("the render queue is full"));
      }
      return new Promise<LiveRender>((resolve, reject) => {
        const task: Task = { job, resolve, reject };
        task.timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(task), 1);
          reject(new Error(`${job.path} waited over ${maxWaitMs} ms to be rendered`));
        }, maxWaitMs);
        task.timer.unref();
        waiting.push(task);
        pump();
      });
    },
    warm() {
      if (!closed && performance.now() >= brokenUntil) worker ??= start();
    },
    size: () => inFlight.size + waiting.length,
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) {
        clear(task);
        task.reject(new Error("the server is closing"));
      }
      const thread = worker;
      stop(new Error("the server is closing"));
      await thread?.terminate();
    },
  };
}
