/**
 * The site search index (app/search/site-index-format.ts), written from the prerendered pages
 * into `<site>/search-index/` (or `outputDir`, to swap it in later). Memory stays bounded
 * whatever the site's size: pages are read one at a time, each page's terms go to a postings file
 * per prefix on disk (postings.ts), and each of those is merged alone into term-ordered shards.
 * Only the list of page lengths grows with the site (8 bytes a page).
 *
 * Incremental with a cache file (index-cache.ts) and the pages' content keys: a page whose key is
 * the one cached is not read again, and when the output folder still holds the index the cache
 * describes, an edit that keeps the set of indexed pages rescores only the prefixes of the terms
 * it changed and writes only the files whose content changed (index-update.ts). Either way the
 * files are those a clean build of the same pages writes, byte for byte.
 *
 * A changed page is not read either when the build's render thread that wrote it filed its terms
 * with the same key (rendered-terms.ts): the same function over the same HTML.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { NOT_INDEXED, pageTerms, SEARCH_INDEX_PATH } from "#app/search/index.server.ts";
import { walkFiles } from "#tools/cli/walk-files.ts";
import { openIndexCache, type IndexCache } from "./index-cache.ts";
import { editIndex, indexAll, Output, writeIndexFiles, type Planned } from "./index-update.ts";
import { IndexWriter } from "./index-writer.ts";
import { corpusOf } from "./postings.ts";
import { extractInParallel, PARALLEL_FROM } from "./extract-in-parallel.ts";

export const SEARCH_INDEX_FOLDER = SEARCH_INDEX_PATH.slice(1);
const PAGE_FILE = "index.html";
/** Pages read again up to which an update is an edit; more are merged again from disk. */
const EDIT_PAGES = 1_000;
/** Folders of the site that hold no pages. */
const NOT_PAGES = new Set(["assets", SEARCH_INDEX_FOLDER]);

export interface SearchIndexReport {
  /** Pages in the index (those whose article is marked for it). */
  pages: number;
  /** Pages new or changed (the others came from the cache). */
  extracted: number;
  /** Of which those whose terms the render threads filed (not read again). */
  rendered: number;
  /** Files written into the index folder. */
  written: number;
  milliseconds: number;
  /** Of which reading the pages again by worker threads (0 when too few were read for them). */
  readMilliseconds: number;
}

/** A page of the site: its site path, its HTML file relative to the site, its content key. */
export interface SitePage {
  sitePath: string;
  file: string;
  key?: string;
}

export interface SearchIndexOptions {
  /** The site's pages with their keys (the build's state); otherwise every `index.html`, read. */
  pages?: readonly SitePage[];
  /** Where the index keeps what it worked out between builds; otherwise a temporary file. */
  cacheFile?: string;
  /**
   * From how many pages to read they are read by worker threads (default PARALLEL_FROM), and
   * from how many files to write they are written by a thread (default THREAD_FROM).
   */
  parallelFrom?: number;
  /**
   * Writes each file's `.br` sibling as the file is written, at the pages' level (the build's
   * precompression, without reading 100,000 files back).
   */
  precompress?: boolean;
  /** Told of each file the index writes. */
  onWrite?: (file: string) => void;
}

export async function buildSearchIndex(
  siteDir: string,
  outputDir = path.join(siteDir, SEARCH_INDEX_FOLDER),
  options: SearchIndexOptions = {},
): Promise<SearchIndexReport> {
  const started = performance.now();
  const work = await mkdtemp(path.join(tmpdir(), "search-postings-"));
  const cache = openIndexCache(options.cacheFile ?? path.join(work, "cache.sqlite"));
  const writer = new IndexWriter({
    precompress: options.precompress ?? false,
    threadFrom: options.parallelFrom,
  });
  try {
    const pages = options.pages
      ? [...options.pages].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
      : await listPages(siteDir);
    const lastMeta = cache.meta();
    // The folder holds the index the cache describes unless a build stopped half way through.
    const reusable = lastMeta !== "" && readText(path.join(outputDir, "meta.json")) === lastMeta;
    if (!reusable) await rm(outputDir, { recursive: true, force: true });
    for (const folder of ["pages", "shards"]) {
      mkdirSync(path.join(outputDir, folder), { recursive: true });
    }
    cache.setMeta("");
    const output = new Output(outputDir, writer, options.onWrite, reusable ? lastMeta : undefined);
    const postingsDir = path.join(work, "postings");
    mkdirSync(postingsDir);
    const toRead = pagesToRead(pages, cache);
    const readStarted = performance.now();
    if (toRead.length >= (options.parallelFrom ?? PARALLEL_FROM)) {
      await extractInParallel(siteDir, toRead, cache);
    }
    const readMilliseconds = Math.round(performance.now() - readStarted);
    const before = corpusOf(cache.lengths()).average;
    const { count, extracted, rendered } = cache.transaction(() => {
      const { planned, extracted, rendered, sameIds } = plan(siteDir, pages, cache, output);
      const indexed =
        sameIds && reusable && extracted <= EDIT_PAGES
          ? editIndex(planned, cache, before)
          : indexAll(planned, cache, output, postingsDir);
      writeIndexFiles(indexed, cache, output);
      cache.clearRendered();
      return { count: indexed, extracted, rendered };
    });
    return {
      pages: count,
      extracted,
      rendered,
      written: output.written,
      milliseconds: Math.round(performance.now() - started),
      readMilliseconds,
    };
  } finally {
    cache.close();
    await writer.close();
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Each page's id in the new index, and whether every id is the one cached (no page added,
 * removed, or newly with or without an indexed article). A page whose key is not the cached one
 * gets the terms its render thread filed for that key, or is read: its row is replaced (its last
 * terms kept aside for an edit) and its file written.
 */
function plan(
  siteDir: string,
  pages: readonly SitePage[],
  cache: IndexCache,
  output: Output,
): { planned: Planned[]; extracted: number; rendered: number; sameIds: boolean } {
  const cached = cache.keys();
  let sameIds = cached.size === pages.length;
  let extracted = 0;
  let rendered = 0;
  let next = 0;
  const planned = pages.map(({ sitePath, file, key = "" }): Planned => {
    const row = cached.get(sitePath);
    const changed = !(key && row?.key === key);
    if (!changed) {
      const id = (row?.id ?? -1) >= 0 ? next++ : -1;
      if (row?.id !== id) sameIds = false;
      return { sitePath, id, lastId: row?.id, changed };
    }
    extracted += 1;
    const fromRender = key ? cache.rendered(sitePath, key) : undefined;
    if (fromRender) rendered += 1;
    const ahead = fromRender ?? cache.extracted(sitePath);
    const fresh = ahead
      ? ahead.terms
      : pageTerms(readFileSync(path.join(siteDir, file), "utf8"), sitePath);
    const id = fresh ? next++ : -1;
    if (row?.id !== id) sameIds = false;
    if (row) cache.keepLastTerms(sitePath);
    cache.setPage(sitePath, { ...(fresh ?? NOT_INDEXED), id, key });
    if (fresh) output.writePage(id, fresh.record);
    return { sitePath, id, ...(row && { lastId: row.id }), changed };
  });
  return { planned, extracted, rendered, sameIds };
}

/** The pages whose cached key is not theirs and whose render thread filed no terms: `plan` reads them. */
function pagesToRead(pages: readonly SitePage[], cache: IndexCache): SitePage[] {
  const cached = cache.keys();
  const rendered = cache.renderedKeys();
  return pages.filter(
    ({ sitePath, key }) =>
      !(key && (cached.get(sitePath)?.key === key || rendered.get(sitePath) === key)),
  );
}

/** `index.html` files under `siteDir`, in path order, with their site paths. */
async function listPages(siteDir: string): Promise<SitePage[]> {
  const pages: SitePage[] = [];
  for await (const file of walkFiles(siteDir)) {
    if (path.basename(file) !== PAGE_FILE) continue;
    if (!NOT_PAGES.has(file.split(path.sep)[0] ?? "")) pages.push({ sitePath: "", file });
  }
  return pages
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    .map(({ file }) => ({ sitePath: toSitePath(file), file }));
}

/** `insights/post/index.html` → `/insights/post`; `index.html` → `/`. */
function toSitePath(file: string): string {
  const folder = path.dirname(file).split(path.sep).join("/");
  return folder === "." ? "/" : `/${folder}`;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
