/**
 * The piscina and tinypool worker of tools/bench/libraries/worker-pool.ts: what a server render
 * thread (app/prerender/render-thread.server.ts, without `clientDir`) does, as a task function.
 * Loads the server build and warms up on the home page before it takes a page, like the thread.
 */
import { compressForms, loadPageRenderer, type PageJob } from "#app/prerender/index.server.ts";

const renderPage = await loadPageRenderer(process.env.BENCH_SERVER_BUILD!);
await renderPage({ path: "/" }).catch(() => undefined);

export default async function render(job: PageJob) {
  const page = await renderPage(job);
  const html = Buffer.from(page.html);
  const { br, gz } = await compressForms(html);
  return { html, br, gz, scriptHashes: page.scriptHashes };
}
