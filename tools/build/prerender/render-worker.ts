/**
 * One prerender worker thread: loads the server build once and renders the pages it is sent, the
 * way React Router's own prerender does (the route data first, then the HTML from that data, so
 * each page's loader runs once), but in-process instead of over HTTP to a preview server. Each
 * page's files are written and precompressed here, off the main thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { writePageFiles, type PageFiles } from "./page-files.ts";
import type { RenderJob, RenderReply, WorkerOptions } from "./render-pool.ts";

const options = workerData as WorkerOptions;
// React Router reads build-time headers (the page's data, handed from the data request to the
// HTML request) only while this says so, as during its own prerender.
process.env.IS_RR_BUILD_REQUEST = "yes";

const build = (await import(pathToFileURL(options.serverBuildFile).href)) as ServerBuild;
// With `ssr: false` the handler refuses a path missing from `build.prerender`, and scans that
// list on every request. This list holds the one path being requested: the check runs before
// the handler's first `await`, so concurrent requests cannot see each other's path.
const requested: string[] = [""];
const handle = createRequestHandler({ ...build, prerender: requested }, "production");

function request(path: string, url: string, headers?: HeadersInit): Promise<Response> {
  requested[0] = path;
  return handle(new Request(url, { headers }));
}

async function render({ path, hasLoader }: RenderJob): Promise<PageFiles> {
  const origin = "http://localhost";
  let data: string | undefined;
  if (hasLoader) {
    const dataPath = path === "/" ? "/_.data" : `${path}.data`;
    const response = await request(path, `${origin}${dataPath}`);
    if (response.status !== 200 && response.status !== 202) {
      throw new Error(`Prerender (data): ${path} answered ${response.status}`);
    }
    data = await response.text();
  }
  const headers =
    data === undefined ? undefined : { "X-React-Router-Prerender-Data": encodeURI(data) };
  const response = await request(path, `${origin}${path === "/" ? "/" : `${path}/`}`, headers);
  const html = await response.text();
  if (response.status !== 200)
    throw new Error(`Prerender (html): ${path} answered ${response.status}\n${html}`);
  return writePageFiles(options.clientDir, path, html, data);
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
