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
 * length, which every score reads, moved). Returns the number of pages indexed.
 */
export function editIndex(planned: readonly Planned[], cache: IndexCache, before: number): number {
  /** Each touched term's postings of the pages read again, by id (0 when the term left it). */
  const touched = new Map<string, Map<number, number>>();
  const posting = (term: string, id: number, weight: number) => {
    const pages = touched.get(term) ?? new Map<number, number>();
    touched.set(term, pages.set(id, weight));
  };
  for (const { sitePath, id, changed } of planned) {
    if (!changed) continue;
    for (const [term] of termWeights(cache.lastTerms(sitePath))) posting(term, id, 0);
    if (id < 0) continue;
    for (const [term, weight] of termWeights(cache.page(sitePath)?.terms ?? "")) {
      posting(term, id, weight);
    }
  }
  const corpus = corpusOf(cache.lengths());
  for (const [term, pages] of touched) {
    const pairs: number[] = [];
    const old = cache.postings(term);
    for (let index = 0; index < old.length; index += 2) {
      const id = old[index] as number;
      if (!pages.has(id)) pairs.push(id, old[index + 1] as number);
    }
    for (const [id, weight] of pages) if (weight > 0) pairs.push(id, weight);
    const sorted = sortedPairs(pairs);
    cache.setTerm(term, sorted, partOf(term, sorted, corpus));
  }
  if (corpus.average !== before) {
    for (const term of cache.terms())
      cache.setPart(term, partOf(term, cache.postings(term), corpus));
  }
  return corpus.lengths.length;
}

/** `[id, weight, …]` with ids rising. */
function sortedPairs(pairs: readonly number[]): number[] {
  const order = Array.from({ length: pairs.length / 2 }, (_, index) => index * 2);
  order.sort((a, b) => (pairs[a] as number) - (pairs[b] as number));
  return order.flatMap((index) => [pairs[index] as number, pairs[index + 1] as number]);
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
