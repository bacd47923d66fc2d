/**
 * Commissions, kept in the click store's own database (the SQLite file or Postgres) in a table
 * of their own: one row per network transaction, so importing a report twice (or a report after
 * a postback of the same transaction) stores it once. A later report or postback moves a
 * transaction forward through its states (pending → approved → paid, or → declined), once, with
 * the amounts it states then; never back. Each row carries its currency and the click it was
 * joined to (empty when none could be), so earnings group by the same page, link, placement and
 * target as clicks.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { createOnce } from "#server/clicks/pg-create.ts";
import {
  ADDED_COLUMNS,
  COLUMNS,
  CREATE,
  furthest,
  NUMERIC,
  reportSql,
  toReportRow,
  UPSERT_TAIL,
  valuesOf,
  type EarningRow,
  type EarningsQuery,
  type EarningsReportRow,
} from "./earnings-table.ts";

export { type EarningGrouping, type EarningRow } from "./earnings-table.ts";

interface AddResult {
  /** Transactions not stored before. */
  added: number;
  /** Stored transactions moved to a later state. */
  moved: number;
}

export interface EarningsStore {
  /**
   * Stores the transactions not stored before (by network and transaction id) and moves stored
   * ones whose state the rows advance; the rest change nothing.
   */
  add(rows: readonly EarningRow[]): Promise<AddResult>;
  report(query: EarningsQuery): Promise<EarningsReportRow[]>;
  close(): Promise<void>;
}

export function openSqliteEarnings(file: string): EarningsStore {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA journal_mode = WAL");
  db.exec(CREATE);
  migrateSqlite(db);
  const upsert = db.prepare(
    `INSERT INTO earnings (${COLUMNS.join(", ")}) VALUES (${COLUMNS.map(() => "?").join(", ")})
     ${UPSERT_TAIL}`,
  );
  const stored = db.prepare("SELECT 1 FROM earnings WHERE network = ? AND transaction_id = ?");
  return {
    add: async (rows) => {
      const result = { added: 0, moved: 0 };
      db.exec("BEGIN IMMEDIATE");
      try {
        for (const row of furthest(rows)) {
          const before = stored.get(row.network, row.transactionId) !== undefined;
          if (Number(upsert.run(...valuesOf(row)).changes) > 0)
            result[before ? "moved" : "added"]++;
        }
        db.exec("COMMIT");
      } catch (error) {
        if (db.isTransaction) db.exec("ROLLBACK");
        throw error;
      }
      return result;
    },
    report: async (query) => {
      const { sql, values } = reportSql(query, () => "?");
      return db
        .prepare(sql)
        .all(...values)
        .map((row) => toReportRow(row));
    },
    close: async () => {
      if (db.isOpen) db.close();
    },
  };
}

/** Adds the columns a table made before them lacks (another process may add them first). */
function migrateSqlite(db: DatabaseSync): void {
  const has = () =>
    new Set(
      db
        .prepare("PRAGMA table_info(earnings)")
        .all()
        .map((column) => String(column.name)),
    );
  if (ADDED_COLUMNS.every((column) => has().has(column.split(" ")[0] ?? ""))) return;
  db.exec("BEGIN IMMEDIATE");
  try {
    const present = has();
    for (const column of ADDED_COLUMNS) {
      if (!present.has(column.split(" ")[0] ?? ""))
        db.exec(`ALTER TABLE earnings ADD COLUMN ${column}`);
    }
    db.exec("COMMIT");
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

export async function openPgEarnings(connectionString: string): Promise<EarningsStore> {
  const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 3000 });
  pool.on("error", () => undefined);
  await createOnce(pool, CREATE);
  // ALTER TABLE waits for another server's; IF NOT EXISTS then finds the column there.
  await pool.query(
    `ALTER TABLE earnings ${ADDED_COLUMNS.map((column) => `ADD COLUMN IF NOT EXISTS ${column}`).join(", ")}`,
  );
  const arrays = COLUMNS.map(
    (column, index) => `$${index + 1}::${NUMERIC.has(column) ? "bigint" : "text"}[]`,
  );
  const upsert = `INSERT INTO earnings AS earnings (${COLUMNS.join(", ")})
    SELECT * FROM unnest(${arrays.join(", ")}) ${UPSERT_TAIL}
    RETURNING (xmax = 0) AS inserted`;
  return {
    add: async (rows) => {
      const kept = furthest(rows);
      if (kept.length === 0) return { added: 0, moved: 0 };
      const columns = COLUMNS.map((_, index) => kept.map((row) => valuesOf(row)[index]));
      const written = (await pool.query<{ inserted: boolean }>(upsert, columns)).rows;
      const added = written.filter((row) => row.inserted).length;
      return { added, moved: written.length - added };
    },
    report: async (query) => {
      const { sql, values } = reportSql(query, (n) => `$${n}`);
      const result = await pool.query(sql, values);
      return result.rows.map((row: Record<string, unknown>) => toReportRow(row));
    },
    close: () => pool.end(),
  };
}
