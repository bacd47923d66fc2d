/** The click counter the production server runs: Postgres when DATABASE_URL is set, else SQLite. */
import type { ClicksEnv } from "#app/config/index.server.ts";
import { createClickCounter, type ClickCounter } from "./click-counter.ts";
import type { ClickStore } from "./click-store.ts";
import { openPgStore } from "./pg-store.ts";
import { openSqliteStore } from "./sqlite-store.ts";

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
  return createClickCounter({ store: await openClickStore(env), flushMs: env.flushMs, log });
}
