/** The click counter the production server runs: Postgres when DATABASE_URL is set, else SQLite. */
import path from "node:path";
import type { ClicksEnv } from "#app/config/index.server.ts";
import { createClickCounter, type ClickCounter } from "./click-counter.ts";
import type { ClickStore } from "./click-store.ts";
import { openPgStore } from "./pg-store.ts";
import { openSqliteStore } from "./sqlite-store.ts";
import { createSpill } from "./spill.ts";

export function openClickStore(
  env: Pick<ClicksEnv, "databaseUrl" | "sqliteFile">,
): Promise<ClickStore> {
  return env.databaseUrl
    ? openPgStore(env.databaseUrl)
    : Promise.resolve(openSqliteStore(env.sqliteFile));
}

export async function openClickCounter(
  env: ClicksEnv,
  log: (line: string) => void,
): Promise<ClickCounter> {
  // Beside the SQLite file (with Postgres too): the server's own data folder.
  const spill = createSpill(path.dirname(env.sqliteFile), log);
  return createClickCounter({ store: await openClickStore(env), flushMs: env.flushMs, log, spill });
}
