import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { createSpill } from "./spill.ts";
import { createClickCounter } from "./click-counter.ts";
import type { ClickRow, ClickStore } from "./click-store.ts";

/** A store that keeps batches in memory and can be switched off, to test the batching alone. */
function memoryStore() {
  const batches: ClickRow[][] = [];
  const state = { down: false, hung: false, closed: false };
  const ids = new Set<string>();
  const store: ClickStore = {
    failuresMayCommit: true,
    add: async (rows, id = "") => {
      // "hung": the store takes the batch, then the answer never comes.
      if (state.hung && !ids.has(id)) batches.push([...rows]);
      if (state.hung) ids.add(id);
      if (state.down || state.hung) throw new Error("connection refused");
      if (!ids.has(id)) batches.push([...rows]);
      ids.add(id);
    },
    report: async () => [],
    findClicks: async () => [],
    close: async () => {
      state.closed = true;
    },
  };
  return { store, batches, state };
}

const click = (slug: string, page = "/p") => ({ slug, page, day: "2026-11-23" });

test("recording only counts in memory; a flush writes one row per slug, page and day", async () => {
  const { store, batches } = memoryStore();
  const counter = createClickCounter({ store, flushMs: 60_000, log: () => undefined });
  counter.record(click("a"));
  counter.record(click("a"));
  counter.record(click("a", "/q"));
  expect(batches).toEqual([]);
  await counter.flush();
  expect(batches).toEqual([
    [
      { slug: "a", page: "/p", day: "2026-11-23", clicks: 2 },
      { slug: "a", page: "/q", day: "2026-11-23", clicks: 1 },
    ],
  ]);
  await counter.close();
});

test("batches are written on the interval without anyone asking", async () => {
  const { store, batches } = memoryStore();
  const counter = createClickCounter({ store, flushMs: 20, log: () => undefined });
  counter.record(click("a"));
  await expect.poll(() => batches.length, { timeout: 2000 }).toBe(1);
  await counter.close();
});

test("a store that is down keeps the clicks, says so once, and once again when they are stored", async () => {
  const { store, batches, state } = memoryStore();
  const logs: string[] = [];
  let now = 0;
  const counter = createClickCounter({
    store,
    flushMs: 60_000,
    log: (line) => logs.push(line),
    now: () => now,
    settleMs: 20,
  });
  state.down = true;
  counter.record(click("a"));
  await counter.flush();
  counter.record(click("a"));
  now = 30_000;
  await counter.flush();
  now = 3_600_000;
  counter.record(click("b"));
  await counter.flush();
  expect(logs).toHaveLength(1);
  expect(logs[0]).toMatch(/click store unavailable \(connection refused\): clicks are kept/);
  expect(counter.stats()).toEqual({ pending: 3, dropped: 0 });
  state.down = false;
  now = 3_601_000;
  await counter.flush();
  // The failed batch is retried as it was, then what came since.
  expect(batches).toEqual([
    [{ slug: "a", page: "/p", day: "2026-11-23", clicks: 1 }],
    [
      { slug: "a", page: "/p", day: "2026-11-23", clicks: 1 },
      { slug: "b", page: "/p", day: "2026-11-23", clicks: 1 },
    ],
  ]);
  // Said over once writes have worked for settleMs (a full disk's store flaps).
  expect(logs).toHaveLength(1);
  await expect.poll(() => logs.length).toBe(2);
  expect(logs[1]).toBe(
    "click store available again after 3601 s: 3 clicks kept in memory meanwhile, now stored",
  );
  expect(counter.stats()).toEqual({ pending: 0, dropped: 0 });
  await counter.close();
});

test("memory is bounded: past maxKeys new rows are dropped and counted, known rows still add", async () => {
  const { store, state, batches } = memoryStore();
  const counter = createClickCounter({ store, flushMs: 60_000, log: () => undefined, maxKeys: 2 });
  state.down = true;
  counter.record(click("a"));
  counter.record(click("b"));
  counter.record(click("c"));
  counter.record(click("c"));
  counter.record(click("a"));
  expect(counter.stats()).toEqual({ pending: 3, dropped: 2 });
  state.down = false;
  await counter.flush();
  expect(batches[0]?.map((row) => [row.slug, row.clicks])).toEqual([
    ["a", 2],
    ["b", 1],
  ]);
  await counter.close();
});

test("close writes what is pending, then closes the store", async () => {
  const { store, batches, state } = memoryStore();
  const counter = createClickCounter({ store, flushMs: 60_000, log: () => undefined });
  counter.record(click("a"));
  await counter.close();
  expect(batches).toHaveLength(1);
  expect(state.closed).toBe(true);
});

test("a batch the store took before failing is retried under its id and not counted twice", async () => {
  const { store, batches, state } = memoryStore();
  const logs: string[] = [];
  const counter = createClickCounter({ store, flushMs: 60_000, log: (line) => logs.push(line) });
  state.hung = true;
  counter.record(click("a"));
  await counter.flush();
  counter.record(click("b"));
  await counter.flush();
  state.hung = false;
  await counter.flush();
  expect(batches.map((batch) => batch.map((row) => [row.slug, row.clicks]))).toEqual([
    [["a", 1]],
    [["b", 1]],
  ]);
  await counter.close();
});

test("a stop with the store still down logs every click it could not store", async () => {
  const { store, state } = memoryStore();
  const logs: string[] = [];
  const log = (line: string) => logs.push(line);
  const counter = createClickCounter({ store, flushMs: 60_000, log, maxKeys: 1 });
  state.down = true;
  counter.record(click("a"));
  await counter.flush();
  counter.record(click("b"));
  counter.record(click("c"));
  await counter.close();
  expect(logs.at(-1)).toBe(
    "click store unavailable at shutdown: 2 clicks not stored (1 of them dropped earlier when memory was full), 1 sent but unconfirmed (stored if the database runs them when it answers)",
  );
});

test("a stop with the store down saves the clicks; the next start stores them, once", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "click-spill-"));
  try {
    const { store, batches, state } = memoryStore();
    const logs: string[] = [];
    const log = (line: string) => logs.push(line);
    const first = createClickCounter({ store, flushMs: 60_000, log, spill: createSpill(dir, log) });
    state.hung = true;
    first.record(click("a"));
    await first.flush();
    first.record(click("b"));
    await first.close();
    expect(logs.at(-1)).toMatch(/at shutdown: 2 clicks saved to .*clicks-unsaved-.*\.json/);
    state.hung = false;
    const second = createClickCounter({
      store,
      flushMs: 60_000,
      log,
      spill: createSpill(dir, log),
    });
    expect(second.stats().pending).toBe(2);
    await second.flush();
    // "a" reached the hung store once already: its retry under the same id adds nothing.
    expect(batches.map((batch) => batch.map((row) => [row.slug, row.clicks]))).toEqual([
      [["a", 1]],
      [["b", 1]],
    ]);
    expect(readdirSync(dir)).toEqual([]);
    await second.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
