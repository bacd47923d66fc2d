/**
 * `node tests/support/react-router-prerender.ts <server build> <path>...`: each page rendered
 * the way React Router's own prerender does (its route data first, then the document from that
 * data through the build-time header), printed as JSON `{ path: html }`. Run with
 * NODE_ENV=production and the build's CONTENT_DIR, BUILD_DIR and SITE_URL, in a process of its
 * own: the header is read only while a process-wide variable says so.
 */
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";

const [serverBuildFile, ...paths] = process.argv.slice(2);
if (!serverBuildFile) {
  console.error("usage: node tests/support/react-router-prerender.ts <server build> <path>...");
  process.exit(2);
}
process.env.IS_RR_BUILD_REQUEST = "yes";
const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
// With `ssr: false` the handler answers only the paths its prerender list names.
const handle = createRequestHandler({ ...build, prerender: paths }, "production");
const ORIGIN = "http://localhost";
const pages: Record<string, string> = {};
for (const sitePath of paths) {
  const data = await handle(new Request(`${ORIGIN}${sitePath === "/" ? "/_" : sitePath}.data`));
  const headers = { "X-React-Router-Prerender-Data": encodeURI(await data.text()) };
  const document = `${ORIGIN}${sitePath === "/" ? "/" : `${sitePath}/`}`;
  pages[sitePath] = await (await handle(new Request(document, { headers }))).text();
}
console.log(JSON.stringify(pages));
