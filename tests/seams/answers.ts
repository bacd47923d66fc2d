/**
 * What a way answers, read as the seam suite compares it: raw requests (no redirect followed,
 * no decompression), the build's pages as files, and the image markup of a page.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { request, type RawResponse } from "#tests/support/server-fixture.ts";
import type { Served } from "./node-server.ts";
import type { RedirectCase } from "./seam-content.ts";

/** GET `target` exactly as written, asking for no compression. */
export function get(served: Served, target: string): Promise<RawResponse> {
  const headers = { "accept-encoding": "identity", "user-agent": "Mozilla/5.0 seam suite" };
  return request(served, target, { headers });
}

/** Every page the build wrote (`<path>/index.html` under `build/client`), as site paths. */
export async function builtPages(clientDir: string): Promise<string[]> {
  const files = await readdir(clientDir, { recursive: true, encoding: "utf8" });
  return files
    .filter((file) => path.basename(file) === "index.html" && !file.startsWith("assets"))
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, ""))
    .map((page) => (page === "" ? "/" : page))
    .sort();
}

export function builtHtml(clientDir: string, page: string): Promise<Buffer> {
  return readFile(path.join(clientDir, page, "index.html"));
}

/** A redirect as a case states it: a Location on the same site as a path and query. */
export function redirectOf(served: Served, target: string, answer: RawResponse): RedirectCase {
  const { location } = answer.headers;
  let to = location ?? "(none)";
  if (location) {
    const url = new URL(location, served.url);
    to = url.origin === served.url ? `${url.pathname}${url.search}` : url.href;
  }
  return { from: target, status: answer.status, to };
}

/** Each `<picture>…</picture>` and each `<img …>` of a page, in order. */
export function imageMarkup(html: string): string[] {
  return html.match(/<picture[\s>][\s\S]*?<\/picture>|<img\s[^>]*>/g) ?? [];
}
