import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { fileCacheIn, openFileCache, READ_AHEAD } from "./file-cache.server.ts";

let dir = "";
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

test("a value comes back in the next run only under the key it was stored with", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "file-cache-"));
  const findings = fileCacheIn(dir, "findings");
  const first = await openFileCache<string[]>(findings);
  expect(first.get("a.md", "k1")).toBeUndefined();
  first.set("a.md", "k1", ["one finding"]);
  first.set("b.md", "k2", []);
  await first.save();

  const second = await openFileCache<string[]>(findings);
  expect(second.get("a.md", "k1")).toEqual(["one finding"]);
  expect(second.get("b.md", "changed")).toBeUndefined();
  expect(second.hits).toBe(1);
  await second.save();

  // What the second run did not use (b.md under its old key) is gone.
  const third = await openFileCache<string[]>(findings);
  expect(third.get("b.md", "k2")).toBeUndefined();
  expect(third.get("a.md", "k1")).toEqual(["one finding"]);
});

test("every cache of a build is one SQLite file in its cache folder, each cache its own rows", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "file-cache-"));
  const uses = await openFileCache<string>(fileCacheIn(dir, "uses"));
  const facts = await openFileCache<string>(fileCacheIn(dir, "facts"));
  uses.set("a.md", "k", "uses of a");
  facts.set("a.md", "k", "facts of a");
  await uses.save();
  await facts.save();
  expect(fileCacheIn(dir, "uses").database).toBe(path.join(dir, "cache", "build-cache.sqlite"));
  expect(existsSync(path.join(dir, "cache", "build-cache.sqlite"))).toBe(true);
  expect(existsSync(path.join(dir, "cache", "uses.json"))).toBe(false);
  expect((await openFileCache<string>(fileCacheIn(dir, "uses"))).get("a.md", "k")).toBe(
    "uses of a",
  );
  expect((await openFileCache<string>(fileCacheIn(dir, "facts"))).get("a.md", "k")).toBe(
    "facts of a",
  );
});

test("keepUnused keeps the rows this run did not ask for, for a later step", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "file-cache-"));
  const where = fileCacheIn(dir, "facts");
  const first = await openFileCache<number>(where);
  first.set("a.md", "k", 1);
  first.set("b.md", "k", 2);
  await first.save();
  const check = await openFileCache<number>(where);
  check.set("c.md", "k", 3);
  await check.save({ keepUnused: true });
  const feeds = await openFileCache<number>(where);
  expect([feeds.get("a.md", "k"), feeds.get("b.md", "k"), feeds.get("c.md", "k")]).toEqual([
    1, 2, 3,
  ]);
});

test("without a database nothing is kept", async () => {
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

test("a second save in one run keeps what the first wrote and adds what was set since", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "file-cache-"));
  const where = fileCacheIn(dir, "uses");
  const cache = await openFileCache<string>(where);
  cache.set("a.md", "k1", "first");
  await cache.save();
  expect(cache.get("a.md", "k1")).toBe("first");
  await cache.save();
  cache.set("b.md", "k2", "second");
  await cache.save();
  const next = await openFileCache<string>(where);
  expect([next.get("a.md", "k1"), next.get("b.md", "k2")]).toEqual(["first", "second"]);
});

test("a large run's values are written as they add up, not held until the save", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "file-cache-"));
  const where = fileCacheIn(dir, "uses");
  const old = await openFileCache<string>(where);
  old.set("gone.md", "k", "a file this run will not ask for");
  await old.save();

  const cache = await openFileCache<string>(where);
  const value = "x".repeat(10_000);
  for (let index = 0; index < 1_000; index += 1) cache.set(`${index}.md`, "k", value);
  // 10 MB of values: most are already rows another connection can read, before any save.
  const other = await openFileCache<string>(where);
  expect(other.get("0.md", "k")).toBe(value);
  expect(other.get("gone.md", "k")).toBe("a file this run will not ask for");
  expect(cache.get("0.md", "k")).toBe(value);
  expect(cache.get("999.md", "k")).toBe(value);
  await cache.save();

  const next = await openFileCache<string>(where);
  expect(next.get("0.md", "k")).toBe(value);
  expect(next.get("999.md", "k")).toBe(value);
  // The save still drops the rows nobody asked for, written early or not.
  expect(next.get("gone.md", "k")).toBeUndefined();
});

test("preloaded, a cache answers as row by row: its own cache's rows, by key, and what this run set", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "file-cache-"));
  const findings = fileCacheIn(dir, "findings");
  const other = await openFileCache<string>(fileCacheIn(dir, "other"));
  other.set("c.md", "k", "another cache's row");
  await other.save();
  const first = await openFileCache<string>(findings);
  first.set("a.md", "k1", "a");
  first.set("b.md", "k2", "b");
  await first.save();

  const second = await openFileCache<string>(findings, { preload: true });
  expect(second.get("a.md", "k1")).toBe("a");
  expect(second.get("b.md", "changed")).toBeUndefined();
  expect(second.get("c.md", "k")).toBeUndefined();
  second.set("b.md", "changed", "b again");
  expect(second.get("b.md", "changed")).toBe("b again");
  expect(second.hits).toBe(2);
  await second.save();

  const third = await openFileCache<string>(findings, { preload: true });
  expect(third.get("b.md", "changed")).toBe("b again");
  expect(third.get("a.md", "k1")).toBe("a");
});

test("read in order, a cache answers as row by row, in any order it is asked", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "file-cache-"));
  const uses = fileCacheIn(dir, "uses");
  const other = await openFileCache<string>(fileCacheIn(dir, "other"));
  for (const name of ["b0100.md", "zz.md"]) other.set(name, "k", "another cache's row");
  await other.save();
  // Over a thousand rows, every third file missing, names JavaScript and SQLite order differently.
  const names = Array.from(
    { length: 1_600 },
    (_, index) => `b${String(index).padStart(4, "0")}.md`,
  );
  names.push("x\u{1F600}.md", "x\uE000.md", "x\uFFFF.md", "a.md");
  const stored = names.filter((name, index) => index % 3 !== 1 || name.startsWith("x"));
  const writer = await openFileCache<string>(uses);
  for (const name of stored) writer.set(name, "k", `value of ${name}`);
  await writer.save();
  const asked = [...names, "b0100.md", "zz.md", "a0.md"];
  const orders = [
    [...asked].sort(),
    [...asked].sort().reverse(),
    asked.map((name, index) => asked[(index * 7919) % asked.length] ?? name),
  ];
  for (const order of orders) {
    const rowByRow = await openFileCache<string>(uses);
    const inOrder = await openFileCache<string>(uses, { inOrder: true });
    for (const name of order) {
      expect(inOrder.get(name, "k"), name).toBe(rowByRow.get(name, "k"));
    }
    expect(inOrder.hits).toBe(rowByRow.hits);
    expect(inOrder.hits).toBeGreaterThan(1_000);
  }
});

test("read in order, a file JavaScript and SQLite order differently is still found", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "file-cache-"));
  const uses = fileCacheIn(dir, "uses");
  // One batch ends at "x\uE000" (SQLite's order); "x😀" is after it there, before it here.
  const names = Array.from({ length: READ_AHEAD - 1 }, (_, index) => `w${index}`);
  names.push("x\uE000", "x\u{1F600}");
  const writer = await openFileCache<string>(uses);
  for (const name of names) writer.set(name, "k", name);
  await writer.save();
  const inOrder = await openFileCache<string>(uses, { inOrder: true });
  for (const name of names.sort()) expect(inOrder.get(name, "k"), name).toBe(name);
});
