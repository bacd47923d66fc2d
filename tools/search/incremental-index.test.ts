/**
 * The index kept between builds (index-cache.ts): after an edit, a page added and one removed, or
 * an emptied index folder, the incremental index equals a clean index of the same pages file for
 * file, byte for byte, and reads again only the pages whose key changed.
 */
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { words, type IndexMeta, type Shard } from "#app/search/index.server.ts";
import { buildSearchIndex, type SitePage } from "./build-search-index.ts";
import { generatePages } from "./generate-pages.ts";

const PAGES = 150;
let work = "";
let site = "";
let index = "";
let cacheFile = "";
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "incremental-index-"));
  site = path.join(work, "site");
  index = path.join(work, "index");
  cacheFile = path.join(work, "cache", "search.sqlite");
  await generatePages(site, PAGES);
  await mkdir(path.dirname(cacheFile), { recursive: true });
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** The site's pages with their keys (the build uses its page keys; a hash of the file here). */
async function sitePages(): Promise<SitePage[]> {
  const folders = await readdir(path.join(site, "posts"));
  return Promise.all(
    folders.map(async (folder) => {
      const file = path.join("posts", folder, "index.html");
      const html = await readFile(path.join(site, file));
      const key = createHash("sha256").update(html).digest("hex");
      return { sitePath: `/posts/${folder}`, file, key };
    }),
  );
}

/** The incremental index, with the files it wrote. */
async function incremental() {
  const written: string[] = [];
  const report = await buildSearchIndex(site, index, {
    pages: await sitePages(),
    cacheFile,
    onWrite: (file) => written.push(path.relative(index, file)),
  });
  return { report, written };
}

/** Every file of the incremental index against a clean index of the same site. */
async function expectEqualToClean(precompress = false): Promise<void> {
  const clean = path.join(work, "clean");
  await buildSearchIndex(site, clean, { parallelFrom: Infinity, precompress });
  const files = async (dir: string) =>
    (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  const cleanFiles = await files(clean);
  expect(await files(index)).toEqual(cleanFiles);
  for (const file of cleanFiles) {
    const [a, b] = await Promise.all([
      readFile(path.join(index, file)),
      readFile(path.join(clean, file)),
    ]);
    expect(a.equals(b), file).toBe(true);
  }
  await rm(clean, { recursive: true });
}

async function meta(): Promise<IndexMeta> {
  return JSON.parse(await readFile(path.join(index, "meta.json"), "utf8")) as IndexMeta;
}

test("an edit reads one page again, writes its file and the shards of its terms, and equals a clean index", async () => {
  const first = await incremental();
  expect(first.report).toMatchObject({ pages: PAGES, extracted: PAGES });
  await expectEqualToClean();

  // The first word of a heading replaced: the page keeps its length in words.
  const file = path.join(site, "posts", "7", "index.html");
  const html = (await readFile(file, "utf8")).replace(/(<h2 id="s1">)\w+/, "$1Zanzibarquux");
  await writeFile(file, html);
  const second = await incremental();
  expect(second.report).toMatchObject({ pages: PAGES, extracted: 1 });
  const shards = second.written.filter((name) => name.startsWith("shards"));
  const { shards: listed } = await meta();
  expect(shards.length).toBeGreaterThan(0);
  expect(shards.length).toBeLessThan(listed.length / 2);
  expect(second.written.filter((name) => name.startsWith("pages"))).toHaveLength(1);
  await expectEqualToClean();

  // Findable: the new word's shard lists the edited page.
  const term = words("Zanzibarquux")[0]?.term ?? "";
  const shard = listed.findLast(([firstTerm]) => firstTerm <= term)?.[1] ?? "";
  const terms = JSON.parse(await readFile(path.join(index, "shards", shard), "utf8")) as Shard;
  const pageId = Number(second.written.find((name) => name.startsWith("pages"))?.match(/\d+/)?.[0]);
  expect(terms[term]?.[0]).toBe(pageId);

  const unchanged = await incremental();
  expect(unchanged.report.extracted).toBe(0);
  expect(unchanged.written).toEqual([]);

  // A paragraph moved from one page to another: both pages' lengths move, the average does not.
  // Each term they had elsewhere keeps its weight there, but its score moves with the length.
  const otherFile = path.join(site, "posts", "8", "index.html");
  const other = await readFile(otherFile, "utf8");
  const paragraph = other.slice(other.lastIndexOf("<p>"), other.lastIndexOf("</p>") + 4);
  await writeFile(otherFile, other.replace(paragraph, ""));
  await writeFile(file, html.replace("</article>", `${paragraph}</article>`));
  const moved = await incremental();
  expect(moved.report.extracted).toBe(2);
  await expectEqualToClean();

  // A long paragraph added: the average length moves, and with it every term's scores.
  await writeFile(
    file,
    html.replace("</article>", `<p>${"gleaming harbour ".repeat(300)}</p></article>`),
  );
  const longer = await incremental();
  expect(longer.report.extracted).toBe(1);
  await expectEqualToClean();
}, 30_000);

test("a page added and one removed: only the new page is read, and the index equals a clean one", async () => {
  await incremental();
  await rm(path.join(site, "posts", "3"), { recursive: true });
  const added = (await readFile(path.join(site, "posts", "5", "index.html"), "utf8")).replace(
    /Page 5:/,
    "Page 5b:",
  );
  await mkdir(path.join(site, "posts", "5b"));
  await writeFile(path.join(site, "posts", "5b", "index.html"), added);
  const { report } = await incremental();
  expect(report).toMatchObject({ pages: PAGES, extracted: 1 });
  await expectEqualToClean();
}, 30_000);

test("an index folder emptied since (or a build stopped half way) is written whole from the cache", async () => {
  await incremental();
  await rm(index, { recursive: true });
  const { report, written } = await incremental();
  expect(report.extracted).toBe(0);
  expect(written).toContain("meta.json");
  await expectEqualToClean();
}, 30_000);

test("pages read and files written by worker threads (a clean build's many) give the index of one thread, siblings included", async () => {
  await rm(index, { recursive: true, force: true });
  await rm(cacheFile, { force: true });
  const report = await buildSearchIndex(site, index, {
    pages: await sitePages(),
    cacheFile,
    parallelFrom: 1,
    precompress: true,
  });
  expect(report).toMatchObject({ pages: PAGES, extracted: PAGES });
  // Records are written without a `.br` (decision 044); the shards of 1 KB or more get one.
  const records = await readdir(path.join(index, "pages"));
  expect(records.filter((name) => name.endsWith(".br"))).toEqual([]);
  const shards = await readdir(path.join(index, "shards"));
  expect(shards.filter((name) => name.endsWith(".br")).length).toBeGreaterThan(0);
  await expectEqualToClean(true);
}, 30_000);
