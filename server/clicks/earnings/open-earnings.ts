/** The earnings table of the click store the server writes: Postgres when DATABASE_URL is set. */
import type { ClicksEnv } from "#app/config/index.server.ts";
import { openPgEarnings, openSqliteEarnings, type EarningsStore } from "./earnings-store.ts";

export function openEarningsStore(
  env: Pick<ClicksEnv, "databaseUrl" | "sqliteFile">,
): Promise<EarningsStore> {
  return env.databaseUrl
    ? openPgEarnings(env.databaseUrl)
    : Promise.resolve(openSqliteEarnings(env.sqliteFile));
}
