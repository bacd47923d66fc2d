/**
 * The two ways the index is brought up to date from the cache (index-cache.ts) and the pages read
 * again (build-search-index.ts), and the files written after either. Both leave the same rows and
 * write the same files as a clean build.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import {
  NOT_INDEXED,
  SEARCH_INDEX_VERSION,
  termWeights,
  type IndexMeta,
} from "#app/search/index.server.ts";
import type { IndexCache } from "./index-cache.ts";
import type { IndexWriter } from "./index-writer.ts";
import { corpusOf, partOf, PostingFiles, termsOfPostings } from "./postings.ts";
import { removeShards, writeShards } from "./shards.ts";

export interface Planned {
  sitePath: string;
  /** Id in the new index; -1 when the page has no indexed article. */
  id: number;
  /** Id in the cached index, when the page has a row. */
  lastId?: number | undefined;
  /** Read again: its row and file are new. */
  changed: boolean;
}

/** The index folder: what it held (the last `meta.json`, when it can be reused) and the writes. */
export class Output {
  written = 0;
  readonly dir: string;
  /** The last `meta.json`'s text and content, when the folder holds that index. */
  readonly lastMeta: string | undefined;
  readonly last: IndexMeta | undefined;
  private readonly writer: IndexWriter;
  private readonly onWrite: ((file: string) => void) | undefined;
  constructor(
    dir: string,
    writer: IndexWriter,
    onWrite: ((file: string) => void) | undefined,
    lastMeta: string | undefined,
  ) {
    this.dir = dir;
    this.writer = writer;
    this.onWrite = onWrite;
    this.lastMeta = lastMeta;
    this.last = lastMeta === undefined ? undefined : (JSON.parse(lastMeta) as IndexMeta);
  }

  /**
   * Writes `file` (perhaps later, by the writer's thread: `drain` waits for it), with its `.br`
   * when the index is precompressed and `sibling` is not false.
   */
  write(file: string, text: string, sibling = true): void {
    this.writer.write(file, text, sibling);
    this.onWrite?.(file);
    this.written += 1;
  }

  /**
   * A page's record, without a `.br` (decision 044): one file a page, and the index's writing
   * was most of its time after the render threads handed it the terms. A result fetches a few;
   * the Node server compresses each on its first request and keeps it, nginx gzips it, a static
   * host compresses it on its own.
   */
  writePage(id: number, record: string): void {
    this.write(path.join(this.dir, "pages", `${id}.json`), record, false);
  }

  /** Returns once every file handed to `write` is on disk. */
  drain(): void {
    this.writer.drain();
  }
}

/**
 * Every page's terms from the cache into postings files, then every term scored again. Pages
 * whose id and content are those in the folder are not written again.
 * Returns the number of pages indexed.
 */
export function indexAll(
  planned: readonly Planned[],
  cache: IndexCache,
  output: Output,
  postingsDir: string,
): number {
  const postings = new PostingFiles(postingsDir);
  const lengths: number[] = [];
  const present = new Set<string>();
  for (const { sitePath, id, lastId, changed } of planned) {
    present.add(sitePath);
    if (!changed && lastId !== id) cache.setId(sitePath, id);
    if (id < 0) continue;
    const page = cache.page(sitePath) ?? NOT_INDEXED;
    for (const [term, weight] of termWeights(page.terms)) postings.add(term, id, weight);
    lengths.push(page.length);
    if (!changed && (!output.last || lastId !== id)) output.writePage(id, page.record);
  }
  for (const sitePath of cache.keys().keys()) {
    if (!present.has(sitePath)) cache.deletePage(sitePath);
  }
  postings.flush();
  cache.clearTerms();
  const corpus = corpusOf(lengths);
  for (const name of readdirSync(postingsDir)) {
    const terms = termsOfPostings(readFileSync(path.join(postingsDir, name), "utf8"));
    for (const [term, pairs] of terms) cache.setTerm(term, pairs, partOf(term, pairs, corpus));
  }
  for (let id = lengths.length; id < (output.last?.pages ?? 0); id++) {
    for (const suffix of ["", ".br", ".gz"]) {
      rmSync(path.join(output.dir, "pages", `${id}.json${suffix}`), { force: true });
    }
  }
  return lengths.length;
}

/**
 * The pages read again (rows and files already written), when every page keeps its id: their postings
 * swapped in their old and new terms, and those terms scored again (every term when the average
 * length, which every score reads, moved). A term whose weight in each page read again is the
 * one it had, in pages of the same length, keeps its postings and scores as they are: an edit
 * touches hundreds of terms, most of them common ones with thousands of postings, and moves few.
 * Returns the number of pages indexed.
 */
export function editIndex(planned: readonly Planned[], cache: IndexCache, before: number): number {
  /** Each touched term's weight in each page read again, by id: before and now (0: none). */
  const touched = new Map<string, Map<number, { was: number; now: number }>>();
  const weightOf = (term: string, id: number) => {
    const pages = touched.get(term) ?? new Map<number, { was: number; now: number }>();
    touched.set(term, pages);
    const weight = pages.get(id) ?? { was: 0, now: 0 };
    pages.set(id, weight);
    return weight;
  };
  /** Pages read again whose length moved: each of their scores moves with it. */
  const resized = new Set<number>();
  for (const { sitePath, id, changed } of planned) {
    if (!changed) continue;
    const last = cache.lastTerms(sitePath);
    for (const [term, weight] of termWeights(last.terms)) weightOf(term, id).was = weight;
    if (id < 0) continue;
    const page = cache.page(sitePath);
    for (const [term, weight] of termWeights(page?.terms ?? "")) weightOf(term, id).now = weight;
    if ((page?.length ?? 0) !== last.length) resized.add(id);
  }
  const corpus = corpusOf(cache.lengths());
  for (const [term, pages] of touched) {
    const moved = [...pages].some(([id, { was, now }]) => was !== now || resized.has(id));
    if (!moved) continue;
    const old = cache.postings(term);
    const pairs = mergedPairs(old, pages);
    const part = partOf(term, pairs, corpus);
    if (samePairs(pairs, old)) cache.setPart(term, part);
    else cache.setTerm(term, pairs, part);
  }
  if (corpus.average !== before) {
    for (const term of cache.terms())
      cache.setPart(term, partOf(term, cache.postings(term), corpus));
  }
  return corpus.lengths.length;
}

/**
 * `old` (`[id, weight, …]`, ids rising) with each page read again at its weight now (left out
 * at 0), ids still rising.
 */
function mergedPairs(
  old: readonly number[],
  pages: ReadonlyMap<number, { now: number }>,
): number[] {
  const ids = [...pages.keys()].sort((a, b) => a - b);
  const pairs: number[] = [];
  let next = 0;
  const addBelow = (limit: number) => {
    for (; next < ids.length && (ids[next] as number) < limit; next += 1) {
      const id = ids[next] as number;
      const now = pages.get(id)?.now ?? 0;
      if (now > 0) pairs.push(id, now);
    }
  };
  for (let index = 0; index < old.length; index += 2) {
    const id = old[index] as number;
    addBelow(id);
    if (!pages.has(id)) pairs.push(id, old[index + 1] as number);
  }
  addBelow(Infinity);
  return pairs;
}

function samePairs(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** The shards and `meta.json` from the cached terms; shards no longer listed are removed. */
export function writeIndexFiles(pages: number, cache: IndexCache, output: Output): void {
  const lastShards = (output.last?.shards ?? []).map(([, name]) => name);
  const shardsDir = path.join(output.dir, "shards");
  const shards = writeShards(cache.parts(), shardsDir, {
    existing: new Set(lastShards),
    write: (file, text) => output.write(file, text),
  });
  const meta: IndexMeta = { version: SEARCH_INDEX_VERSION, pages, shards };
  const text = JSON.stringify(meta);
  // The pages and shards it lists first: a browser that reads it finds them.
  output.drain();
  if (text !== output.lastMeta) output.write(path.join(output.dir, "meta.json"), text);
  output.drain();
  // After the new meta.json: a browser holding the last one finds its shards until then.
  const listed = new Set(shards.map(([, name]) => name));
  removeShards(
    shardsDir,
    lastShards.filter((name) => !listed.has(name)),
  );
  cache.setMeta(text);
}
