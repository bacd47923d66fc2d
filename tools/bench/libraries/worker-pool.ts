/**
 * The render pool (docs/decisions/049): app/prerender/render-pool.server.ts beside piscina and
 * tinypool running the same render (tools/bench/libraries/pool-worker.ts), 2 threads with 2 pages
 * in flight each, the young generation the pool gives its threads, React's production build.
 * Each variant starts its threads, renders every page of the built site (npm run build first)
 * PASSES times, and closes; the time is the renders', the note the threads' start.
 *   node tools/bench/libraries/worker-pool.ts        (ROUNDS=5, PASSES=3 by default)
 */
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { createRenderPool } from "#app/prerender/index.server.ts";
import { paired, type Timed } from "./paired.ts";

const PASSES = Number(process.env.PASSES) || 3;
const THREADS = 2;
const PER_THREAD = 2;
const serverBuildFile = resolve("build/server/index.js");
const paths = readdirSync("build/client", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith("index.html"))
  .map((file) => `/${file.slice(0, -"index.html".length)}`);
process.env.NODE_ENV = "production";
process.env.BENCH_SERVER_BUILD = serverBuildFile;
const worker = new URL("./pool-worker.ts", import.meta.url).href;
const resourceLimits = { maxYoungGenerationSizeMb: 96 };

interface Pool {
  render(job: { path: string }): Promise<{ html: Buffer }>;
  close(): Promise<unknown>;
}

/** Starts `pool` (a first page per thread), then renders every page PASSES times. */
async function run(start: () => Promise<Pool>): Promise<Timed> {
  const began = performance.now();
  const pool = await start();
  const started = performance.now() - began;
  const from = performance.now();
  let bytes = 0;
  for (let pass = 0; pass < PASSES; pass++) {
    const pages = await Promise.all(paths.map((path) => pool.render({ path })));
    for (const page of pages) bytes += page.html.length;
  }
  const ms = performance.now() - from;
  await pool.close();
  const note = `${paths.length} pages × ${PASSES}, ${bytes} bytes, threads up in ${started.toFixed(0)} ms`;
  return { ms, note };
}

/** Every thread's first page, so that the timed part finds them loaded. */
const warm = async (pool: Pool) => {
  await Promise.all(Array.from({ length: THREADS * PER_THREAD }, () => pool.render({ path: "/" })));
  return pool;
};

const piscina = (atomics: "sync" | "async") =>
  run(async () => {
    const { Piscina } = await import("piscina");
    const options = { minThreads: THREADS, maxThreads: THREADS, resourceLimits, atomics };
    const pool = new Piscina({
      filename: worker,
      concurrentTasksPerWorker: PER_THREAD,
      ...options,
    });
    return warm({ render: (job) => pool.run(job), close: () => pool.destroy() });
  });

await paired(import.meta.filename, {
  own: () =>
    run(async () => {
      // All paths at once: the pool's queue is bounded (64 by default), so let them all wait.
      const limits = { maxThreads: THREADS, perThread: PER_THREAD, maxQueued: paths.length };
      const pool = createRenderPool({ serverBuildFile, ...limits });
      pool.grow(THREADS);
      return warm(pool);
    }),
  piscina: () => piscina("sync"),
  // Its threads wait for a task with Atomics.wait by default; "async" keeps their event loop free.
  "piscina async": () => piscina("async"),
  tinypool: () =>
    run(async () => {
      const { Tinypool } = await import("tinypool");
      const options = { minThreads: THREADS, maxThreads: THREADS, resourceLimits };
      const pool = new Tinypool({
        filename: worker,
        concurrentTasksPerWorker: PER_THREAD,
        ...options,
      });
      return warm({ render: (job) => pool.run(job), close: () => pool.destroy() });
    }),
});
