/**
 * The search index failing inside a whole build (its thread: steps/search-and-compress.ts): the
 * build exits 1 with the step, the reason and what the next build does, without a stack trace,
 * and records nothing of its pages; once the cause is gone, the next build renders the changed
 * page again and site search finds its new words.
 *
 * The failure is a real one: the index's cache file (`cache/search-index.sqlite`) is a folder.
 */
import { appendFile, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { toFolderFile } from "#app/content/index.ts";
import { resolvePage } from "#app/content/index.ts";
import { loadSiteSearch } from "#app/search/index.server.ts";
import { generateScaleContent } from "#tools/bench/scale/generate-content.ts";
import { buildSync as build } from "#tests/support/built-site.ts";

let work = "";
beforeAll(async () => {
  await mkdir(".tmp", { recursive: true });
  work = path.resolve(await mkdtemp(path.join(".tmp", "search-index-failure-")));
});
afterAll(() => rm(work, { recursive: true, force: true }));

async function searchUrls(clientDir: string, query: string): Promise<string[]> {
  const search = await loadSiteSearch("/search-index", async (url) =>
    JSON.parse(await readFile(path.join(clientDir, ...url.split("/")), "utf8")),
  );
  const results = await search.search(query);
  return Promise.all(results.map(async (result) => (await result.data()).url));
}

test("a search index that cannot open its cache fails the build in one message; the next build indexes the edit", async () => {
  const content = path.join(work, "content");
  const generated = await generateScaleContent("content", content, 20);
  const buildDir = path.join(work, "build");
  const clientDir = path.join(buildDir, "client");
  const first = build(content, buildDir);
  expect(first.status, first.stderr).toBe(0);
  const stateBefore = await readFile(path.join(buildDir, "build-state.json"), "utf8");

  const entry = generated.find((item) => item.type === "blog");
  const resolution = resolvePage(entry?.url ?? "", generated);
  if (!resolution.found) throw new Error("the generated site has no blog post");
  await appendFile(
    path.join(content, toFolderFile(resolution.page.source) as string),
    "\n\nA word no page had: quillowhorn.\n",
  );
  const cacheFile = path.join(buildDir, "cache", "search-index.sqlite");
  await rm(cacheFile);
  await mkdir(cacheFile);

  const failed = build(content, buildDir);
  expect(failed.status).toBe(1);
  const lines = failed.stderr.trim().split("\n");
  expect(lines.at(-2)).toMatch(/^The search index failed: .*EISDIR.*search-index\.sqlite$/);
  expect(lines.at(-1)).toBe(
    "The build stopped before recording its pages: the next build renders again the pages " +
      "this one changed, and indexes them.",
  );
  expect(failed.stderr).not.toMatch(/^\s+at /m);
  expect(await readFile(path.join(buildDir, "build-state.json"), "utf8")).toBe(stateBefore);

  await rm(cacheFile, { recursive: true });
  const next = build(content, buildDir);
  expect(next.status, next.stderr).toBe(0);
  expect(next.stdout).toMatch(/Prerendered [1-9]\d* of \d+ pages/);
  expect(await searchUrls(clientDir, "quillowhorn")).toEqual([entry?.url]);
}, 120_000);
