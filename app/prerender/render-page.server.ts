/**
 * Renders one page with React Router's request handler, in-process, without an HTTP server in
 * between: one document request, in which the page's loader runs once and its data is embedded
 * for hydration. React Router's own prerender asks for the route data first and hands it to the
 * document request: the same HTML byte for byte (`live-publishing.test.ts` renders every demo
 * page both ways), at the cost of encoding and decoding the data once more, and of a `.data` file
 * no browser asks for: every route has a `clientLoader` that never calls the server loader
 * (decision 037). The build's prerender workers and the server's on-demand renderer both call
 * this, so a page rendered live is byte for byte the page the build writes.
 */
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { buildContentSecurityPolicy, withCspMetaAndHashes } from "./security-headers.server.ts";
import { stripModulePreloads } from "./strip-module-preloads.ts";

export interface PageJob {
  /** Canonical site path, e.g. `/blogs/short-names`. */
  path: string;
}

export interface RenderedPage {
  /** The page's HTML, module preloads stripped, its Content-Security-Policy as a `<meta>`. */
  html: string;
  /** CSP hash sources of its inline scripts: the policy in the `<meta>` and in the header. */
  scriptHashes: string[];
}

export type PageRenderer = (job: PageJob) => Promise<RenderedPage>;

const ORIGIN = "http://localhost";

/** Loads the server build (`build/server/index.js`) once; the renderer takes many pages. */
export async function loadPageRenderer(serverBuildFile: string): Promise<PageRenderer> {
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  // With `ssr: false` the handler refuses a path missing from `build.prerender`, and scans that
  // list on every request. This list holds the one path being requested: the check runs before
  // the handler's first `await`, so concurrent requests cannot see each other's path.
  const requested: string[] = [""];
  const handle = createRequestHandler({ ...build, prerender: requested }, "production");
  return async ({ path }) => {
    requested[0] = path;
    // The page's own path, with no trailing slash: the loader reads the URL's path as the
    // page's (announcing images without variants for it, naming it in the build log).
    const response = await handle(new Request(`${ORIGIN}${path}`));
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`Prerender: ${path} answered ${response.status}\n${html}`);
    return withCspMetaAndHashes(stripModulePreloads(html));
  };
}

/** The page's Content-Security-Policy: the base policy plus its inline scripts' hashes. */
export function pageContentSecurityPolicy({ scriptHashes }: RenderedPage): string {
  return buildContentSecurityPolicy({ scriptHashes });
}
