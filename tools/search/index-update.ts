/**
 * The two ways the index is brought up to date from the cache (index-cache.ts) and the pages read
 * again (build-search-index.ts), and the files written after either. Both leave the same rows and
 * write the same files as a clean build.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SEARCH_INDEX_VERSION, type IndexMeta } from "#app/search/index.server.ts";
import type { IndexCache } from "./index-cache.ts";
import { termWeights, type PageTerms } from "./page-terms.ts";
import { corpusOf, partsOf, prefixOf, prefixOfFileName, PostingFiles } from "./postings.ts";
import { removeShards, writeShards } from "./shards.ts";

export interface Planned {
  sitePath: string;
  key: string;
  /** Id in the new index; -1 when the page has no indexed article. */
  id: number;
  /** Id in the cached index, when the page has a row. */
  lastId?: number;
  /** Terms read from the page's file (null: no indexed article); undefined when cached. */
  fresh?: PageTerms | null;
}

const NOT_INDEXED: PageTerms = { record: "", terms: "", length: 0 };

/** The index folder: what it held (the last `meta.json`, when it can be reused) and the writes. */
export class Output {
  written = 0;
  readonly dir: string;
  /** The last `meta.json`'s text and content, when the folder holds that index. */
  readonly lastMeta: string | undefined;
  readonly last: IndexMeta | undefined;
  private readonly onWrite: ((file: string, data: Buffer) => void) | undefined;
  constructor(
    dir: string,
    onWrite: ((file: string, data: Buffer) => void) | undefined,
    lastMeta: string | undefined,
  ) {
    this.dir = dir;
    this.onWrite = onWrite;
    this.lastMeta = lastMeta;
    this.last = lastMeta === undefined ? undefined : (JSON.parse(lastMeta) as IndexMeta);
  }

  write(file: string, text: string): void {
    const data = Buffer.from(text);
    writeFileSync(file, data);
    this.onWrite?.(file, data);
    this.written += 1;
  }

  writePage(id: number, record: string): void {
    this.write(path.join(this.dir, "pages", `${id}.json`), record);
  }
}

/**
 * Every page's terms into postings files (from the cache but for pages read again), then every
 * prefix scored again. Pages whose id and content are those in the folder are not written.
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
  for (const { sitePath, key, id, lastId, fresh } of planned) {
    present.add(sitePath);
    if (fresh !== undefined) cache.setPage(sitePath, { ...(fresh ?? NOT_INDEXED), id, key });
    else if (lastId !== id) cache.setId(sitePath, id);
    if (id < 0) continue;
    const page = fresh ?? cache.page(sitePath) ?? NOT_INDEXED;
    for (const [term, weight] of termWeights(page.terms)) postings.add(term, id, weight);
    lengths.push(page.length);
    if (!output.last || fresh !== undefined || lastId !== id) output.writePage(id, page.record);
  }
  for (const sitePath of cache.keys().keys()) {
    if (!present.has(sitePath)) cache.deletePage(sitePath);
  }
  postings.flush();
  cache.clearPrefixes();
  const corpus = corpusOf(lengths);
  for (const name of readdirSync(postingsDir)) {
    const text = readFileSync(path.join(postingsDir, name), "utf8");
    cache.setPrefix(prefixOfFileName(name), text, partsOf(text, corpus));
  }
  for (let id = lengths.length; id < (output.last?.pages ?? 0); id++) {
    for (const suffix of ["", ".br", ".gz"]) {
      rmSync(path.join(output.dir, "pages", `${id}.json${suffix}`), { force: true });
    }
  }
  return lengths.length;
}

/**
 * The pages read again, when every page keeps its id: their rows and files, their old and new
 * postings swapped in the prefixes of their terms, and those prefixes scored again (every prefix
 * when the average length, which every score reads, moved). Returns the number of pages indexed.
 */
export function editIndex(planned: readonly Planned[], cache: IndexCache, output: Output): number {
  const before = corpusOf(cache.lengths());
  const touched = new Set<string>();
  const changedIds = new Set<string>();
  const added = new Map<string, string>();
  for (const { sitePath, key, id, fresh } of planned) {
    if (fresh === undefined) continue;
    for (const [term] of termWeights(cache.page(sitePath)?.terms ?? ""))
      touched.add(prefixOf(term));
    cache.setPage(sitePath, { ...(fresh ?? NOT_INDEXED), id, key });
    if (id < 0 || !fresh) continue;
    changedIds.add(String(id));
    for (const [term, weight] of termWeights(fresh.terms)) {
      const prefix = prefixOf(term);
      touched.add(prefix);
      added.set(prefix, `${added.get(prefix) ?? ""}${term}\t${id}\t${weight}\n`);
    }
    output.writePage(id, fresh.record);
  }
  const corpus = corpusOf(cache.lengths());
  const rescored = corpus.average === before.average ? touched : new Set(cache.prefixes());
  for (const prefix of rescored) {
    let postings = cache.postings(prefix);
    if (touched.has(prefix)) {
      const kept = postings.split("\n").filter((line) => line && !changedIds.has(idOf(line)));
      postings = `${kept.map((line) => `${line}\n`).join("")}${added.get(prefix) ?? ""}`;
    }
    cache.setPrefix(prefix, postings, partsOf(postings, corpus));
  }
  return corpus.lengths.length;
}

/** The shards and `meta.json` from the cached prefixes; shards no longer listed are removed. */
export function writeIndexFiles(pages: number, cache: IndexCache, output: Output): void {
  const lastShards = (output.last?.shards ?? []).map(([, name]) => name);
  const shardsDir = path.join(output.dir, "shards");
  const parts = function* () {
    for (const prefix of cache.prefixes()) yield* cache.parts(prefix);
  };
  const shards = writeShards(parts(), shardsDir, {
    existing: new Set(lastShards),
    write: (file, text) => output.write(file, text),
  });
  const listed = new Set(shards.map(([, name]) => name));
  removeShards(
    shardsDir,
    lastShards.filter((name) => !listed.has(name)),
  );
  const meta: IndexMeta = { version: SEARCH_INDEX_VERSION, pages, shards };
  const text = JSON.stringify(meta);
  if (text !== output.lastMeta) output.write(path.join(output.dir, "meta.json"), text);
  cache.setMeta(text);
}

/** The page id of a postings line (`term\tid\tweight`). */
function idOf(line: string): string {
  const end = line.lastIndexOf("\t");
  return line.slice(line.lastIndexOf("\t", end - 1) + 1, end);
}
