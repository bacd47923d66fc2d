/** A bare static file server with gzip, for benchmarking a generated site's search files. */
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";

const TEXT = new Set([".js", ".json", ".css", ".html"]);
const TYPES: Record<string, string> = { ".js": "text/javascript", ".html": "text/html" };

export function serveStatic(dir: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const file = path.join(dir, pathname.endsWith("/") ? `${pathname}index.html` : pathname);
    if (!file.startsWith(dir)) return void res.writeHead(400).end();
    readFile(file).then(
      (body) => {
        const ext = path.extname(file);
        res.setHeader("Content-Type", TYPES[ext] ?? "application/octet-stream");
        const gzip = TEXT.has(ext) && /gzip/.test(String(req.headers["accept-encoding"]));
        if (gzip) res.setHeader("Content-Encoding", "gzip");
        res.end(gzip ? gzipSync(body) : body);
      },
      () => res.writeHead(pathname === "/" ? 200 : 404).end(),
    );
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
