/**
 * The shared click store for several servers: Postgres through `pg`. A batch is one
 * statement (arrays unnested), so a flush is one round trip whatever its size. Every wait is
 * bounded: a database that hangs (stopped, not refusing) fails a flush within
 * `PG_TIMEOUT_MS`, so it is an outage like any other (clicks kept in memory, logged).
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import {
  CREATE_CLICK_IDS,
  CREATE_TABLE,
  clickIdRows,
  KEY_COLUMNS,
  clickGroupOf,
  reportSql,
  type ClickRow,
  type ClickStore,
  type ReportRow,
  type StoredClick,
} from "./click-store.ts";

/**
 * A batch's id is recorded in the same statement as its counts: a batch the database received,
 * then ran after the client had given up on it, is not added again when it is retried.
 */
const CREATE_BATCHES = `CREATE TABLE IF NOT EXISTS click_batches (
  id TEXT PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL DEFAULT now()
)`;
const TEXTS = "$1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]";
/** The click ids and their keys: $10 the ids, $11 to $17 the key columns. */
const IDS = Array.from({ length: 8 }, (_, index) => `$${index + 10}::text[]`).join(", ");
/** Counts and click ids in one statement: both stored, or neither, and a retry adds nothing. */
const UPSERT = `WITH batch AS (
    INSERT INTO click_batches (id) VALUES ($9) ON CONFLICT DO NOTHING RETURNING id
  ), ids AS (
    INSERT INTO click_ids (id, ${KEY_COLUMNS})
    SELECT * FROM unnest(${IDS}) WHERE EXISTS (SELECT 1 FROM batch)
    ON CONFLICT (id) DO NOTHING
  )
  INSERT INTO clicks (${KEY_COLUMNS}, clicks)
  SELECT * FROM unnest(${TEXTS}, $8::bigint[])
  WHERE EXISTS (SELECT 1 FROM batch)
  ON CONFLICT (${KEY_COLUMNS}) DO UPDATE SET clicks = clicks.clicks + excluded.clicks`;
/**
 * A table made before clicks kept a placement and a target (or a country and a device) gets
 * the columns it lacks (empty for its old rows) and the wider key, in place: every count is
 * kept. Servers starting at once wait for each other's ALTER TABLE lock; one that finds the key
 * widened already changes nothing.
 */
const MIGRATE = `DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema()
      AND table_name = 'clicks' AND column_name = 'target') THEN
    LOCK TABLE clicks IN ACCESS EXCLUSIVE MODE;
    IF NOT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema()
        AND table_name = 'clicks' AND column_name = 'target') THEN
      ALTER TABLE clicks ADD COLUMN IF NOT EXISTS country TEXT NOT NULL DEFAULT '',
        ADD COLUMN IF NOT EXISTS device TEXT NOT NULL DEFAULT '',
        ADD COLUMN placement TEXT NOT NULL DEFAULT '',
        ADD COLUMN target TEXT NOT NULL DEFAULT '',
        DROP CONSTRAINT clicks_pkey, ADD PRIMARY KEY (${KEY_COLUMNS});
    END IF;
  END IF;
END $$`;
/** Batch ids are needed only while a server could still retry one. */
const PRUNE_BATCHES = `DELETE FROM click_batches WHERE at < now() - interval '7 days'`;

/** SQLSTATE of a table that does not exist. */
const UNDEFINED_TABLE = "42P01";

/** Connect, query (client side) and statement (server side) timeout. */
export const PG_TIMEOUT_MS = 3000;

export async function openPgStore(connectionString: string): Promise<ClickStore> {
  const pool = new pg.Pool({
    connectionString,
    max: 2,
    connectionTimeoutMillis: PG_TIMEOUT_MS,
    // The server cancels a slow statement first; the client gives up on a silent server.
    statement_timeout: PG_TIMEOUT_MS - 500,
    query_timeout: PG_TIMEOUT_MS,
    keepAlive: true,
  });
  // A pool emits errors of idle clients (a restarted server); the next query reports them.
  pool.on("error", () => undefined);
  let ready: Promise<unknown> | undefined;
  const ensureTable = () =>
    (ready ??= pool
      .query(
        `${CREATE_TABLE}; ${MIGRATE}; ${CREATE_CLICK_IDS}; ${CREATE_BATCHES}; ${PRUNE_BATCHES}`,
      )
      .catch((error: unknown) => {
        ready = undefined;
        throw error;
      }));
  await ensureTable().catch(() => undefined);
  return {
    failuresMayCommit: true,
    add: async (rows: readonly ClickRow[], id = randomUUID()) => {
      if (rows.length === 0) return;
      const keys = rows.map(clickGroupOf);
      const ids = clickIdRows(rows);
      const columns = [0, 1, 2, 3, 4, 5, 6];
      const values = [
        ...columns.map((column) => keys.map((key) => key[column])),
        rows.map((row) => row.clicks),
        id,
        ...[...columns, 7].map((column) => ids.map((row) => row[column])),
      ];
      await ensureTable();
      await pool.query(UPSERT, values).catch(async (error: unknown) => {
        // The tables dropped while serving (a restored backup, a reset): made again, retried.
        if ((error as { code?: unknown }).code !== UNDEFINED_TABLE) throw error;
        ready = undefined;
        await ensureTable();
        await pool.query(UPSERT, values);
      });
    },
    report: async (query) => {
      await ensureTable();
      const { sql, values } = reportSql(query, (n) => `$${n}`);
      const result = await pool.query(sql, values);
      return result.rows.map(
        (row: Record<string, unknown>) => ({ ...row, clicks: Number(row.clicks) }) as ReportRow,
      );
    },
    findClicks: async (ids) => {
      await ensureTable();
      const sql = `SELECT id, ${KEY_COLUMNS} FROM click_ids WHERE id = ANY($1::text[])`;
      const result = await pool.query(sql, [ids]);
      return result.rows as StoredClick[];
    },
    close: () => pool.end(),
  };
}
