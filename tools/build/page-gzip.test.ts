/**
 * PAGE_GZIP=1 (decision 086): a build for nginx-static writes each page's `.gz` beside its `.br`,
 * the page's own bytes. Turning it off renders every page again from an empty release, so no
 * `.gz` of the other setting is left beside a page nginx would send it for. A server deployment's
 * build leaves both siblings to its job (decision 084), which writes the `.gz` too.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, expect, test } from "vitest";
import { generateScaleContent } from "#tools/bench/scale/generate-content.ts";
import { runBuild, siteIn, waitFor } from "#tests/support/built-site.ts";

let work = "";
afterAll(() => rm(work, { recursive: true, force: true }));

const filesOf = async (dir: string) =>
  (await readdir(dir, { recursive: true, encoding: "utf8" })).sort();

test("with PAGE_GZIP=1 every page has its .gz; the next build without it renders every page and leaves none; a server deployment's job writes them", async () => {
  await mkdir(".tmp", { recursive: true });
  work = path.resolve(await mkdtemp(path.join(".tmp", "page-gzip-")));
  const site = siteIn(work);
  await generateScaleContent("content", site.contentDir, 20);

  const first = await runBuild(site, { PAGE_GZIP: "1" });
  expect(first).toMatch(/Prerendered (\d+) of \1 pages/);
  expect(await pagesWithoutTheirGz(site.clientDir)).toEqual([]);

  const second = await runBuild(site);
  expect(second).toContain("Code or configuration changed: building every page");
  const gzipped = (await filesOf(site.clientDir)).filter(
    (file) => file.endsWith(".gz") && !file.startsWith(path.join("assets", "b")),
  );
  expect(gzipped).toEqual([]);

  // A server deployment's build: pages live without their siblings; its job writes both.
  const third = await runBuild(site, { PAGE_GZIP: "1", SOCIAL_CARDS: "background" });
  expect(third).toContain("Code or configuration changed: building every page");
  const release = path.join(site.buildRoot, "current");
  const pending = path.join(release, "social-cards.pending");
  expect(await waitFor(async () => (existsSync(pending) ? undefined : true), 60_000)).toBe(true);
  const log = await readFile(path.join(release, "social-cards.log"), "utf8");
  expect(log).toMatch(/Pages: \d+ precompressed \(brotli and gzip\) after the switch/);
  expect(await pagesWithoutTheirGz(site.clientDir)).toEqual([]);
}, 240_000);

/** The pages under `clientDir` whose `.gz` is missing or is not the page. */
async function pagesWithoutTheirGz(clientDir: string): Promise<string[]> {
  const pages = (await filesOf(clientDir)).filter(
    (file) => path.basename(file) === "index.html" && !file.startsWith("assets"),
  );
  expect(pages.length).toBeGreaterThan(20);
  const wrong: string[] = [];
  for (const page of pages) {
    const file = path.join(clientDir, page);
    const gz = await readFile(`${file}.gz`).catch(() => null);
    if (!gz || !gunzipSync(gz).equals(await readFile(file))) wrong.push(page);
  }
  return wrong;
}
