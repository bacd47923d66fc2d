/**
 * The terms the render threads file (rendered-terms.ts): the index takes a page's terms from
 * there when they were filed with the page's content key, instead of reading the page; terms of
 * another key are not taken; the filed terms are cleared once used; a cache that cannot be
 * opened does not stop the build (the index reads the pages).
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { pageTerms } from "#app/search/index.server.ts";
import { buildSearchIndex, type SitePage } from "./build-search-index.ts";
import { generatePages } from "./generate-pages.ts";
import { openIndexCache } from "./index-cache.ts";
import { openRenderedTerms } from "./rendered-terms.ts";

let work = "";
let site = "";
let pages: SitePage[] = [];
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "rendered-terms-"));
  site = path.join(work, "site");
  await generatePages(site, 6);
  pages = (await readdir(path.join(site, "posts"))).sort().map((folder) => ({
    sitePath: `/posts/${folder}`,
    file: path.join("posts", folder, "index.html"),
    key: `key of ${folder}`,
  }));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const html = (page: SitePage) => readFile(path.join(site, page.file), "utf8");

test("a page's filed terms are taken when their key is the page's; another key's are not", async () => {
  const cacheFile = path.join(work, "taken", "search.sqlite");
  const [first, second, third] = pages as [SitePage, SitePage, SitePage];
  // Terms filed for the first two pages, as their render threads would; the third's for an older key.
  const terms = openRenderedTerms(cacheFile);
  for (const page of [first, second]) {
    terms.add(
      page.sitePath,
      page.key as string,
      pageTerms(await html(page), page.sitePath) ?? null,
    );
  }
  terms.add(
    third.sitePath,
    "an older key",
    pageTerms("<p>not this page</p>", third.sitePath) ?? null,
  );
  terms.close();
  // The first page's file changes after its terms were filed: the index must not read it.
  const firstFile = path.join(site, first.file);
  const original = await readFile(firstFile, "utf8");
  const changed = original.replace(/<h1([^>]*)>[^<]*<\/h1>/, "<h1$1>Zyzzyva</h1>");
  expect(changed).not.toBe(original);
  await writeFile(firstFile, changed);
  try {
    const index = path.join(work, "taken", "index");
    const report = await buildSearchIndex(site, index, {
      pages,
      cacheFile,
      parallelFrom: Infinity,
    });
    expect(report).toMatchObject({ pages: pages.length, extracted: pages.length, rendered: 2 });
    const records = await Promise.all(
      pages.map((_, id) => readFile(path.join(index, "pages", `${id}.json`), "utf8")),
    );
    expect(records.some((record) => record.includes("Zyzzyva"))).toBe(false);
    // The third page was read from its file, not taken from the older key's terms.
    expect(records.some((record) => record.includes("not this page"))).toBe(false);
    expect(records.filter((record) => record.includes(`"url":"${third.sitePath}"`))).toHaveLength(
      1,
    );
  } finally {
    await writeFile(firstFile, original);
  }
  // Used once: the next index finds none filed.
  const cache = openIndexCache(cacheFile);
  expect(cache.renderedKeys().size).toBe(0);
  cache.close();
});

test("a cache that cannot be opened files nothing and throws nothing", async () => {
  const folder = path.join(work, "a-folder.sqlite");
  await mkdir(folder, { recursive: true });
  const terms = openRenderedTerms(folder);
  const [page] = pages as [SitePage];
  terms.add(page.sitePath, "key", pageTerms(await html(page), page.sitePath) ?? null);
  expect(() => terms.close()).not.toThrow();
  expect(await readdir(folder)).toEqual([]);
});
