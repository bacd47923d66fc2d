import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadSiteSearch, MAX_POSTINGS, type IndexMeta } from "#app/search/index.server.ts";
import { buildSearchIndex, SEARCH_INDEX_FOLDER } from "./build-search-index.ts";

/**
 * The browser's search (app/search/site-search.ts) over an index the builder wrote from pages on
 * disk, read through a file-backed fetch: ranking, every word required, the last word as a
 * prefix, FAQ questions as sub-results, escaped excerpts, and the per-term cap on a large site.
 */
let site = "";
const COMMON_PAGES = MAX_POSTINGS + 200;

async function writePage(url: string, article: string): Promise<void> {
  const file = path.join(site, ...url.split("/").filter(Boolean), "index.html");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    `<html><body><article data-search-body="" data-search-meta="kind:Blog post">${article}</article></body></html>`,
  );
}

beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), "site-search-"));
  await writePage("/guide", "<h1>Lantern guide</h1><p>How to choose one for the harbour.</p>");
  await writePage("/notes", "<h1>Notes</h1><p>Once I bought a lantern at the market.</p>");
  await writePage(
    "/harbour",
    "<h1>Harbour days</h1><p>A lantern by the harbour &lt;at night&gt;.</p>",
  );
  await writePage(
    "/faq",
    '<h1>Questions</h1><p>Short answers.</p><h3 id="faq--what-is-a-wick">What is a wick?</h3><p>The thread that burns.</p>',
  );
  await writePage("/greek", "<h1>Ονόματα τομέων</h1><p>Σύντομα ονόματα.</p>");
  for (let index = 0; index < COMMON_PAGES; index += 1) {
    await writePage(
      `/bulk/p${index}`,
      `<h1>Bulk ${index}</h1><p>common ${"filler ".repeat(index % 7)} w${index}a w${index}b w${index}c</p>`,
    );
  }
  await buildSearchIndex(site);
}, 60_000);

afterAll(() => rm(site, { recursive: true, force: true }));

const open = () =>
  loadSiteSearch("/search-index", async (url) =>
    JSON.parse(await readFile(path.join(site, ...url.split("/")), "utf8")),
  );

async function urls(query: string): Promise<string[]> {
  const search = await open();
  const results = await search.search(query);
  return Promise.all(results.slice(0, 8).map(async (result) => (await result.data()).url));
}

test("a word in the title ranks the page above pages with it in the text", async () => {
  const found = await urls("lantern");
  expect(found[0]).toBe("/guide");
  expect(found.toSorted()).toEqual(["/guide", "/harbour", "/notes"]);
});

test("every word must be on the page; the last one matches as the start of a word", async () => {
  expect((await urls("lantern harbour")).toSorted()).toEqual(["/guide", "/harbour"]);
  expect((await urls("lant")).toSorted()).toEqual(["/guide", "/harbour", "/notes"]);
  expect(await urls("lantern zebra")).toEqual([]);
  expect(await urls("ονοματα")).toEqual(["/greek"]);
});

test("a FAQ question that matches is a sub-result with its anchor; the excerpt is text runs, the match marked", async () => {
  const search = await open();
  const [faq] = await search.search("wick");
  const data = await faq?.data();
  expect(data?.sub_results).toEqual([
    expect.objectContaining({
      title: "What is a wick?",
      url: "/faq#faq--what-is-a-wick",
      anchor: { id: "faq--what-is-a-wick" },
    }),
  ]);
  const [harbour] = await search.search("night");
  // Text as written, never markup: "<at night>" stays text around the marked word.
  expect((await harbour?.data())?.excerpt).toEqual([
    { text: "A lantern by the harbour <at ", marked: false },
    { text: "night", marked: true },
    { text: ">.", marked: false },
  ]);
});

test("a word on more pages than the cap answers with its best pages only; shards stay small", async () => {
  const search = await open();
  expect(await search.search("common")).toHaveLength(MAX_POSTINGS);
  const index = path.join(site, SEARCH_INDEX_FOLDER);
  const meta = JSON.parse(await readFile(path.join(index, "meta.json"), "utf8")) as IndexMeta;
  expect(meta.pages).toBe(COMMON_PAGES + 5);
  expect(meta.shards.length).toBeGreaterThan(1);
  for (const name of await readdir(path.join(index, "shards"))) {
    expect((await stat(path.join(index, "shards", name))).size).toBeLessThan(64 * 1024);
  }
});

test("a newer query makes an older debounced one answer null", async () => {
  const search = await open();
  const first = search.debouncedSearch("lantern", 20);
  const second = search.debouncedSearch("harbour", 20);
  expect(await first).toBeNull();
  expect((await second)?.length).toBe(2);
});
