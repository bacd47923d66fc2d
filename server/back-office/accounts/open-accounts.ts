/**
 * Opens the account store where the clicks are: Postgres when DATABASE_URL is set, else the
 * CLICKS_DB SQLite file (its own tables beside the clicks').
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import pg from "pg";
import { createOnce } from "#server/clicks/pg-create.ts";
import { AccountStore, ACCOUNT_TABLES, type SqlRunner } from "./account-store.ts";

function sqliteRunner(file: string): SqlRunner {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: 5000 });
  db.exec("PRAGMA journal_mode = WAL");
  const values = (list: readonly unknown[]) => list as SQLInputValue[];
  return {
    run: async (sql, list = []) => void db.prepare(sql).run(...values(list)),
    all: async (sql, list = []) =>
      db.prepare(sql).all(...values(list)) as Record<string, unknown>[],
    close: async () => db.close(),
  };
}

function pgRunner(url: string): SqlRunner & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5000 });
  // `?` → `$n`: the statements never hold a literal question mark.
  const numbered = (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    pool,
    run: async (sql, list = []) => void (await pool.query(numbered(sql), [...list])),
    all: async (sql, list = []) => (await pool.query(numbered(sql), [...list])).rows,
    close: () => pool.end(),
  };
}

export async function openAccountStore(env: {
  databaseUrl?: string | undefined;
  sqliteFile: string;
}): Promise<AccountStore> {
  if (!env.databaseUrl) return AccountStore.open(sqliteRunner(env.sqliteFile));
  const runner = pgRunner(env.databaseUrl);
  // Several servers may start at once: each table made once (pg-create.ts).
  for (const statement of ACCOUNT_TABLES) await createOnce(runner.pool, statement);
  return new AccountStore(runner);
}
