/**
 * The click store checked once at start, before any worker opens it: the SQLite file is
 * created (folder, WAL, table) by one process, and a setting that cannot work stops the server
 * with one line naming the variable and the path. A Postgres that is only unreachable is an
 * outage, not a mistake: the server starts and keeps clicks in memory until it answers.
 */
import pg from "pg";
import type { ClicksEnv } from "#app/config/index.server.ts";
import { PG_TIMEOUT_MS } from "./pg-store.ts";
import { openSqliteStore } from "./sqlite-store.ts";

export interface StoreProblem {
  message: string;
  /** True: the server must not start (exit 1). False: a warning, the server starts. */
  fatal: boolean;
}

/** SQLSTATE classes that no waiting fixes: authorization (28) and an unknown database (3D). */
const FATAL_PG_CLASSES = ["28", "3D"];

export async function checkClickStore(env: ClicksEnv): Promise<StoreProblem | undefined> {
  if (env.databaseUrl) return checkPostgres(env.databaseUrl);
  try {
    await openSqliteStore(env.sqliteFile).close();
    return undefined;
  } catch (error) {
    return { message: `CLICKS_DB: cannot use ${env.sqliteFile} (${reasonOf(error)})`, fatal: true };
  }
}

async function checkPostgres(url: string): Promise<StoreProblem | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PG_TIMEOUT_MS });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const fatal = typeof code === "string" && FATAL_PG_CLASSES.includes(code.slice(0, 2));
    const shown = `DATABASE_URL: cannot use ${redact(url)} (${reasonOf(error)})`;
    return { message: fatal ? shown : `${shown}; clicks wait in memory until it answers`, fatal };
  } finally {
    void client.end().catch(() => undefined);
  }
}

/** The URL without its password: the message goes to logs. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.href;
  } catch {
    return "the given URL";
  }
}

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split("\n")[0] || "unknown error";
}
