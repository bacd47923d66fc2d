/**
 * Stores written before placement (country and device, no placement, target or click ids;
 * tests/support/clicks-before-placement.ts) are migrated when opened, SQLite and Postgres alike: every
 * count kept, new clicks stored with their placement, target and id beside them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import {
  POSTGRES_TEST_PORT,
  postgresAvailable,
  requirePostgresInCi,
  startPostgres,
} from "#tests/support/postgres.ts";
import {
  writePgBeforePlacement,
  writeSqliteBeforePlacement,
  type RowBeforePlacement,
} from "#tests/support/clicks-before-placement.ts";
import { createClickCounter } from "./click-counter.ts";
import type { ClickStore } from "./click-store.ts";
import { openPgStore } from "./pg-store.ts";
import { openSqliteStore } from "./sqlite-store.ts";

requirePostgresInCi();
const dir = mkdtempSync(path.join(tmpdir(), "clicks-migration-placement-"));
const postgres = postgresAvailable() ? startPostgres(POSTGRES_TEST_PORT + 1) : undefined;
afterAll(() => {
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const OLD_ROWS: RowBeforePlacement[] = [
  {
    slug: "namecheap",
    page: "/reviews/namecheap",
    day: "2026-11-01",
    country: "DE",
    device: "mobile",
    clicks: 7,
  },
  { slug: "namecheap", page: "", day: "2026-11-02", country: "", device: "", clicks: 2 },
];

async function checkMigrated(store: ClickStore): Promise<void> {
  expect(await store.report({ by: ["slug", "country", "placement", "target"] })).toEqual([
    { slug: "namecheap", country: "DE", placement: "", target: "", clicks: 7 },
    { slug: "namecheap", country: "", placement: "", target: "", clicks: 2 },
  ]);
  const counter = createClickCounter({ store, flushMs: 600_000, log: () => undefined });
  const click = { slug: "namecheap", page: "/p", day: "2026-11-03", placement: "card-1" };
  counter.record({ ...click, target: "1", clickId: "a1" });
  counter.record({ ...click, target: "1", clickId: "a2" });
  counter.record({ ...click, placement: "text" });
  await counter.flush();
  expect(await store.report({ by: ["placement", "target"], since: "2026-11-03" })).toEqual([
    { placement: "card-1", target: "1", clicks: 2 },
    { placement: "text", target: "", clicks: 1 },
  ]);
  const found = await store.findClicks(["a2", "a1"]);
  expect(found.map((row) => [row.id, row.placement, row.target]).sort()).toEqual([
    ["a1", "card-1", "1"],
    ["a2", "card-1", "1"],
  ]);
  expect(await store.report({ by: ["slug"] })).toEqual([{ slug: "namecheap", clicks: 12 }]);
  await counter.close();
}

test("a SQLite file from before placement is migrated on open with every count kept", async () => {
  const file = path.join(dir, "before-placement.sqlite");
  writeSqliteBeforePlacement(file, OLD_ROWS);
  await checkMigrated(openSqliteStore(file));
  const again = openSqliteStore(file);
  expect(await again.report({ by: ["slug"] })).toEqual([{ slug: "namecheap", clicks: 12 }]);
  await again.close();
});

test.skipIf(!postgres)(
  "a Postgres table from before placement is migrated on open with every count kept",
  async () => {
    const url = postgres?.url ?? "";
    await writePgBeforePlacement(url, OLD_ROWS);
    const [store, other] = await Promise.all([openPgStore(url), openPgStore(url)]);
    await other.close();
    await checkMigrated(store);
  },
  30_000,
);
