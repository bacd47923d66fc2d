/**
 * A host that only serves files, as a static host or a CDN without rules would: the build's
 * files with their content type and nothing else (no CSP, no security headers). A page path
 * is its `index.html`; `inject` adds markup before `</body>` of every page, to try the page's
 * own policy against a script it does not know.
 */
import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { contentTypeOf } from "#app/loaders/index.server.ts";

export interface StaticHost {
  url: string;
  close: () => Promise<void>;
}

export async function startStaticHost(root: string, inject = ""): Promise<StaticHost> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const page = path.extname(pathname) === "";
    const file = path.join(root, page ? path.join(pathname, "index.html") : pathname);
    if (!file.startsWith(root)) return void res.writeHead(404).end();
    readFile(file).then(
      (body) => {
        res.writeHead(200, { "Content-Type": contentTypeOf(file) });
        res.end(page && inject ? body.toString().replace("</body>", `${inject}</body>`) : body);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    // The browser may still hold a keep-alive connection: close() alone waits for it.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
