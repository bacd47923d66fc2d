import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { buildSearchIndex, SEARCH_INDEX_FOLDER } from "./build-search-index.ts";

interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
  anchors: { element: string; id: string; text: string }[];
}

let site = "";
let fragments: Fragment[] = [];

/** The real Pagefind binary over a small prerendered site (fixtures/site), copied to a temp dir. */
beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), "search-index-"));
  await cp(path.join(import.meta.dirname, "fixtures", "site"), site, { recursive: true });
  await buildSearchIndex(site);
  const folder = path.join(site, SEARCH_INDEX_FOLDER, "fragment");
  fragments = await Promise.all(
    (await readdir(folder)).map(async (name) => {
      // A fragment is gzip: a signature, then the page's record as JSON.
      const text = gunzipSync(await readFile(path.join(folder, name))).toString("utf8");
      return JSON.parse(text.slice(text.indexOf("{"))) as Fragment;
    }),
  );
}, 60_000);

afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});

const byUrl = (url: string) => fragments.find((fragment) => fragment.url === url);

test("only pages that mark their article are indexed: not a listing, not the SPA fallback", () => {
  expect(fragments.map((fragment) => fragment.url).toSorted()).toEqual(["/", "/insights/post/"]);
  expect(JSON.stringify(fragments)).not.toMatch(/Fallbackword|Listingword/);
});

test("header, footer and product cards are left out of a page's text", () => {
  const home = byUrl("/");
  expect(home?.content).toContain("Harbour lights guide every visitor.");
  expect(home?.content).not.toMatch(/Headerword|Footerword|Zebracard/);
});

test("a page's title is its h1 and its kind comes from the article's meta", () => {
  expect(byUrl("/insights/post/")?.meta).toMatchObject({
    title: "A post about lanterns",
    kind: "Blog post",
  });
});

test("a FAQ question's heading is an anchor, so it becomes a result of its own", () => {
  const anchors = byUrl("/insights/post/")?.anchors ?? [];
  expect(anchors).toContainEqual(
    expect.objectContaining({ element: "h3", id: "faq--what-is-a-lantern" }),
  );
});

test("the index is written next to the pages with the browser script that reads it", async () => {
  const files = await readdir(path.join(site, SEARCH_INDEX_FOLDER));
  expect(files).toContain("pagefind.js");
  expect(files).toContain("pagefind-entry.json");
});
