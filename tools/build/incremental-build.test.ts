/**
 * The incremental build against a clean one, on a generated site with paginated listings: after
 * one entry changed, one was added and one removed, the incremental build's output equals a
 * clean build's file for file, byte for byte, and pages the change did not touch were not
 * rewritten. The search index, made from the terms the render threads worked out, is the one
 * read from the pages.
 */
import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MANIFEST_FILE, toFolderFile } from "#app/content/index.ts";
import { resolvePage, type ManifestEntry } from "#app/content/index.ts";
import { generateScaleContent } from "#tools/bench/scale/generate-content.ts";
import { buildSearchIndex, SEARCH_INDEX_FOLDER } from "#tools/search/build-search-index.ts";
import { buildOrThrow as build } from "#tests/support/built-site.ts";

let work = "";
beforeAll(async () => {
  await rm(".tmp/incremental-build", { recursive: true, force: true });
  await import("node:fs/promises").then((fs) => fs.mkdir(".tmp", { recursive: true }));
  work = path.resolve(await mkdtemp(path.join(".tmp", "incremental-build-")));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function rendered(log: string): { rendered: number; of: number } {
  const match = /Prerendered (\d+) of (\d+) pages/.exec(log);
  if (!match) throw new Error(`no prerender line in:\n${log}`);
  return { rendered: Number(match[1]), of: Number(match[2]) };
}

test("one entry changed, one added, one removed: the incremental output equals a clean build", async () => {
  const content = path.join(work, "content");
  const generated = await generateScaleContent("content", content, 60);
  const incremental = path.join(work, "incremental");
  const firstLog = build(content, incremental);
  const first = rendered(firstLog);
  expect(first.rendered).toBe(first.of);
  // Every page new to the index, its terms worked out by the render thread that wrote it: none
  // read again (decision 044).
  const indexed =
    /Indexed \d+ pages for search, (\d+) new or changed \((\d+) worked out by the render threads, 0 read again\)/.exec(
      firstLog,
    );
  expect(Number(indexed?.[1])).toBe(first.of);
  expect(Number(indexed?.[2])).toBe(first.of);

  const client = path.join(incremental, "client");
  const fileOf = (entry: ManifestEntry) => {
    const resolution = resolvePage(entry.url, generated);
    if (!resolution.found) throw new Error(`${entry.url} does not resolve`);
    return path.join(content, toFolderFile(resolution.page.source) as string);
  };
  const changed = generated[0] as ManifestEntry;
  const removed = generated[1] as ManifestEntry;
  const untouched = generated.find((entry) => entry.type === "review") as ManifestEntry;
  const untouchedPage = path.join(client, untouched.url.slice(1), "index.html");
  const untouchedBefore = (await stat(untouchedPage)).mtimeMs;

  await appendFile(fileOf(changed), "\nA sentence added after the first build.\n");
  const manifestFile = path.join(content, MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as ManifestEntry[];
  const added: ManifestEntry = { ...changed, url: `${changed.url}-sequel`, title: "A Sequel" };
  await writeFile(`${fileOf(changed).slice(0, -3)}-sequel.md`, "# A sequel\n\nNew text.\n");
  await writeFile(
    manifestFile,
    JSON.stringify([...manifest.filter((entry) => entry.url !== removed.url), added], null, 1),
  );
  await rm(fileOf(removed));

  const secondLog = build(content, incremental);
  const second = rendered(secondLog);
  expect(secondLog).toMatch(
    /Indexed \d+ pages for search, ([1-9]) new or changed \(\1 worked out by the render threads, 0 read again\)/,
  );
  // The per-file caches are rows of one SQLite file, not JSON files (decision 036).
  const cacheFiles = await readdir(path.join(incremental, "cache"));
  expect(cacheFiles).toContain("build-cache.sqlite");
  expect(
    cacheFiles.filter((file) => file.endsWith(".json") && file !== "search-pages.json"),
  ).toEqual([]);
  // The changed and the added entry, the listings whose slices moved; not the whole site.
  expect(second.rendered).toBeGreaterThanOrEqual(2);
  expect(second.rendered).toBeLessThan(second.of / 3);
  expect((await stat(untouchedPage)).mtimeMs).toBe(untouchedBefore);
  await expect(stat(path.join(client, removed.url.slice(1), "index.html"))).rejects.toThrow();

  const clean = path.join(work, "clean");
  build(content, clean);
  const cleanFiles = await listFiles(path.join(clean, "client"));
  expect(await listFiles(client)).toEqual(cleanFiles);
  const different: string[] = [];
  for (const file of cleanFiles) {
    const [a, b] = await Promise.all([
      readFile(path.join(client, file)),
      readFile(path.join(clean, "client", file)),
    ]);
    if (!a.equals(b)) different.push(file);
  }
  expect(different).toEqual([]);
  // Only the bundle's hashed assets carry a `.gz` (decision 036).
  expect(
    cleanFiles.filter((file) => file.endsWith(".gz") && !file.startsWith("assets/b/")),
  ).toEqual([]);
  expect(cleanFiles.some((file) => file.endsWith("index.html.br"))).toBe(true);

  // The index from the render threads' terms is the one the pages themselves give: read again
  // from the written pages, with no cache, it is the same, file for file, byte for byte.
  const fromPages = path.join(work, "index-from-pages");
  const report = await buildSearchIndex(path.join(clean, "client"), fromPages, {
    precompress: true,
  });
  expect(report.rendered).toBe(0);
  const builtIndex = path.join(clean, "client", SEARCH_INDEX_FOLDER);
  const indexFiles = await listFiles(builtIndex);
  expect(indexFiles.length).toBeGreaterThan(report.pages);
  expect(await listFiles(fromPages)).toEqual(indexFiles);
  const differentInIndex: string[] = [];
  for (const file of indexFiles) {
    const [a, b] = await Promise.all([
      readFile(path.join(builtIndex, file)),
      readFile(path.join(fromPages, file)),
    ]);
    if (!a.equals(b)) differentInIndex.push(file);
  }
  expect(differentInIndex).toEqual([]);
}, 240_000);
