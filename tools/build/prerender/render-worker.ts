/**
 * One prerender worker thread: loads the server build once (#server/render/render-page.ts, the
 * same renderer the server uses for pages published after the build) and renders the pages it
 * is sent. Each page's files are written and precompressed here, off the main thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import { loadPageRenderer } from "#server/render/render-page.ts";
import { writePageFiles, type PageFiles } from "./page-files.ts";
import type { RenderJob, RenderReply, WorkerOptions } from "./render-pool.ts";

const options = workerData as WorkerOptions;
const renderPage = await loadPageRenderer(options.serverBuildFile);
// Warm up while the build still checks the content: the first page a worker renders reads and
// indexes the manifest and compiles the loader's code, about 1 s at 10,000 entries. The result is
// dropped; every cache the loader keeps is keyed by the text it read, so nothing stale survives.
await renderPage({ path: "/", hasLoader: true }).catch(() => undefined);

async function render(job: RenderJob): Promise<PageFiles> {
  return writePageFiles(options.clientDir, job.path, await renderPage(job));
}

parentPort?.on("message", (job: RenderJob) => {
  render(job).then(
    (files) => parentPort?.postMessage({ id: job.id, files } satisfies RenderReply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies RenderReply),
  );
});
