/**
 * Stores written before clicks kept a country and a device (tests/support/legacy-clicks.ts) are
 * migrated when opened, SQLite and Postgres alike, and a spill file of the old format is still
 * stored: no click is lost.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import {
  legacySpillText,
  writeLegacyPg,
  writeLegacySqlite,
  type LegacyRow,
} from "#tests/support/legacy-clicks.ts";
import {
  POSTGRES_TEST_PORT,
  postgresAvailable,
  requirePostgresInCi,
  startPostgres,
} from "#tests/support/postgres.ts";
import { createClickCounter } from "./click-counter.ts";
import type { ClickStore } from "./click-store.ts";
import { openPgStore } from "./pg-store.ts";
import { createSpill } from "./spill.ts";
import { openSqliteStore } from "./sqlite-store.ts";

requirePostgresInCi();
const dir = mkdtempSync(path.join(tmpdir(), "clicks-migration-"));
const postgres = postgresAvailable() ? startPostgres(POSTGRES_TEST_PORT + 2) : undefined;
afterAll(() => {
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const OLD_ROWS: LegacyRow[] = [
  { slug: "namecheap", page: "/reviews/namecheap", day: "2026-11-01", clicks: 7 },
  { slug: "namecheap", page: "", day: "2026-11-02", clicks: 2 },
  { slug: "sedo", page: "/insights/short-names", day: "2026-11-02", clicks: 5 },
];

/** Old counts kept, new clicks with a country and a device beside them, an old spill stored. */
async function checkMigrated(store: ClickStore, spillDir: string): Promise<void> {
  expect(await store.report({ by: ["slug"] })).toEqual([
    { slug: "namecheap", clicks: 9 },
    { slug: "sedo", clicks: 5 },
  ]);
  mkdirSync(spillDir, { recursive: true });
  writeFileSync(
    path.join(spillDir, "clicks-unsaved-1-1.json"),
    legacySpillText("old-spill", [{ slug: "sedo", page: "", day: "2026-11-03", clicks: 4 }]),
  );
  const counter = createClickCounter({
    store,
    flushMs: 600_000,
    log: () => undefined,
    spill: createSpill(spillDir, () => undefined),
  });
  counter.record({ slug: "sedo", page: "/p", day: "2026-11-03", country: "DE", device: "mobile" });
  counter.record({ slug: "sedo", page: "/p", day: "2026-11-03", country: "DE", device: "mobile" });
  counter.record({ slug: "sedo", page: "/p", day: "2026-11-03", country: "", device: "desktop" });
  await counter.flush();
  expect(await store.report({ by: ["slug"] })).toEqual([
    { slug: "sedo", clicks: 12 },
    { slug: "namecheap", clicks: 9 },
  ]);
  expect(await store.report({ by: ["country", "device"], since: "2026-11-03" })).toEqual([
    { country: "", device: "", clicks: 4 },
    { country: "DE", device: "mobile", clicks: 2 },
    { country: "", device: "desktop", clicks: 1 },
  ]);
  await counter.close();
}

test("a SQLite file of the old format is migrated on open with every count kept", async () => {
  const file = path.join(dir, "old.sqlite");
  writeLegacySqlite(file, OLD_ROWS);
  await checkMigrated(openSqliteStore(file), path.join(dir, "sqlite-spill"));
  // Opened again: already migrated, nothing changes.
  const again = openSqliteStore(file);
  expect(await again.report({ by: ["day"], until: "2026-11-02" })).toEqual([
    { day: "2026-11-01", clicks: 7 },
    { day: "2026-11-02", clicks: 7 },
  ]);
  await again.close();
});

test.skipIf(!postgres)(
  "a Postgres table of the old format is migrated on open with every count kept",
  async () => {
    const url = postgres?.url ?? "";
    await writeLegacyPg(url, OLD_ROWS);
    // Two servers starting at once: both open, neither fails, the counts are migrated once.
    const [store, other] = await Promise.all([openPgStore(url), openPgStore(url)]);
    await other.close();
    await checkMigrated(store, path.join(dir, "pg-spill"));
  },
  30_000,
);
