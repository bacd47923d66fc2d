/**
 * Where a prerendered page's file goes and what is written there: `{path}/index.html` (the root
 * page: `index.html`) with its brotli sibling (a `.gz` only for nginx-static, `PAGE_GZIP=1`:
 * decisions 036 and 086; no route data file: decision 037). The renderer already put the page's
 * Content-Security-Policy in a `<meta>` (for hosts that send no policy); the same policy, from
 * its inline scripts, is returned as the header value the Node server sends.
 */
import { mkdirSync, rmSync } from "node:fs";
import { rm, rmdir } from "node:fs/promises";
import path from "node:path";
import type { CardText } from "#app/images/index.server.ts";
import type { PageTerms } from "#app/search/index.server.ts";
import { writeCompressedSiblingsSync } from "./compress-page.server.ts";
import { PAGE_GZIP_LEVELS, PAGE_LEVELS } from "./compression-levels.server.ts";
import { replaceFileSync } from "./replace-file.server.ts";
import { pageContentSecurityPolicy, type RenderedPage } from "./render-page.server.ts";

export interface PageFiles {
  /** Files written, relative to the client directory, `/`-separated, siblings excluded. */
  files: string[];
  /** The page's Content-Security-Policy. */
  csp: string;
  /** The generated social card the page names (drawn after the release is live: decision 067). */
  card?: CardText;
  /** The image manifest's names the page's render looked up (app/images/image-reads.server.ts). */
  images?: string[];
  /**
   * What the page offers the search index (null: no indexed article), when the pool was asked
   * for it (`searchTerms`). Not part of the build state.
   */
  search?: PageTerms | null;
}

/** The page's HTML file, relative to the client directory. */
export function pageFileName(sitePath: string): string {
  return sitePath === "/" ? "index.html" : `${sitePath.slice(1)}/index.html`;
}

/** How a page's files are written: its compressed siblings. */
export interface PageWriteOptions {
  /**
   * `false` (a server deployment's build, decision 084): the page goes without its `.br` (and its
   * `.gz`), and those an earlier build left (linked into this release) go too; the build's job
   * writes them once the release is live (tools/build/steps/page-brotli.ts), the server
   * compresses a page asked for before that.
   */
  compress?: boolean;
  /** A `.gz` beside the `.br` (PAGE_GZIP=1, for nginx-static: decision 086). */
  gzip?: boolean;
}

/** The levels a page's siblings are written at (compression-levels.server.ts). */
export function pageLevels(gzip: boolean) {
  return gzip ? PAGE_GZIP_LEVELS : PAGE_LEVELS;
}

export function writePageFiles(
  clientDir: string,
  sitePath: string,
  page: RenderedPage,
  { compress = true, gzip = false }: PageWriteOptions = {},
): PageFiles {
  const name = pageFileName(sitePath);
  // Synchronous on purpose: this runs in a render worker, where blocking costs nothing, and two
  // small writes and a compression a page through the thread pool cost more than the work.
  const file = path.join(clientDir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  const bytes = Buffer.from(page.html);
  replaceFileSync(file, bytes);
  if (compress) writeCompressedSiblingsSync(file, bytes, pageLevels(gzip));
  else {
    rmSync(`${file}.br`, { force: true });
    if (gzip) rmSync(`${file}.gz`, { force: true });
  }
  return { files: [name], csp: pageContentSecurityPolicy(page) };
}

/**
 * Removes files an earlier build wrote for a page that no longer exists, with their `.br` and
 * `.gz`.
 */
export async function removePageFiles(clientDir: string, files: readonly string[]): Promise<void> {
  for (const name of files) {
    const file = path.join(clientDir, name);
    const targets = [file, `${file}.br`, `${file}.gz`];
    await Promise.all(targets.map((target) => rm(target, { force: true })));
    // A page's own folder goes too once it is empty (a clean build would not have it).
    if (name.endsWith("/index.html")) await rmdir(path.dirname(file)).catch(() => undefined);
  }
}
