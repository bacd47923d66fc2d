/**
 * A Postgres that hangs (its processes stopped with SIGSTOP: connections accepted, nothing
 * answered) is an outage like one that refuses: each write gives up within the timeout, it is
 * logged, clicks wait in memory and are written once it answers; a stop during the hang is
 * bounded and says how many clicks were lost.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { createGoFixture } from "#tests/support/go-fixture.ts";
import {
  BROWSER,
  clickMany,
  createSiteFolder,
  startServerProcess,
  stopProcess,
  type SiteFolder,
} from "#tests/support/server-process.ts";
import { request } from "#tests/support/server-fixture.ts";
import {
  POSTGRES_TEST_PORT,
  postgresAvailable,
  requirePostgresInCi,
  startPostgres,
  type TestPostgres,
} from "#tests/support/postgres.ts";
import { CLICKS_CLOSE_TIMEOUT_MS } from "./click-counter.ts";
import { openPgStore, PG_TIMEOUT_MS } from "./pg-store.ts";

requirePostgresInCi();
let postgres: TestPostgres | undefined;
let site: SiteFolder;
beforeAll(async () => {
  if (postgresAvailable()) postgres = startPostgres(POSTGRES_TEST_PORT + 4);
  site = await createSiteFolder();
});
afterAll(async () => {
  postgres?.stop();
  await site.cleanup();
});

test.skipIf(!postgresAvailable())(
  "a hung Postgres: writes time out and are logged, clicks wait and are stored after it wakes",
  async () => {
    const fx = await createGoFixture(() => openPgStore(postgres?.url ?? ""));
    try {
      const go = () => request(fx.server, "/go/namecheap", { headers: { "user-agent": BROWSER } });
      postgres?.signal("SIGSTOP");
      for (let index = 0; index < 4; index++) expect((await go()).status).toBe(302);
      const started = performance.now();
      await fx.clicks.flush();
      expect(performance.now() - started).toBeLessThan(PG_TIMEOUT_MS + 1500);
      expect(fx.logs.join("\n")).toMatch(
        /click store unavailable \(.*timeout.*\): clicks are kept in memory .*\(4 waiting/i,
      );
      expect(fx.clicks.stats()).toEqual({ pending: 4, dropped: 0 });
      postgres?.signal("SIGCONT");
      await fx.clicks.flush();
      expect(fx.clicks.stats()).toEqual({ pending: 0, dropped: 0 });
      expect(await fx.store.report({ by: ["slug"] })).toEqual([{ slug: "namecheap", clicks: 4 }]);
      await expect
        .poll(() => fx.logs.at(-1))
        .toMatch(
          /^click store available again after \d+ s: 4 clicks kept in memory meanwhile, now stored$/,
        );
    } finally {
      postgres?.signal("SIGCONT");
      await fx.cleanup();
    }
  },
  30_000,
);

test.skipIf(!postgresAvailable())(
  "a SIGTERM while Postgres hangs exits within the bound, saves what it could not store, and the next start stores it once",
  async () => {
    const url = postgres?.url ?? "";
    const before = await storedIn(url);
    const env = { DATABASE_URL: url, CLICKS_FLUSH_MS: "100" };
    const running = await startServerProcess(site, { env });
    try {
      await clickMany(running.url, 5);
      await new Promise((resolve) => setTimeout(resolve, 500));
      postgres?.signal("SIGSTOP");
      await clickMany(running.url, 55);
      const started = performance.now();
      expect(await stopProcess(running.child, "SIGTERM")).toBe(0);
      expect(performance.now() - started).toBeLessThan(CLICKS_CLOSE_TIMEOUT_MS + 1000);
    } finally {
      postgres?.signal("SIGCONT");
    }
    expect(running.stderr()).toMatch(/at shutdown: 55 clicks saved to .*clicks-unsaved-.*\.json/);
    // Postgres is awake again; it may also have run the batch it had when it stopped.
    const next = await startServerProcess(site, { env });
    try {
      await expect.poll(() => storedIn(url), { timeout: 10_000 }).toBe(before + 60);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await storedIn(url)).toBe(before + 60);
    } finally {
      expect(await stopProcess(next.child, "SIGTERM")).toBe(0);
    }
  },
  60_000,
);

async function storedIn(url: string): Promise<number> {
  const store = await openPgStore(url);
  const rows = await store.report({ by: ["slug"] });
  await store.close();
  return rows[0]?.clicks ?? 0;
}
