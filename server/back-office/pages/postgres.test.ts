/** The dashboard process reads a real Postgres store (DATABASE_URL) as it reads SQLite. */
import { afterAll, expect, test } from "vitest";
import { openPgStore } from "#server/clicks/pg-store.ts";
import { call, startDashboardProcess } from "#tests/support/dashboard-process.ts";
import {
  POSTGRES_TEST_PORT,
  postgresAvailable,
  requirePostgresInCi,
  startPostgres,
} from "#tests/support/postgres.ts";

requirePostgresInCi();
const postgres = postgresAvailable() ? startPostgres(POSTGRES_TEST_PORT + 3) : undefined;
afterAll(() => postgres?.stop());

test.skipIf(!postgres)(
  "GET /api/clicks answers from Postgres",
  async () => {
    const url = postgres?.url ?? "";
    const store = await openPgStore(url);
    const day = "2026-11-20";
    await store.add([
      { slug: "namecheap", page: "/a", day, country: "DE", device: "mobile", clicks: 4 },
      { slug: "sedo", page: "", day, country: "FR", device: "desktop", clicks: 1 },
    ]);
    await store.close();
    const dashboard = await startDashboardProcess({ DATABASE_URL: url });
    try {
      const res = await call(dashboard.port, `/api/clicks?from=${day}&to=${day}`);
      expect(JSON.parse(res.body)).toEqual({
        total: 5,
        byDay: [{ day, clicks: 5 }],
        byLink: [
          { slug: "namecheap", clicks: 4 },
          { slug: "sedo", clicks: 1 },
        ],
        byPage: [
          { page: "/a", clicks: 4 },
          { page: "", clicks: 1 },
        ],
        byCountry: [
          { country: "DE", clicks: 4 },
          { country: "FR", clicks: 1 },
        ],
        byDevice: [
          { device: "mobile", clicks: 4 },
          { device: "desktop", clicks: 1 },
        ],
        byPlacement: [{ placement: "", clicks: 5 }],
        byTarget: [],
      });
    } finally {
      await dashboard.stop();
    }
  },
  30_000,
);
