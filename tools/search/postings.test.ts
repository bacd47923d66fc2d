/**
 * Postings files: however often the lines in memory are written out, each prefix's file holds
 * its lines in the order they came, so the index built from them is the same.
 */
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { numbersOf, PostingFiles, termsOfPostings } from "./postings.ts";

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
