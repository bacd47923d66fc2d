import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { hashOf } from "./build-inputs.ts";
import { openFeedFactsCache } from "./feed-facts-cache.ts";

const SOURCE = "assets/content/blogs/insights/a.md";
const META = '<!-- META\n{ "description": "First words" }\n-->\n\n# A\n';

test("a file's facts come from the cache while its content hash is unchanged", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "feed-facts-"));
  const cacheFile = path.join(dir, "feed-facts.json");
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
