import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { createGoFixture } from "#tests/support/go-fixture.ts";
import { request } from "#tests/support/server-fixture.ts";
import {
  POSTGRES_TEST_PORT,
  postgresAvailable,
  requirePostgresInCi,
  startPostgres,
} from "#tests/support/postgres.ts";
import { runClickStoreSuite } from "#tests/support/click-store-suite.ts";
import { openPgStore } from "./pg-store.ts";

requirePostgresInCi();
const postgres = postgresAvailable() ? startPostgres() : undefined;
afterAll(() => postgres?.stop());

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";

describe.skipIf(!postgres)("Postgres click store (a real server started for this file)", () => {
  runClickStoreSuite(() => openPgStore(postgres?.url ?? ""));
});

test.skipIf(!postgresAvailable())(
  "when Postgres goes down, /go/ still redirects; clicks wait in memory and the failure is logged once",
  async () => {
    const doomed = startPostgres(POSTGRES_TEST_PORT + 1);
    const fx = await createGoFixture(() => openPgStore(doomed.url));
    try {
      const go = () => request(fx.server, "/go/namecheap", { headers: { "user-agent": BROWSER } });
      expect((await go()).status).toBe(302);
      await fx.clicks.flush();
      expect(await fx.store.report({ by: ["slug"] })).toEqual([{ slug: "namecheap", clicks: 1 }]);
      doomed.stop();
      for (let index = 0; index < 3; index++) {
        expect((await go()).status).toBe(302);
        await fx.clicks.flush();
      }
      expect(fx.clicks.stats()).toEqual({ pending: 3, dropped: 0 });
      expect(fx.logs.filter((line) => line.startsWith("click store unavailable"))).toHaveLength(1);
    } finally {
      await fx.cleanup();
      doomed.stop();
    }
  },
  30_000,
);

test.skipIf(!postgres)(
  "tables dropped while serving are made again and the batch is kept",
  async () => {
    const store = await openPgStore(postgres?.url ?? "");
    const admin = new pg.Client({ connectionString: postgres?.url });
    await admin.connect();
    try {
      await admin.query("DROP TABLE clicks; DROP TABLE click_batches");
      await store.add([{ slug: "after-drop", page: "", day: "2026-11-24", clicks: 2 }]);
      expect(await store.report({ by: ["slug"] })).toEqual([{ slug: "after-drop", clicks: 2 }]);
    } finally {
      await admin.end();
      await store.close();
    }
  },
);
