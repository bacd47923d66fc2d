/**
 * The shared click store for several servers: Postgres through `pg`. A batch is one
 * statement (arrays unnested), so a flush is one round trip whatever its size.
 */
import pg from "pg";
import {
  CREATE_TABLE,
  reportSql,
  type ClickRow,
  type ClickStore,
  type ReportRow,
} from "./click-store.ts";

const UPSERT = `INSERT INTO clicks (slug, page, day, clicks)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[])
  ON CONFLICT (slug, page, day) DO UPDATE SET clicks = clicks.clicks + excluded.clicks`;

export async function openPgStore(connectionString: string): Promise<ClickStore> {
  const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 5000 });
  // A pool emits errors of idle clients (a restarted server); the next query reports them.
  pool.on("error", () => undefined);
  let ready: Promise<unknown> | undefined;
  const ensureTable = () =>
    (ready ??= pool.query(CREATE_TABLE).catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
  await ensureTable().catch(() => undefined);
  return {
    add: async (rows: readonly ClickRow[]) => {
      if (rows.length === 0) return;
      await ensureTable();
      await pool.query(UPSERT, [
        rows.map((row) => row.slug),
        rows.map((row) => row.page),
        rows.map((row) => row.day),
        rows.map((row) => row.clicks),
      ]);
    },
    report: async (query) => {
      await ensureTable();
      const values = query.since === undefined ? [] : [query.since];
      const result = await pool.query(reportSql(query, "$1"), values);
      return result.rows.map(
        (row: Record<string, unknown>) => ({ ...row, clicks: Number(row.clicks) }) as ReportRow,
      );
    },
    close: () => pool.end(),
  };
}
