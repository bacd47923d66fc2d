/**
 * Postings files: however often the lines in memory are written out, each prefix's file holds
 * its lines in the order they came, so the index built from them is the same.
 */
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { MAX_POSTINGS } from "#app/search/index.server.ts";
import { corpusOf, numbersOf, partOf, PostingFiles, termsOfPostings } from "./postings.ts";

let work = "";
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

async function filesOf(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort()) {
    files[name] = await readFile(path.join(dir, name), "utf8");
  }
  return files;
}

test("postings written a few lines at a time equal postings written once at the end", async () => {
  work = await mkdtemp(path.join(tmpdir(), "postings-"));
  const terms = ["domain", "do", "brand", "brandable", "d", "δομή", "δο", "escrow"];
  const write = async (name: string, flushChars?: number) => {
    const dir = path.join(work, name);
    await mkdir(dir);
    const postings = new PostingFiles(dir, flushChars);
    for (let id = 0; id < 40; id += 1) {
      for (const [index, term] of terms.entries()) {
        if ((id + index) % 3 !== 0) postings.add(term, id, 1 + ((id * index) % 4));
      }
    }
    postings.flush();
    return filesOf(dir);
  };
  const once = await write("once");
  // 30 characters: written out every two or three lines, many times over.
  const often = await write("often", 30);
  expect(often).toEqual(once);
  // One file per prefix of two UTF-16 units ("do" holds "domain" and "do"; "d" has its own).
  expect(Object.keys(once)).toHaveLength(5);
  // "do" in hex UTF-16 units; its terms in the order they first came.
  const byTerm = termsOfPostings(once["0064-006f"] ?? "");
  expect([...byTerm.keys()]).toEqual(["do", "domain"]);
  // Ids in the order they came: rising.
  const ids = (byTerm.get("domain") ?? []).filter((_, index) => index % 2 === 0);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  expect(ids.length).toBeGreaterThan(20);
});

test("a term's postings read as the numbers split from their text", () => {
  for (const text of [
    "0 18 1 22 10034 3",
    "7",
    "123456789012345678 1",
    "1  2",
    " 1",
    "1 ",
    "1.5 2",
    "-1 2",
    "",
  ]) {
    expect(numbersOf(text), JSON.stringify(text)).toEqual(text.split(" ").map(Number));
  }
});

test("a term keeps its best-scoring pages, the lower id first among equal scores, ids rising", () => {
  const lengths = Array.from({ length: 3 * MAX_POSTINGS }, (_, id) => 100 + ((id * 37) % 50));
  const corpus = corpusOf(lengths);
  // The definition: every page's score, best first (lower id first among equal ones), cut.
  const expected = (pairs: number[]) => {
    const frequency = pairs.length / 2;
    const idf = Math.log(1 + (lengths.length - frequency + 0.5) / (frequency + 0.5));
    const hits = [];
    for (let index = 0; index < pairs.length; index += 2) {
      const [id = 0, weight = 0] = pairs.slice(index, index + 2);
      const norm = 0.25 + (0.75 * (lengths[id] ?? 0)) / corpus.average;
      const score = Math.max(1, Math.round(((idf * weight * 2.2) / (weight + 1.2 * norm)) * 100));
      hits.push({ id, score });
    }
    hits.sort((a, b) => b.score - a.score || a.id - b.id);
    const best = hits.slice(0, MAX_POSTINGS).sort((a, b) => a.id - b.id);
    return best.flatMap((hit, index) => [hit.id - (best[index - 1]?.id ?? 0), hit.score]);
  };
  for (const pages of [10, MAX_POSTINGS, MAX_POSTINGS + 1, 2 * MAX_POSTINGS, 3 * MAX_POSTINGS]) {
    // Few weights, so many pages tie at the cut.
    const rising = Array.from({ length: pages }, (_, id) => [id, 1 + (id % 3)]);
    for (const order of [rising, [...rising].reverse()]) {
      const pairs = order.flat();
      expect(partOf("term", pairs, corpus), `${pages} pages`).toBe(
        `"term":${JSON.stringify(expected(pairs))}`,
      );
    }
  }
});
