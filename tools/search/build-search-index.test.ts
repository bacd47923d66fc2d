import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { PRECOMPRESS_MIN_SIZE } from "#app/prerender/index.server.ts";
import type { IndexMeta, PageRecord, Shard } from "#app/search/index.server.ts";
import { buildSearchIndex, SEARCH_INDEX_FOLDER } from "./build-search-index.ts";

let site = "";
let index = "";
let pages: PageRecord[] = [];
/** What `onWrite` was told: each file written. */
const written: string[] = [];

/** The index over a small prerendered site (fixtures/site), copied to a temp dir. */
beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), "search-index-"));
  await cp(path.join(import.meta.dirname, "fixtures", "site"), site, { recursive: true });
  index = path.join(site, SEARCH_INDEX_FOLDER);
  await buildSearchIndex(site, index, { precompress: true, onWrite: (file) => written.push(file) });
  const names = (await readdir(path.join(index, "pages"))).toSorted();
  pages = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(index, "pages", name), "utf8"))),
  );
});

afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});

const byUrl = (url: string) => pages.find((page) => page.url === url);

test("only pages that mark their article are indexed: not a listing, not the SPA fallback", () => {
  expect(pages.map((page) => page.url).toSorted()).toEqual(["/", "/insights/post"]);
  expect(JSON.stringify(pages)).not.toMatch(/Fallbackword|Listingword/);
});

test("header, footer and product cards are left out of a page's text", () => {
  const home = byUrl("/");
  expect(home?.text).toContain("Harbour lights guide every visitor.");
  expect(JSON.stringify(home)).not.toMatch(/Headerword|Footerword|Zebracard/);
});

test("a page's title is its h1 and its kind comes from the article's meta", () => {
  expect(byUrl("/insights/post")).toMatchObject({
    title: "A post about lanterns",
    kind: "Blog post",
  });
});

test("a FAQ question's heading starts a section of its own, without its ignored arrow", () => {
  expect(byUrl("/insights/post")?.sections).toEqual([
    {
      anchor: "faq--what-is-a-lantern",
      title: "What is a lantern?",
      text: "A lamp with a case around its flame.",
    },
  ]);
});

test("meta.json lists the shards in term order, and each term's pages are found in its shard", async () => {
  const meta = JSON.parse(await readFile(path.join(index, "meta.json"), "utf8")) as IndexMeta;
  expect(meta.pages).toBe(2);
  const firsts = meta.shards.map(([first]) => first);
  expect(firsts).toEqual(firsts.toSorted());
  const terms: Shard = {};
  for (const [, name] of meta.shards) {
    Object.assign(terms, JSON.parse(await readFile(path.join(index, "shards", name), "utf8")));
  }
  // "Lanterns" (body) and "lantern" (title, question) are one stem, on the post alone.
  const postId = pages.findIndex((page) => page.url === "/insights/post");
  expect(terms.lantern?.[0]).toBe(postId);
  expect(terms.flame?.[0]).toBe(postId);
  expect(Object.keys(terms)).not.toContain("headerword");
});

// The fixture's files are all under 1 KB; incremental-index.test.ts checks the siblings of larger ones.
test("every file of the index is told to onWrite, and has a brotli sibling only when it is 1 KB or more and not a page's record", async () => {
  const files: string[] = [];
  const siblings: string[] = [];
  for (const folder of ["", "pages", "shards"]) {
    for (const entry of await readdir(path.join(index, folder), { withFileTypes: true })) {
      const file = path.join(index, folder, entry.name);
      if (entry.isFile()) (file.endsWith(".br") ? siblings : files).push(file);
    }
  }
  expect(written.toSorted()).toEqual(files.toSorted());
  const large: string[] = [];
  for (const file of files) {
    const data = await readFile(file);
    if (data.length < PRECOMPRESS_MIN_SIZE || path.dirname(file).endsWith("pages")) continue;
    large.push(`${file}.br`);
    expect(brotliDecompressSync(await readFile(`${file}.br`))).toEqual(data);
  }
  expect(siblings.toSorted()).toEqual(large.toSorted());
});
