/**
 * The site search index (app/search/site-index-format.ts), written from the prerendered pages
 * into `<site>/search-index/` (or `outputDir`, to swap it in later). Memory stays bounded
 * whatever the site's size: pages are read one at a time, each page's terms go to a postings file
 * per two-character prefix on disk, and each of those is merged alone into term-ordered shards.
 * Only the list of page lengths grows with the site (8 bytes a page).
 *
 * Scores are BM25 (k1 1.2, b 0.75) over the page's words, a word in the title counting 8 times and
 * in a heading 3 times; each term keeps its best `MAX_POSTINGS` pages.
 */
import { createHash } from "node:crypto";
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import {
  MAX_POSTINGS,
  SEARCH_INDEX_PATH,
  SEARCH_INDEX_VERSION,
  type IndexMeta,
  type PageRecord,
} from "#app/search/index.server.ts";
import { words } from "#app/search/index.server.ts";
import { walkFiles } from "#tools/build/walk-files.ts";
import { extractPage } from "./extract-page.ts";
import { prefixFileName, prefixOfFileName } from "./prefix-file-name.ts";

export const SEARCH_INDEX_FOLDER = SEARCH_INDEX_PATH.slice(1);
const PAGE_FILE = "index.html";
/** Folders of the site that hold no pages. */
const NOT_PAGES = new Set(["assets", SEARCH_INDEX_FOLDER]);
/** Characters of a shard's JSON before a new shard starts (about 8–15 KB compressed). */
const SHARD_CHARS = 40_000;
/** What a page's file keeps of its text and of each section's: excerpts come from it. */
const TEXT_CHARS = 6_000;
const SECTION_CHARS = 1_500;
const WEIGHTS = { title: 8, heading: 3, text: 1 };
const K1 = 1.2;
const B = 0.75;
/** Postings files are split by this many UTF-16 units of the term. */
const PREFIX_UNITS = 2;
/** Postings kept in memory per prefix before they are appended to its file (a few thousand). */
const FLUSH_CHARS = 32 * 1024;

export interface SearchIndexReport {
  /** Pages in the index (those whose article is marked for it). */
  pages: number;
  milliseconds: number;
}

/**
 * `onWrite`: called with each file as it is written (the build writes its precompressed
 * siblings then, while the text is in memory, instead of reading 10,000 files back).
 */
export async function buildSearchIndex(
  siteDir: string,
  outputDir = path.join(siteDir, SEARCH_INDEX_FOLDER),
  onWrite?: (file: string, data: Buffer) => void,
): Promise<SearchIndexReport> {
  const started = performance.now();
  const write = (file: string, text: string) => {
    const data = Buffer.from(text);
    writeFileSync(file, data);
    onWrite?.(file, data);
  };
  const work = await mkdtemp(path.join(tmpdir(), "search-postings-"));
  try {
    await rm(outputDir, { recursive: true, force: true });
    mkdirSync(path.join(outputDir, "pages"), { recursive: true });
    mkdirSync(path.join(outputDir, "shards"), { recursive: true });
    const postings = new PostingFiles(work);
    const lengths: number[] = [];
    for (const file of await listPages(siteDir)) {
      // Synchronous: one page at a time through the thread pool left the core idle a quarter of
      // the time. The build runs the index in a process of its own.
      const record = extractPage(readFileSync(path.join(siteDir, file), "utf8"), toSitePath(file));
      if (!record) continue;
      const id = lengths.length;
      const { terms, length } = weighTerms(record);
      lengths.push(length);
      for (const [term, weight] of terms) postings.add(term, `${term}\t${id}\t${weight}\n`);
      write(path.join(outputDir, "pages", `${id}.json`), JSON.stringify(trimmed(record)));
    }
    postings.flush();
    const shards = await writeShards(work, outputDir, lengths, write);
    const meta: IndexMeta = { version: SEARCH_INDEX_VERSION, pages: lengths.length, shards };
    write(path.join(outputDir, "meta.json"), JSON.stringify(meta));
    return { pages: lengths.length, milliseconds: Math.round(performance.now() - started) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** `index.html` files under `siteDir`, in path order, relative to it. */
async function listPages(siteDir: string): Promise<string[]> {
  const files: string[] = [];
  for await (const file of walkFiles(siteDir)) {
    if (path.basename(file) !== PAGE_FILE) continue;
    if (!NOT_PAGES.has(file.split(path.sep)[0] ?? "")) files.push(file);
  }
  return files.sort();
}

/** `insights/post/index.html` → `/insights/post`; `index.html` → `/`. */
function toSitePath(file: string): string {
  const folder = path.dirname(file).split(path.sep).join("/");
  return folder === "." ? "/" : `/${folder}`;
}

/** Each term's weighted count in the page, and the page's length in words. */
function weighTerms(record: PageRecord): { terms: Map<string, number>; length: number } {
  const terms = new Map<string, number>();
  let length = 0;
  const count = (text: string, weight: number) => {
    for (const word of words(text)) {
      terms.set(word.term, (terms.get(word.term) ?? 0) + weight);
      length += 1;
    }
  };
  count(record.title, WEIGHTS.title);
  count(record.text, WEIGHTS.text);
  for (const section of record.sections) {
    count(section.title, WEIGHTS.heading);
    count(section.text, WEIGHTS.text);
  }
  return { terms, length };
}

function trimmed(record: PageRecord): PageRecord {
  return {
    ...record,
    text: record.text.slice(0, TEXT_CHARS),
    sections: record.sections.map((section) => ({
      ...section,
      text: section.text.slice(0, SECTION_CHARS),
    })),
  };
}

/**
 * Postings as lines, one file per prefix of the term (its first two UTF-16 units, or the whole
 * term when shorter), so that term order is prefix order: at 100,000 pages one file per first
 * character held millions of lines, and its merge was the build's peak of memory.
 */
class PostingFiles {
  private readonly buffers = new Map<string, string>();
  private readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  add(term: string, line: string): void {
    const prefix = term.slice(0, PREFIX_UNITS);
    const buffer = (this.buffers.get(prefix) ?? "") + line;
    if (buffer.length < FLUSH_CHARS) this.buffers.set(prefix, buffer);
    else {
      appendFileSync(this.file(prefix), buffer);
      this.buffers.delete(prefix);
    }
  }

  flush(): void {
    for (const [prefix, buffer] of this.buffers) appendFileSync(this.file(prefix), buffer);
    this.buffers.clear();
  }

  file(prefix: string): string {
    return path.join(this.dir, prefixFileName(prefix));
  }
}

/** Merges each prefix's file alone into shards; returns the shards in term order. */
async function writeShards(
  work: string,
  outputDir: string,
  lengths: readonly number[],
  write: (file: string, text: string) => void,
): Promise<[string, string][]> {
  const average = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length);
  // In prefix order, which is term order (a one-unit prefix holds only that one-unit term).
  const prefixes = (await readdir(work)).map(prefixOfFileName).sort();
  const shards: [string, string][] = [];
  let parts: string[] = [];
  let size = 0;
  let first = "";
  const cut = () => {
    if (parts.length === 0) return;
    const json = `{${parts.join(",")}}`;
    const name = `${createHash("sha256").update(json).digest("hex").slice(0, 16)}.json`;
    write(path.join(outputDir, "shards", name), json);
    shards.push([first, name]);
    parts = [];
    size = 0;
  };
  for (const prefix of prefixes) {
    const byTerm = new Map<string, number[]>();
    for (const line of readFileSync(path.join(work, prefixFileName(prefix)), "utf8").split("\n")) {
      if (!line) continue;
      const [term = "", id, weight] = line.split("\t");
      const list = byTerm.get(term) ?? [];
      list.push(Number(id), Number(weight));
      byTerm.set(term, list);
    }
    for (const term of [...byTerm.keys()].sort()) {
      const part = `${JSON.stringify(term)}:${JSON.stringify(scored(byTerm.get(term) ?? [], lengths, average))}`;
      if (parts.length === 0) first = term;
      parts.push(part);
      size += part.length;
      if (size >= SHARD_CHARS) cut();
    }
  }
  cut();
  return shards;
}

/** A term's `[id, weight, …]` as its best pages' `[id gap, score, …]`, ids rising. */
function scored(pairs: readonly number[], lengths: readonly number[], average: number): number[] {
  const pages = lengths.length;
  const frequency = pairs.length / 2;
  const idf = Math.log(1 + (pages - frequency + 0.5) / (frequency + 0.5));
  const hits: { id: number; score: number }[] = [];
  for (let index = 0; index < pairs.length; index += 2) {
    const id = pairs[index] as number;
    const weight = pairs[index + 1] as number;
    const norm = 1 - B + (B * (lengths[id] ?? average)) / average;
    const score = (idf * weight * (K1 + 1)) / (weight + K1 * norm);
    hits.push({ id, score: Math.max(1, Math.round(score * 100)) });
  }
  const best =
    hits.length > MAX_POSTINGS
      ? hits.sort((a, b) => b.score - a.score || a.id - b.id).slice(0, MAX_POSTINGS)
      : hits;
  best.sort((a, b) => a.id - b.id);
  const flat: number[] = [];
  let last = 0;
  for (const hit of best) {
    flat.push(hit.id - last, hit.score);
    last = hit.id;
  }
  return flat;
}
