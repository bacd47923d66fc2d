/**
 * The document render of every page (React Router's `entry.server`): the build's prerender, the
 * server's on-demand renderer and the SPA fallback all come through here. React Router's default
 * entry waits for the whole page only for bots and the SPA fallback; for a prerendered path it
 * sends the shell as soon as it is ready, and the route data's scripts arrive after it as streamed
 * Suspense content: a hidden `<div>` moved into place by React's `$RC` runtime, about 1 KB of
 * inline script on every page. A page here is a file, written whole, so it waits for everything,
 * as React's docs say for static generation: the same markup and data without the runtime
 * (docs/decisions/087-pages-rendered-whole.md). The rest is the default entry's, its stream
 * plumbing included: an entry that collected the render into a string held about 200 KB a page
 * while pages were rendered back to back, and a 10,000-entry build's render thread ran out of
 * heap (decision 087).
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/** How long a page may take before its render is abandoned (React Router's default, 5 s). */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> | Response {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let allReady = false;
    // Abandons a render still waiting after the timeout (and a second more to flush it).
    let timeout: NodeJS.Timeout | undefined = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          allReady = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              timeout = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              status,
              headers: responseHeaders,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          // As in the default entry: before the page is ready, an error in the shell is React
          // Router's to log (it renders the error boundary instead), and one in a Suspense
          // boundary makes the status 500, which the prerender refuses with the page's HTML.
          status = 500;
          if (allReady) console.error(error);
        },
      },
    );
  });
}
