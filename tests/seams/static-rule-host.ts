/**
 * A static host with the rules Cloudflare Pages and Netlify read from the build: `_redirects`
 * (a path without its trailing slash, the visitor's query passed on) before any file, a page
 * path served as its `index.html`, and the SPA fallback for a page path with no file. Headers
 * from `_headers` are not the seam suite's concern and are not applied.
 */
import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { contentTypeOf } from "#app/loaders/index.server.ts";
import type { Served } from "./node-server.ts";

const FALLBACK = "__spa-fallback.html";

interface Rule {
  to: string;
  status: number;
}

async function readRules(clientDir: string): Promise<Map<string, Rule>> {
  const text = await readFile(path.join(clientDir, "_redirects"), "utf8").catch(() => "");
  const rules = new Map<string, Rule>();
  for (const line of text.split("\n")) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to && !rules.has(from)) rules.set(from, { to, status: Number(status ?? 301) });
  }
  return rules;
}

function withQuery(to: string, search: string): string {
  if (!search) return to;
  return `${to}${to.includes("?") ? "&" : "?"}${search.slice(1)}`;
}

export async function startRuleHost(clientDir: string): Promise<Served> {
  const rules = await readRules(clientDir);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const bare = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
    const rule = rules.get(bare) ?? rules.get(decodeURI(bare));
    if (rule) {
      res.writeHead(rule.status, { Location: withQuery(rule.to, url.search) }).end();
      return;
    }
    const pathname = decodeURIComponent(url.pathname);
    const page = path.extname(pathname) === "";
    const file = path.join(clientDir, page ? path.join(pathname, "index.html") : pathname);
    if (!file.startsWith(clientDir)) return void res.writeHead(404).end();
    readFile(file)
      .catch((error: unknown) => {
        if (page) return readFile(path.join(clientDir, FALLBACK));
        throw error;
      })
      .then(
        (body) => res.writeHead(200, { "Content-Type": contentTypeOf(file) }).end(body),
        () => res.writeHead(404).end(),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    log: () => "",
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
