/**
 * The server's render thread: loads the server build once and renders the pages it is sent with
 * the build's own renderer (#server/render/render-page.ts), then compresses them with the build's
 * levels, so the main thread only stores and sends them.
 */
import { parentPort, workerData } from "node:worker_threads";
import { compressForms } from "#server/render/compress-page.ts";
import { loadPageRenderer, type PageJob } from "#server/render/render-page.ts";
import { inlineScriptHashes } from "#server/security-headers.ts";
import type { LiveRender, RenderReply } from "./render-queue.ts";

const renderPage = await loadPageRenderer(
  (workerData as { serverBuildFile: string }).serverBuildFile,
);
// The first render loads the markdown parser and the sanitizer's DOM (seconds on a busy machine):
// done now, with the home page, so the first page published later does not wait for it.
await renderPage({ path: "/", hasLoader: true }).catch(() => undefined);
parentPort?.postMessage({ ready: true } satisfies RenderReply);

async function render(job: PageJob): Promise<LiveRender> {
  const { html } = await renderPage(job);
  const bytes = Buffer.from(html);
  const { br, gz } = await compressForms(bytes);
  return { html: bytes, br, gz, scriptHashes: inlineScriptHashes(html) };
}

parentPort?.on("message", (job: PageJob & { id: number }) => {
  render(job).then(
    (page) => parentPort?.postMessage({ id: job.id, page } satisfies RenderReply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies RenderReply),
  );
});
