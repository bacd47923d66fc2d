/**
 * Where a prerendered page's files go and what is written there: `{path}/index.html` (the root
 * page: `index.html`) and, for a page with a loader, its route data `{path}.data` (the root's:
 * `_.data`), each with its brotli sibling (no `.gz`: decision 036). The renderer already put the page's
 * Content-Security-Policy in a `<meta>` (for hosts that send no policy); the same policy, from its
 * inline scripts, is returned as the header value the Node server sends.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { writeCompressedSiblingsSync } from "./compress-page.server.ts";
import { pageContentSecurityPolicy, type RenderedPage } from "./render-page.server.ts";

export interface PageFiles {
  /** Files written, relative to the client directory, `/`-separated, siblings excluded. */
  files: string[];
  /** The page's Content-Security-Policy. */
  csp: string;
}

/** The page's HTML file and route data file, relative to the client directory. */
export function pageFileNames(sitePath: string): { html: string; data: string } {
  if (sitePath === "/") return { html: "index.html", data: "_.data" };
  const relative = sitePath.slice(1);
  return { html: `${relative}/index.html`, data: `${relative}.data` };
}

export function writePageFiles(
  clientDir: string,
  sitePath: string,
  { html, data }: RenderedPage,
): PageFiles {
  const names = pageFileNames(sitePath);
  const written: [string, string][] = [[names.html, html]];
  if (data !== undefined) written.push([names.data, data]);
  // Synchronous on purpose: this runs in a render worker, where blocking costs nothing, and four
  // small writes and two compressions a page through the thread pool cost more than the work.
  mkdirSync(path.dirname(path.join(clientDir, names.html)), { recursive: true });
  for (const [name, text] of written) {
    const file = path.join(clientDir, name);
    const bytes = Buffer.from(text);
    writeFileSync(file, bytes);
    writeCompressedSiblingsSync(file, bytes);
  }
  return {
    files: written.map(([name]) => name),
    csp: pageContentSecurityPolicy(html),
  };
}

/** Removes files an earlier build wrote for a page that no longer exists, with their `.br`. */
export async function removePageFiles(clientDir: string, files: readonly string[]): Promise<void> {
  for (const name of files) {
    const file = path.join(clientDir, name);
    await Promise.all([file, `${file}.br`].map((target) => rm(target, { force: true })));
    // A page's own folder goes too once it is empty (a clean build would not have it).
    if (name.endsWith("/index.html")) await rmdir(path.dirname(file)).catch(() => undefined);
  }
}
