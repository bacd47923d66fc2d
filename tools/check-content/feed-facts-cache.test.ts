import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { openContentFolder } from "#app/loaders/index.server.ts";
import { buildFeedFiles, feedSite } from "#app/seo/index.ts";
import { runContentCheck } from "#tools/check-content/run-check.ts";
import { hashOf } from "#app/content/index.server.ts";
import { hashFolder } from "#tools/build/content-copy.ts";
import { fileCacheIn } from "#app/loaders/index.server.ts";
import { openFeedFactsCache } from "./feed-facts-cache.ts";

const SOURCE = "assets/content/blogs/insights/a.md";
const META = '<!-- META\n{ "description": "First words" }\n-->\n\n# A\n';

test("a file's facts come from the cache while its content hash is unchanged", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "feed-facts-"));
  const cacheFile = fileCacheIn(dir, "feed-facts");
  const run = async (text: string) => {
    const reads: string[] = [];
    const cache = await openFeedFactsCache(
      cacheFile,
      new Map([["blogs/insights/a.md", hashOf(text)]]),
    );
    const read = cache.readerFor(async (sitePath) => {
      reads.push(sitePath);
      return text;
    });
    const facts = await read(SOURCE, "post");
    await cache.save();
    return { facts, reads };
  };
  const first = await run(META);
  expect(first.reads).toEqual([SOURCE]);
  expect(first.facts?.metaBlock.description).toBe("First words");
  const again = await run(META);
  expect(again.reads).toEqual([]);
  expect(again.facts).toEqual(first.facts);
  const edited = await run(META.replace("First words", "Other words"));
  expect(edited.reads).toEqual([SOURCE]);
  expect(edited.facts).not.toEqual(first.facts);
  await rm(dir, { recursive: true, force: true });
});

test("after a build's content check the feeds read no markdown file: the check's analyses answer", async () => {
  const root = await mkdtemp(path.join(tmpdir(), "feed-facts-check-"));
  const contentDir = path.join(root, "content");
  await cp("content", contentDir, { recursive: true });
  const buildDir = path.join(root, "build");
  const hashes = await hashFolder(contentDir);
  const check = { buildDir, contentCheck: "warn" as const, hashes };
  expect(await runContentCheck(contentDir, { priceMaxAgeDays: 36_500, build: check })).toBe(0);

  const folder = openContentFolder(contentDir);
  const { entries } = await folder.readManifest();
  const site = feedSite("https://example.com");
  const reads: string[] = [];
  const cache = await openFeedFactsCache(fileCacheIn(buildDir, "feed-facts"), hashes);
  const counted: typeof folder.readText = (sitePath) => {
    if (sitePath.endsWith(".md")) reads.push(sitePath);
    return folder.readText(sitePath);
  };
  const cached = await buildFeedFiles(entries, counted, site, undefined, cache.readerFor(counted));
  expect(reads).toEqual([]);
  // The same feeds as a build that analyses every file itself.
  expect(cached).toEqual(await buildFeedFiles(entries, folder.readText, site));
  await rm(root, { recursive: true, force: true });
}, 60_000);
