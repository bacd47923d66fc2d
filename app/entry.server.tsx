/**
 * The document render of every page (React Router's `entry.server`): the build's prerender, the
 * server's on-demand renderer and the SPA fallback all come through here. React Router's default
 * entry waits for the whole page only for bots and the SPA fallback; for a prerendered path it
 * sends the shell as soon as it is ready, and the route data's scripts arrive after it as streamed
 * Suspense content: a hidden `<div>` moved into place by React's `$RC` runtime, about 1 KB of
 * inline script on every page. A page here is a file, written whole, so it waits for everything,
 * as React's docs say for static generation: the same markup and data without the runtime
 * (docs/decisions/087-pages-rendered-whole.md).
 */
import { Writable } from "node:stream";
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
    let shellReady = false;
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    // Abandons a render still waiting after the timeout (and a second more to flush it).
    const timeout = setTimeout(() => abort(), streamTimeout + 1_000);
    const page = new Writable({
      write(chunk: Uint8Array, _encoding, callback) {
        chunks.push(decoder.decode(chunk, { stream: true }));
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        chunks.push(decoder.decode());
        responseHeaders.set("Content-Type", "text/html");
        resolve(new Response(chunks.join(""), { status, headers: responseHeaders }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onShellReady() {
          shellReady = true;
        },
        onAllReady() {
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // An error inside a Suspense boundary (the page is still rendered, its status says so);
          // one in the shell is React Router's to log, as with its default entry.
          if (shellReady) console.error(error);
        },
      },
    );
  });
}
