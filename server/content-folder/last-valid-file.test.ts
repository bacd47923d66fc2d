import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { createLastValidFile, type Parsed } from "./last-valid-file.ts";

let dir: string;
let logs: string[];
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "last-valid-file-"));
  logs = [];
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const parseList = (text: string): Parsed<number[]> => {
  try {
    const json: unknown = JSON.parse(text);
    return Array.isArray(json)
      ? { ok: true, value: json as number[] }
      : { ok: false, message: "not a list" };
  } catch {
    return { ok: false, message: "not JSON" };
  }
};

const live = (checkIntervalMs = 0) =>
  createLastValidFile({
    root: dir,
    name: "list.json",
    parse: parseList,
    initial: [],
    log: (line) => logs.push(line),
    checkIntervalMs,
  });

/** A write that surely changes mtime or size, as a save does. */
let tick = 0;
const save = (text: string) => writeFile(path.join(dir, "list.json"), text + " ".repeat(++tick));

test("a valid file is read, and a new valid save applies on the next call", async () => {
  const read = live();
  await save("[1]");
  expect((await read()).value).toEqual([1]);
  await save("[1, 2]");
  const snapshot = await read();
  expect(snapshot.value).toEqual([1, 2]);
  expect(snapshot.version).toBe(2);
  expect(logs).toEqual([]);
});

test("a save that does not parse keeps the last valid value and bytes, logged once", async () => {
  const read = live();
  await save("[1]");
  const good = await read();
  await save("[1, 2,");
  for (let i = 0; i < 3; i++) {
    const snapshot = await read();
    expect(snapshot.value).toEqual([1]);
    expect(snapshot.bytes?.toString()).toBe(good.bytes?.toString());
  }
  expect(logs).toEqual(["list.json: not JSON; keeping the last valid version"]);
  await save('{"a": 1}');
  await read();
  expect(logs).toHaveLength(2);
  await save("[3]");
  expect((await read()).value).toEqual([3]);
  expect(logs.at(-1)).toBe("list.json: valid again");
});

test("a file that is briefly missing keeps the last valid value", async () => {
  const read = live();
  await save("[1]");
  await read();
  await rm(path.join(dir, "list.json"));
  expect((await read()).value).toEqual([1]);
  expect((await read()).value).toEqual([1]);
  expect(logs).toEqual([`list.json: not found in ${dir}; keeping the last valid version`]);
  await save("[2]");
  expect((await read()).value).toEqual([2]);
});

test("a half-written file (cut off mid-save) keeps the last valid value", async () => {
  const read = live();
  await save(JSON.stringify([1, 2, 3]));
  await read();
  await writeFile(path.join(dir, "list.json"), JSON.stringify([1, 2, 3, 4, 5]).slice(0, 6));
  expect((await read()).value).toEqual([1, 2, 3]);
});

test("before any valid version the initial value stands and the log says so", async () => {
  const read = live();
  await save("nope");
  const snapshot = await read();
  expect(snapshot).toMatchObject({ value: [], bytes: undefined, version: 0 });
  expect(logs).toEqual(["list.json: not JSON; no valid version yet"]);
});

test("a symlink out of the folder is refused", async () => {
  const outside = await mkdtemp(path.join(tmpdir(), "last-valid-file-out-"));
  try {
    await writeFile(path.join(outside, "secret.json"), "[42]");
    const { symlink } = await import("node:fs/promises");
    await symlink(path.join(outside, "secret.json"), path.join(dir, "list.json"));
    expect((await live()()).value).toEqual([]);
  } finally {
    await rm(outside, { recursive: true, force: true });
  }
});

test("with a check interval the file is looked at most once per interval", async () => {
  const read = live(60_000);
  await save("[1]");
  expect((await read()).value).toEqual([1]);
  await save("[2]");
  expect((await read()).value).toEqual([1]);
});

test("an optional file the site never had is quiet; once it existed, its absence is logged", async () => {
  const read = createLastValidFile({
    root: dir,
    name: "list.json",
    parse: parseList,
    initial: [],
    log: (line) => logs.push(line),
    optional: true,
  });
  expect((await read()).value).toEqual([]);
  expect(logs).toEqual([]);
  await save("[1]");
  await read();
  await rm(path.join(dir, "list.json"));
  const snapshot = await read();
  expect(snapshot.value).toEqual([1]);
  expect(snapshot.problem).toBe(`not found in ${dir}`);
  expect(logs).toEqual([`list.json: not found in ${dir}; keeping the last valid version`]);
});

test("a value due to change is read again at its instant by a timer, with no save and no call", async () => {
  await save("[1]");
  let reads = 0;
  let readAgain = () => {};
  const readTwice = new Promise<void>((resolve) => (readAgain = resolve));
  const dueAt = Date.now() + 150;
  const file = createLastValidFile({
    root: dir,
    name: "list.json",
    parse: (text) => {
      reads += 1;
      if (reads === 2) readAgain();
      return parseList(text);
    },
    initial: [],
    log: (line) => logs.push(line),
    // A long check interval: only the due instant makes it read again.
    checkIntervalMs: 60_000,
    dueAt: () => (reads === 1 ? dueAt : undefined),
  });
  expect((await file()).version).toBe(1);
  expect((await file()).version).toBe(1);
  // Nothing calls it: the timer does, at the instant.
  await readTwice;
  expect(Date.now()).toBeGreaterThanOrEqual(dueAt);
  expect((await file()).version).toBe(2);
});
