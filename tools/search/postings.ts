/**
 * Postings: `term\tid\tweight\n` lines, grouped by the term's prefix (its first two UTF-16 units,
 * or the whole term when shorter), so that term order is prefix order and each prefix is merged
 * alone: at 100,000 pages one group per first character held millions of lines. Each term's
 * postings and its scored shard entry (its "part") are kept in the index cache (index-cache.ts).
 *
 * Scores are BM25 (k1 1.2, b 0.75) over the page's weighted words; each term keeps its best
 * `MAX_POSTINGS` pages.
 */
import { appendFileSync } from "node:fs";
import path from "node:path";
import { MAX_POSTINGS } from "#app/search/index.server.ts";

const K1 = 1.2;
const B = 0.75;
/** Postings groups are split by this many UTF-16 units of the term. */
const PREFIX_UNITS = 2;
/**
 * Postings kept in memory, every prefix's together, before each prefix's are appended to its
 * file. A bound on the whole, not per prefix: at 100,000 pages over a thousand prefixes each
 * held a part of a buffer (and the page texts its terms were sliced from) until the end.
 */
const FLUSH_CHARS = 4 * 1024 * 1024;

/** A term and its shard entry. */
export type Part = [term: string, text: string];

/** What every score depends on besides the term's own postings. */
export interface Corpus {
  /** Length in words of each page, by id. */
  lengths: readonly number[];
  /** The average length, rounded to a whole word: an edit seldom moves it, so seldom every score. */
  average: number;
}

const prefixOf = (term: string) => term.slice(0, PREFIX_UNITS);

export function corpusOf(lengths: readonly number[]): Corpus {
  const total = lengths.reduce((sum, length) => sum + length, 0);
  return { lengths, average: Math.max(1, Math.round(total / Math.max(1, lengths.length))) };
}

/** Postings appended to a file per prefix in `dir`, 4 M characters of them at a time. */
export class PostingFiles {
  /** Each prefix's lines not written yet, in the order they came. */
  private readonly buffers = new Map<string, string[]>();
  private chars = 0;
  private readonly dir: string;
  private readonly flushChars: number;
  constructor(dir: string, flushChars = FLUSH_CHARS) {
    this.dir = dir;
    this.flushChars = flushChars;
  }

  add(term: string, id: number, weight: number): void {
    const prefix = prefixOf(term);
    const line = `${term}\t${id}\t${weight}\n`;
    const lines = this.buffers.get(prefix);
    if (lines) lines.push(line);
    else this.buffers.set(prefix, [line]);
    this.chars += line.length;
    if (this.chars >= this.flushChars) this.flush();
  }

  flush(): void {
    for (const [prefix, lines] of this.buffers) appendFileSync(this.file(prefix), lines.join(""));
    this.buffers.clear();
    this.chars = 0;
  }

  file(prefix: string): string {
    return path.join(this.dir, prefixFileName(prefix));
  }
}

/** A prefix's file name: its UTF-16 units in hex (`ab` → `0061-0062`), safe on any disk. */
function prefixFileName(prefix: string): string {
  return Array.from({ length: prefix.length }, (_, index) =>
    prefix.charCodeAt(index).toString(16).padStart(4, "0"),
  ).join("-");
}

/** A prefix file's postings lines as each term's `[id, weight, …]`, ids in page order. */
export function termsOfPostings(postings: string): Map<string, number[]> {
  const byTerm = new Map<string, number[]>();
  // Read in place, without splitting: a common prefix's file holds millions of lines at 100,000
  // pages, and an array of them (and of each line's fields) cost about 150 MB more for 3 million.
  for (let start = 0; start < postings.length;) {
    let end = postings.indexOf("\n", start);
    if (end < 0) end = postings.length;
    const afterTerm = postings.indexOf("\t", start);
    if (afterTerm > start && afterTerm < end) {
      const afterId = postings.indexOf("\t", afterTerm + 1);
      const term = postings.slice(start, afterTerm);
      const list = byTerm.get(term) ?? [];
      if (list.length === 0) byTerm.set(term, list);
      list.push(
        Number(postings.slice(afterTerm + 1, afterId)),
        Number(postings.slice(afterId + 1, end)),
      );
    }
    start = end + 1;
  }
  return byTerm;
}

/** A term's shard entry: `"term":[id gap, score, …]`. */
export function partOf(term: string, pairs: readonly number[], corpus: Corpus): string {
  return `${JSON.stringify(term)}:${JSON.stringify(scored(pairs, corpus))}`;
}

/**
 * A term's `[id, weight, …]` (any order) as its best pages' `[id gap, score, …]`, ids rising:
 * the `MAX_POSTINGS` highest scores, the lower id first among equal ones. The cut is the score
 * the last page kept has, found by sorting the scores alone: a common word at 100,000 pages has
 * as many postings, and sorting them as objects took most of its time.
 */
function scored(pairs: readonly number[], { lengths, average }: Corpus): number[] {
  const count = pairs.length / 2;
  const idf = Math.log(1 + (lengths.length - count + 0.5) / (count + 0.5));
  const ids = new Float64Array(count);
  const scores = new Float64Array(count);
  let rising = true;
  for (let index = 0; index < count; index += 1) {
    const id = pairs[2 * index] as number;
    const weight = pairs[2 * index + 1] as number;
    const norm = 1 - B + (B * (lengths[id] ?? average)) / average;
    const score = (idf * weight * (K1 + 1)) / (weight + K1 * norm);
    ids[index] = id;
    scores[index] = Math.max(1, Math.round(score * 100));
    if (index > 0 && id < (ids[index - 1] as number)) rising = false;
  }
  /** Pages scoring above `cut` are kept, and the first `ties` (by id) of those scoring `cut`. */
  let cut = -Infinity;
  let ties = 0;
  if (count > MAX_POSTINGS) {
    cut = scores.slice().sort()[count - MAX_POSTINGS] as number;
    ties = MAX_POSTINGS - scores.filter((score) => score > cut).length;
  }
  const order = rising ? undefined : [...ids.keys()].sort((a, b) => ids[a]! - ids[b]!);
  const flat: number[] = [];
  let last = 0;
  for (let at = 0; at < count; at += 1) {
    const index = order ? (order[at] as number) : at;
    const score = scores[index] as number;
    if (score < cut || (score === cut && ties-- <= 0)) continue;
    const id = ids[index] as number;
    flat.push(id - last, score);
    last = id;
  }
  return flat;
}

/**
 * `text.split(" ").map(Number)` for a term's postings (whole numbers, one space apart), without a
 * string for each: an edit reads the postings of each term of its pages, thousands of numbers
 * for a common word, and this took most of its time. Anything else takes the general way.
 */
export function numbersOf(text: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  let digits = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57 && digits < 15) {
      value = value * 10 + code - 48;
      digits += 1;
    } else if (code === 32 && digits > 0) {
      numbers.push(value);
      value = 0;
      digits = 0;
    } else return text.split(" ").map(Number);
  }
  if (digits === 0) return text.split(" ").map(Number);
  numbers.push(value);
  return numbers;
}
