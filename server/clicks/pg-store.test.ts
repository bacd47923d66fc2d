import { afterAll, describe } from "vitest";
import { postgresAvailable, requirePostgresInCi, startPostgres } from "#tests/support/postgres.ts";
import { runClickStoreSuite } from "./click-store-suite.ts";
import { openPgStore } from "./pg-store.ts";

requirePostgresInCi();
const postgres = postgresAvailable() ? startPostgres() : undefined;
afterAll(() => postgres?.stop());

describe.skipIf(!postgres)("Postgres click store (a real server started for this file)", () => {
  runClickStoreSuite(() => openPgStore(postgres?.url ?? ""));
});
