/**
 * Click ids travel with their batch: counted per key in memory, written with the counts, saved
 * to the spill file when the store is down at a stop and stored from it at the next start.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { createClickCounter } from "./click-counter.ts";
import type { ClickStore } from "./click-store.ts";
import { createSpill } from "./spill.ts";
import { openSqliteStore } from "./sqlite-store.ts";

const dir = mkdtempSync(path.join(tmpdir(), "click-ids-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const click = { slug: "namecheap", page: "/p", day: "2026-11-03", placement: "card-1" };

test("ids of clicks a stop could not store are spilled and stored at the next start", async () => {
  const down: ClickStore = {
    failuresMayCommit: false,
    add: async () => Promise.reject(new Error("down")),
    report: async () => [],
    findClicks: async () => [],
    close: async () => undefined,
  };
  const spill = createSpill(path.join(dir, "spill"), () => undefined);
  const first = createClickCounter({ store: down, flushMs: 600_000, log: () => undefined, spill });
  first.record({ ...click, clickId: "x1" });
  first.record({ ...click, clickId: "x2" });
  first.record({ ...click, placement: "faq", clickId: "x3" });
  await first.close();

  const store = openSqliteStore(path.join(dir, "clicks.sqlite"));
  const second = createClickCounter({ store, flushMs: 600_000, log: () => undefined, spill });
  await second.flush();
  expect(await store.report({ by: ["placement"] })).toEqual([
    { placement: "card-1", clicks: 2 },
    { placement: "faq", clicks: 1 },
  ]);
  const found = await store.findClicks(["x1", "x2", "x3"]);
  expect(found.map((row) => `${row.id} ${row.placement}`).sort()).toEqual([
    "x1 card-1",
    "x2 card-1",
    "x3 faq",
  ]);
  await second.close();
});

test("past the memory bound a click is still counted, without its id", async () => {
  const store = openSqliteStore(path.join(dir, "bounded.sqlite"));
  const counter = createClickCounter({ store, flushMs: 600_000, log: () => undefined, maxKeys: 2 });
  for (let i = 0; i < 5; i++) counter.record({ ...click, clickId: `b${i}` });
  await counter.flush();
  expect(await store.report({ by: ["slug"] })).toEqual([{ slug: "namecheap", clicks: 5 }]);
  expect(await store.findClicks(["b0", "b1", "b2", "b3", "b4"])).toHaveLength(2);
  await counter.close();
});
