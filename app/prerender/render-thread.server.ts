/**
 * One render thread of the pool (render-pool.server.ts): loads the server build once, warms up on
 * the home page (the first render loads the markdown parser and the sanitizer: seconds on a busy
 * machine; the result is dropped, and every cache the loader keeps is keyed by the text it read,
 * so nothing stale survives), then renders the pages it is sent with the one renderer
 * (render-page.server.ts). The build's threads write each page's files and their compressed
 * siblings here, off the main thread, and work out what the page offers the search index (its
 * terms: the index then need not read the page again); the server's hand back the bytes,
 * compressed with the same levels (a server deployment's build leaves its pages' `.br` to the job
 * it starts once live: decision 084). Both hand back the generated social card the page names (its
 * text), never drawing it: no page waits for a picture (decision 067).
 */
import { parentPort, workerData } from "node:worker_threads";
import { cardTextOf, recordImageReads } from "#app/images/index.server.ts";
import { pageTerms } from "#app/search/index.server.ts";
import { compressForms } from "./compress-page.server.ts";
import { writePageFiles, type PageWriteOptions } from "./page-files.server.ts";
import { loadPageRenderer, type PageJob } from "./render-page.server.ts";
import type { ThreadReply } from "./render-pool.server.ts";

const { serverBuildFile, clientDir, searchTerms, write } = workerData as {
  serverBuildFile: string;
  clientDir?: string;
  searchTerms: boolean;
  write: PageWriteOptions;
};
const renderPage = await loadPageRenderer(serverBuildFile);
await renderPage({ path: "/" }).catch(() => undefined);
parentPort?.postMessage({ ready: true } satisfies ThreadReply);

async function render(job: PageJob & { id: number }): Promise<ThreadReply> {
  // The images the page looked up: its key covers their manifest entries (decision 081).
  const { result: page, images } = await recordImageReads(() => renderPage(job));
  // The card the page names, drawn later by whoever serves it (the build after its switch, the
  // server on request): its text, read from the head just rendered.
  const named = cardTextOf(page.html);
  const card = named && { title: named.title, site: named.site };
  if (clientDir !== undefined) {
    const files = writePageFiles(clientDir, job.path, page, write);
    files.images = images;
    if (card) files.card = card;
    if (searchTerms) files.search = pageTerms(page.html, job.path) ?? null;
    return { id: job.id, files };
  }
  const html = Buffer.from(page.html);
  const { br, gz } = await compressForms(html);
  return { id: job.id, page: { html, br, gz, scriptHashes: page.scriptHashes, card } };
}

parentPort?.on("message", (job: PageJob & { id: number }) => {
  render(job).then(
    (reply) => parentPort?.postMessage(reply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies ThreadReply),
  );
});
