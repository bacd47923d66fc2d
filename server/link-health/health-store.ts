/**
 * What the daily link check remembers, in the click store's database (SQLite or Postgres) so
 * every worker and server shares it: each URL's failures in a row and state, and one lock row
 * that lets a single check run at a time and keeps the check's clock: the moment the last check
 * was due (`last_run`), so the next is due one interval after it, however long a check took,
 * whichever server ran it, and across restarts.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { createOnce } from "#server/clicks/pg-create.ts";

export interface UrlHealth {
  url: string;
  /** The links (slugs) sending visitors there. */
  slugs: string[];
  /** The pages using those links. */
  pages: string[];
  failures: number;
  broken: boolean;
  reason: string;
  /** ISO time of the last check. */
  checkedAt: string;
}

export interface HealthStore {
  /**
   * Takes the lock when no check holds it (or the holder's lease ran out) and the next check is
   * due (an interval after the last one was due, or never checked); true when `holder` may
   * check now. The check is recorded as due at the last due moment on the clock, so the clock
   * keeps its times: first check at `now`, then every interval after it.
   */
  tryLock(holder: string, now: number, intervalMs: number, leaseMs: number): Promise<boolean>;
  /** Lets go of the lock (the clock was moved when it was taken). */
  unlock(holder: string): Promise<void>;
  /** When the next check is due (ms since the epoch); undefined when none ever ran. */
  nextDue(intervalMs: number): Promise<number | undefined>;
  states(): Promise<UrlHealth[]>;
  save(states: readonly UrlHealth[]): Promise<void>;
  close(): Promise<void>;
}

const CREATE = [
  `CREATE TABLE IF NOT EXISTS link_check_lock (
    name TEXT PRIMARY KEY, holder TEXT NOT NULL, expires BIGINT NOT NULL, last_run BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS link_health (
    url TEXT PRIMARY KEY, slugs TEXT NOT NULL, pages TEXT NOT NULL, failures BIGINT NOT NULL,
    broken BIGINT NOT NULL, reason TEXT NOT NULL, checked_at TEXT NOT NULL)`,
];
/**
 * Claims the lock row (made on first use, due now) when it is free and a check is due; moves
 * `last_run` to the latest due moment on its clock (`last_run + k × interval`, not `now`), so a
 * check that ran long or a tick that came late does not shift the times that follow.
 */
const CLAIM = `INSERT INTO link_check_lock (name, holder, expires, last_run) VALUES ('daily', $1, $2, $3)
  ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires = excluded.expires,
  last_run = CASE WHEN link_check_lock.last_run <= 0 THEN excluded.last_run
    ELSE link_check_lock.last_run + ((CAST($3 AS BIGINT) - link_check_lock.last_run) / CAST($4 AS BIGINT)) * CAST($4 AS BIGINT) END
  WHERE link_check_lock.expires < $3 AND link_check_lock.last_run <= CAST($3 AS BIGINT) - CAST($4 AS BIGINT)
  RETURNING holder`;
const UNLOCK = `UPDATE link_check_lock SET expires = 0 WHERE name = 'daily' AND holder = $1`;
const LAST_RUN = `SELECT last_run FROM link_check_lock WHERE name = 'daily'`;
const nextDueOf = (row: { last_run?: unknown } | undefined, intervalMs: number) =>
  row === undefined || Number(row.last_run) <= 0 ? undefined : Number(row.last_run) + intervalMs;
const UPSERT = `INSERT INTO link_health (url, slugs, pages, failures, broken, reason, checked_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (url) DO UPDATE SET slugs = excluded.slugs,
  pages = excluded.pages, failures = excluded.failures, broken = excluded.broken,
  reason = excluded.reason, checked_at = excluded.checked_at`;

const toRow = (s: UrlHealth) => [
  s.url,
  JSON.stringify(s.slugs),
  JSON.stringify(s.pages),
  s.failures,
  s.broken ? 1 : 0,
  s.reason,
  s.checkedAt,
];
const fromRow = (row: Record<string, unknown>): UrlHealth => ({
  url: String(row.url),
  slugs: JSON.parse(String(row.slugs)) as string[],
  pages: JSON.parse(String(row.pages)) as string[],
  failures: Number(row.failures),
  broken: Number(row.broken) === 1,
  reason: String(row.reason),
  checkedAt: String(row.checked_at),
});
const claimValues = (holder: string, now: number, intervalMs: number, leaseMs: number) => [
  holder,
  now + leaseMs,
  now,
  intervalMs,
];

/** Postgres when DATABASE_URL is set, else the SQLite file: where the clicks are. */
export function openHealthStore(env: {
  databaseUrl?: string | undefined;
  sqliteFile: string;
}): Promise<HealthStore> {
  return env.databaseUrl
    ? openPgHealth(env.databaseUrl)
    : Promise.resolve(openSqliteHealth(env.sqliteFile));
}

export function openSqliteHealth(file: string): HealthStore {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA journal_mode = WAL");
  for (const sql of CREATE) db.exec(sql);
  const sqlite = (sql: string) => db.prepare(sql.replace(/\$(\d+)/g, "?$1"));
  return {
    tryLock: async (holder, now, intervalMs, leaseMs) =>
      sqlite(CLAIM).get(...claimValues(holder, now, intervalMs, leaseMs)) !== undefined,
    unlock: async (holder) => {
      sqlite(UNLOCK).run(holder);
    },
    nextDue: async (intervalMs) =>
      nextDueOf(sqlite(LAST_RUN).get() as { last_run?: unknown } | undefined, intervalMs),
    states: async () => sqlite("SELECT * FROM link_health ORDER BY url").all().map(fromRow),
    save: async (states) => {
      const upsert = sqlite(UPSERT);
      db.exec("BEGIN IMMEDIATE");
      try {
        for (const state of states) upsert.run(...toRow(state));
        db.exec("COMMIT");
      } catch (error) {
        if (db.isTransaction) db.exec("ROLLBACK");
        throw error;
      }
    },
    close: async () => {
      if (db.isOpen) db.close();
    },
  };
}

export async function openPgHealth(connectionString: string): Promise<HealthStore> {
  const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 3000 });
  pool.on("error", () => undefined);
  for (const sql of CREATE) await createOnce(pool, sql);
  return {
    tryLock: async (holder, now, intervalMs, leaseMs) =>
      ((await pool.query(CLAIM, claimValues(holder, now, intervalMs, leaseMs))).rowCount ?? 0) > 0,
    unlock: async (holder) => {
      await pool.query(UNLOCK, [holder]);
    },
    nextDue: async (intervalMs) =>
      nextDueOf((await pool.query<{ last_run: string }>(LAST_RUN)).rows[0], intervalMs),
    states: async () =>
      (await pool.query("SELECT * FROM link_health ORDER BY url")).rows.map(fromRow),
    save: async (states) => {
      for (const state of states) await pool.query(UPSERT, toRow(state));
    },
    close: () => pool.end(),
  };
}
