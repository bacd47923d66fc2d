/**
 * Renders one page with React Router's request handler, in-process: the way React Router's own
 * prerender does (the route data first, then the HTML from that data, so the page's loader runs
 * once), without an HTTP server in between. The build's prerender workers and the server's
 * on-demand renderer both call this, so a page rendered live is byte for byte the page the build
 * writes. Run it in a worker thread: it sets a process-wide variable React Router reads.
 */
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import {
  buildContentSecurityPolicy,
  inlineScriptHashes,
  withCspMeta,
} from "./security-headers.server.ts";
import { stripModulePreloads } from "./strip-module-preloads.ts";

export interface PageJob {
  /** Canonical site path, e.g. `/blogs/short-names`. */
  path: string;
  /** Whether the page's route has a loader: then its route data is rendered too. */
  hasLoader: boolean;
}

export interface RenderedPage {
  /** The page's HTML, module preloads stripped, its Content-Security-Policy as a `<meta>`. */
  html: string;
  /** Its route data (`{path}.data`), for a page with a loader. */
  data?: string;
}

export type PageRenderer = (job: PageJob) => Promise<RenderedPage>;

const ORIGIN = "http://localhost";

/** Loads the server build (`build/server/index.js`) once; the renderer takes many pages. */
export async function loadPageRenderer(serverBuildFile: string): Promise<PageRenderer> {
  // React Router reads build-time headers (the page's data, handed from the data request to the
  // HTML request) only while this says so, as during its own prerender.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  // With `ssr: false` the handler refuses a path missing from `build.prerender`, and scans that
  // list on every request. This list holds the one path being requested: the check runs before
  // the handler's first `await`, so concurrent requests cannot see each other's path.
  const requested: string[] = [""];
  const handle = createRequestHandler({ ...build, prerender: requested }, "production");
  const request = (path: string, url: string, headers?: HeadersInit): Promise<Response> => {
    requested[0] = path;
    return handle(new Request(url, { headers }));
  };
  return async ({ path, hasLoader }) => {
    let data: string | undefined;
    if (hasLoader) {
      const dataPath = path === "/" ? "/_.data" : `${path}.data`;
      const response = await request(path, `${ORIGIN}${dataPath}`);
      if (response.status !== 200 && response.status !== 202) {
        throw new Error(`Prerender (data): ${path} answered ${response.status}`);
      }
      data = await response.text();
    }
    const headers =
      data === undefined ? undefined : { "X-React-Router-Prerender-Data": encodeURI(data) };
    const response = await request(path, `${ORIGIN}${path === "/" ? "/" : `${path}/`}`, headers);
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`Prerender (html): ${path} answered ${response.status}\n${html}`);
    return { html: withCspMeta(stripModulePreloads(html)), data };
  };
}

/** The page's Content-Security-Policy: the base policy plus its inline scripts' hashes. */
export function pageContentSecurityPolicy(html: string): string {
  return buildContentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) });
}
