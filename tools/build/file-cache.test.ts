import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { openFileCache } from "./file-cache.ts";

let dir = "";
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

test("a value comes back in the next run only under the key it was stored with", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "file-cache-"));
  const file = path.join(dir, "cache", "findings.json");
  const first = await openFileCache<string[]>(file);
  expect(first.get("a.md", "k1")).toBeUndefined();
  first.set("a.md", "k1", ["one finding"]);
  first.set("b.md", "k2", []);
  await first.save();

  const second = await openFileCache<string[]>(file);
  expect(second.get("a.md", "k1")).toEqual(["one finding"]);
  expect(second.get("b.md", "changed")).toBeUndefined();
  expect(second.hits).toBe(1);
  await second.save();

  // What the second run did not use (b.md under its old key) is gone.
  const third = await openFileCache<string[]>(file);
  expect(third.get("b.md", "k2")).toBeUndefined();
  expect(third.get("a.md", "k1")).toEqual(["one finding"]);
});

test("without a file nothing is kept", async () => {
  const cache = await openFileCache<number>(undefined);
  cache.set("a.md", "k", 1);
  await cache.save();
  expect((await openFileCache<number>(undefined)).get("a.md", "k")).toBeUndefined();
});

test("a value set in this run answers a later lookup in the same run under its key", async () => {
  const cache = await openFileCache<string>(undefined);
  cache.set("a.md", "k1", "uses of a.md");
  expect(cache.get("a.md", "k1")).toBe("uses of a.md");
  expect(cache.get("a.md", "k2")).toBeUndefined();
});

test("a second save in one run writes only after a change", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "file-cache-"));
  const file = path.join(dir, "uses.json");
  const cache = await openFileCache<string>(file);
  cache.set("a.md", "k1", "first");
  await cache.save();
  // Stands for the file as it was saved, so that a second write would show.
  await writeFile(file, "{}");
  // Nothing asked for or set since: the file is left as it is.
  expect(cache.get("a.md", "k1")).toBe("first");
  await cache.save();
  expect(await readFile(file, "utf8")).toBe("{}");
  cache.set("b.md", "k2", "second");
  await cache.save();
  expect(JSON.parse(await readFile(file, "utf8"))).toEqual({
    "a.md": { key: "k1", value: "first" },
    "b.md": { key: "k2", value: "second" },
  });
});
