/**
 * Commissions, kept in the click store's own database (the SQLite file or Postgres) in a table
 * of their own: one row per network transaction, so importing a report twice stores it once.
 * Each row carries the click it was joined to (empty when none could be), so earnings group by
 * the same page, link, placement and target as clicks.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { createOnce } from "#server/clicks/pg-create.ts";

export interface EarningRow {
  network: string;
  transactionId: string;
  day: string;
  amountCents: number;
  saleCents: number;
  orders: number;
  clickId: string;
  slug: string;
  page: string;
  placement: string;
  target: string;
}

export const EARNING_GROUPINGS = ["slug", "page", "placement", "target", "day"] as const;
export type EarningGrouping = (typeof EARNING_GROUPINGS)[number];

interface EarningsQuery {
  by: readonly EarningGrouping[];
  since?: string;
  until?: string;
}

type EarningsReportRow = Partial<Record<EarningGrouping, string>> & {
  earningsCents: number;
  orders: number;
};

export interface EarningsStore {
  /** Stores the rows not stored before (by network and transaction id); returns how many. */
  add(rows: readonly EarningRow[]): Promise<number>;
  report(query: EarningsQuery): Promise<EarningsReportRow[]>;
  close(): Promise<void>;
}

const COLUMNS = [
  "network",
  "transaction_id",
  "day",
  "amount_cents",
  "sale_cents",
  "orders",
  "click_id",
  "slug",
  "page",
  "placement",
  "target",
] as const;
const CREATE = `CREATE TABLE IF NOT EXISTS earnings (
  network TEXT NOT NULL,
  transaction_id TEXT NOT NULL,
  day TEXT NOT NULL,
  amount_cents BIGINT NOT NULL,
  sale_cents BIGINT NOT NULL,
  orders BIGINT NOT NULL,
  click_id TEXT NOT NULL DEFAULT '',
  slug TEXT NOT NULL DEFAULT '',
  page TEXT NOT NULL DEFAULT '',
  placement TEXT NOT NULL DEFAULT '',
  target TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (network, transaction_id)
)`;

const valuesOf = (row: EarningRow) => [
  row.network,
  row.transactionId,
  row.day,
  row.amountCents,
  row.saleCents,
  row.orders,
  row.clickId,
  row.slug,
  row.page,
  row.placement,
  row.target,
];

function reportSql(query: EarningsQuery, placeholder: (n: number) => string) {
  const columns = query.by.filter((column) => EARNING_GROUPINGS.includes(column));
  if (columns.length === 0) throw new Error(`earnings group by ${EARNING_GROUPINGS.join(", ")}`);
  const values: string[] = [];
  const where: string[] = [];
  if (query.since !== undefined) where.push(`day >= ${placeholder(values.push(query.since))}`);
  if (query.until !== undefined) where.push(`day <= ${placeholder(values.push(query.until))}`);
  const list = columns.join(", ");
  const sql =
    `SELECT ${list}, SUM(amount_cents) AS earnings_cents, SUM(orders) AS orders FROM earnings` +
    `${where.length > 0 ? ` WHERE ${where.join(" AND ")}` : ""} GROUP BY ${list}` +
    ` ORDER BY earnings_cents DESC, ${list}`;
  return { sql, values };
}

function toReportRow(row: Record<string, unknown>): EarningsReportRow {
  const { earnings_cents: cents, orders, ...keys } = row;
  return {
    ...(keys as Record<string, string>),
    earningsCents: Number(cents),
    orders: Number(orders),
  };
}

export function openSqliteEarnings(file: string): EarningsStore {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA journal_mode = WAL");
  db.exec(CREATE);
  const insert = db.prepare(
    `INSERT INTO earnings (${COLUMNS.join(", ")}) VALUES (${COLUMNS.map(() => "?").join(", ")})
     ON CONFLICT (network, transaction_id) DO NOTHING`,
  );
  return {
    add: async (rows) => {
      let added = 0;
      db.exec("BEGIN IMMEDIATE");
      try {
        for (const row of rows) added += Number(insert.run(...valuesOf(row)).changes);
        db.exec("COMMIT");
      } catch (error) {
        if (db.isTransaction) db.exec("ROLLBACK");
        throw error;
      }
      return added;
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

export async function openPgEarnings(connectionString: string): Promise<EarningsStore> {
  const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 3000 });
  pool.on("error", () => undefined);
  await createOnce(pool, CREATE);
  const arrays = COLUMNS.map(
    (_, index) => `$${index + 1}::${index >= 3 && index <= 5 ? "bigint" : "text"}[]`,
  );
  const insert = `INSERT INTO earnings (${COLUMNS.join(", ")}) SELECT * FROM unnest(${arrays.join(", ")})
    ON CONFLICT (network, transaction_id) DO NOTHING`;
  return {
    add: async (rows) => {
      if (rows.length === 0) return 0;
      const columns = COLUMNS.map((_, index) => rows.map((row) => valuesOf(row)[index]));
      return (await pool.query(insert, columns)).rowCount ?? 0;
    },
    report: async (query) => {
      const { sql, values } = reportSql(query, (n) => `$${n}`);
      const result = await pool.query(sql, values);
      return result.rows.map((row: Record<string, unknown>) => toReportRow(row));
    },
    close: () => pool.end(),
  };
}
