/**
 * The pages a running server published since the build (live-index.ts), searched beside the
 * build's index by the browser's search: found by a word and by a typed prefix, ranked among the
 * built pages, their records taken from `live.json` (no `pages/<id>.json` asked for them); and a
 * site without `live.json` (a static host) searches the build's index alone.
 */
import { expect, test } from "vitest";
import { loadSiteSearch } from "./site-search.ts";
import { words } from "./tokenize.ts";
import type { IndexMeta, LiveIndex, PageRecord } from "./site-index-format.ts";

const term = (word: string) => words(word)[0]?.term ?? word;
const record = (url: string, title: string): PageRecord => ({
  url,
  title,
  kind: "Blog post",
  text: title,
  sections: [],
});
const META: IndexMeta = { version: 1, pages: 2, shards: [["", "s0.json"]] };
const FILES: Record<string, unknown> = {
  "/search-index/meta.json": META,
  // Page 0 holds "lantern" once, page 1 often.
  "/search-index/shards/s0.json": { [term("lantern")]: [0, 120, 1, 300] },
  "/search-index/pages/0.json": record("/guide", "Lantern guide"),
  "/search-index/pages/1.json": record("/lanterns", "Lanterns"),
};
const LIVE: LiveIndex = {
  version: 1,
  pages: [
    {
      record: record("/insights/harbour-lights", "Harbour lights"),
      terms: { [term("harbour")]: 9, [term("lantern")]: 2 },
      length: 30,
    },
  ],
};

function files(live: LiveIndex | undefined) {
  const asked: string[] = [];
  const get = async (url: string) => {
    asked.push(url);
    const found = url.endsWith("/live.json") ? live : FILES[url];
    if (found === undefined) throw new Error(`${url}: 404`);
    return found;
  };
  return { get, asked };
}

async function urls(search: Awaited<ReturnType<typeof loadSiteSearch>>, query: string) {
  return Promise.all((await search.search(query)).map(async (hit) => (await hit.data()).url));
}

test("a live page is found by its words and by a typed prefix, its record from live.json", async () => {
  const { get, asked } = files(LIVE);
  const search = await loadSiteSearch(undefined, get);
  expect(await urls(search, "harbour")).toEqual(["/insights/harbour-lights"]);
  expect(await urls(search, "harb")).toEqual(["/insights/harbour-lights"]);
  expect(asked.filter((url) => url.includes("/pages/"))).toEqual([]);
  // Among the built pages that hold the word, ranked by score.
  const lantern = await urls(search, "lantern");
  expect(lantern.toSorted()).toEqual(["/guide", "/insights/harbour-lights", "/lanterns"]);
  expect(lantern[0]).toBe("/lanterns");
});

test("without live.json (a static host) the build's index alone answers", async () => {
  const { get } = files(undefined);
  const search = await loadSiteSearch(undefined, get);
  expect(await urls(search, "harbour")).toEqual([]);
  expect((await urls(search, "lantern")).toSorted()).toEqual(["/guide", "/lanterns"]);
});

test("a live.json of another index version is not read", async () => {
  const { get } = files({ ...LIVE, version: 99 });
  const search = await loadSiteSearch(undefined, get);
  expect(await urls(search, "harbour")).toEqual([]);
});
