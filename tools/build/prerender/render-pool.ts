/**
 * Worker threads that prerender pages (render-worker.ts): up to one per core, each with the server
 * build loaded once and a few pages in flight, so one page's file writes overlap another's
 * rendering.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { PageFiles } from "./page-files.ts";

export interface WorkerOptions {
  /** The server build's entry (`build/server/index.js`), absolute. */
  serverBuildFile: string;
  /** Where the pages go (`build/client`), absolute. */
  clientDir: string;
}

export interface RenderJob {
  id: number;
  /** Canonical site path, e.g. `/blogs/short-names`. */
  path: string;
  /** Whether the page's route has a loader: then its route data is written too. */
  hasLoader: boolean;
}

export type RenderReply = { id: number; files: PageFiles } | { id: number; error: string };

/** Pages in flight per worker. */
const IN_FLIGHT = 4;

/**
 * Each worker's old-generation heap, in MB, for a site of `entries` manifest entries. Left to
 * itself V8 let each worker grow to 300–400 MB, mostly garbage, at 10,000 entries; what a worker
 * keeps is the server build, the pages in flight and the manifest it reads (at 10,000 entries a
 * 48 MB heap ran out, 96 MB was enough but collected all the time). So the limit grows with
 * the manifest: 240 MB at 10,000 entries, 960 MB at 100,000 (docs/benchmarks.md).
 * RENDER_WORKER_HEAP_MB sets it.
 */
export function renderHeapMb(entries: number): number {
  const set = Number(process.env.RENDER_WORKER_HEAP_MB);
  return set > 0 ? set : 160 + Math.ceil(entries / 125);
}

export interface PoolOptions extends WorkerOptions {
  /** Worker threads started at once; `render` adds more for many pages. Default: 1. */
  workers?: number;
  /** At most this many workers; default: the machine's cores. */
  maxWorkers?: number;
  /** Each worker's old-generation heap in MB (renderHeapMb); default: V8's own limit. */
  heapMb?: number;
}

export interface RenderPool {
  /**
   * Renders every page of `pages`, calling `onPage` as each is done (in completion order);
   * rejects with the first page that failed, naming it. Once per pool.
   */
  render(
    pages: readonly Omit<RenderJob, "id">[],
    onPage?: (path: string, files: PageFiles) => void,
  ): Promise<void>;
  /** Stops the workers (`render` does when it ends). */
  close(): Promise<void>;
}

/**
 * Starts `workers` workers, which load the server build at once: a rebuild starts one while the
 * content check runs, so a one-page rebuild does not wait for it afterwards, and one is all a few
 * pages need (a second, loading beside the check on two cores, slowed the check down).
 */
export function startRenderPool(options: PoolOptions): RenderPool {
  const maxWorkers = Math.max(1, options.maxWorkers ?? availableParallelism());
  const workerData: WorkerOptions = {
    serverBuildFile: options.serverBuildFile,
    clientDir: options.clientDir,
  };
  const workers: Worker[] = [];
  // A worker that fails while loading, before `render` listens, must not crash the build.
  const early: Error[] = [];
  const spawn = () => {
    const worker = new Worker(new URL("./render-worker.ts", import.meta.url), {
      workerData,
      // React's production build, as under `react-router build`: the development build
      // renders the same HTML about three times slower.
      env: { ...process.env, NODE_ENV: "production" },
      ...(options.heapMb && { resourceLimits: { maxOldGenerationSizeMb: options.heapMb } }),
    });
    worker.once("error", (error) => early.push(error));
    workers.push(worker);
  };
  for (let i = 0; i < Math.min(options.workers ?? 1, maxWorkers); i++) spawn();
  const close = async () => {
    await Promise.all(workers.map((worker) => worker.terminate()));
  };
  return {
    close,
    async render(pages, onPage) {
      try {
        // Enough workers that each has its pages in flight, up to the cores.
        const wanted = Math.min(maxWorkers, Math.ceil(pages.length / IN_FLIGHT));
        while (workers.length < wanted) spawn();
        if (early[0] && pages.length > 0) throw early[0];
        await renderOnWorkers(workers, pages, onPage);
      } finally {
        await close();
      }
    },
  };
}

async function renderOnWorkers(
  workers: readonly Worker[],
  pages: readonly Omit<RenderJob, "id">[],
  onPage: ((path: string, files: PageFiles) => void) | undefined,
): Promise<void> {
  let next = 0;
  let failure: Error | undefined;
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          let inFlight = 0;
          const send = () => {
            while (!failure && inFlight < IN_FLIGHT && next < pages.length) {
              const id = next++;
              inFlight += 1;
              worker.postMessage({ ...(pages[id] as Omit<RenderJob, "id">), id });
            }
            if (inFlight === 0) resolve();
          };
          worker.on("message", (reply: RenderReply) => {
            inFlight -= 1;
            const path = (pages[reply.id] as Omit<RenderJob, "id">).path;
            if ("error" in reply) {
              failure ??= new Error(`Prerendering ${path} failed:\n${reply.error}`);
            } else {
              onPage?.(path, reply.files);
            }
            send();
          });
          worker.on("error", (error) => {
            failure ??= error;
            reject(error);
          });
          worker.on("exit", (code) => {
            if (inFlight > 0 || (next < pages.length && !failure)) {
              reject(new Error(`A prerender worker stopped (exit code ${code})`));
            }
          });
          send();
        }),
    ),
  );
  if (failure) throw failure;
}
