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
import { STATE_RANK, type State } from "./networks.ts";

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
  state: State;
  /** The status word as the network sent it ("" when it sent none). */
  networkStatus: string;
  /** ISO 4217 code ("" for rows stored before currencies were kept). */
  currency: string;
}

export const EARNING_GROUPINGS = ["slug", "page", "placement", "target", "day"] as const;
export type EarningGrouping = (typeof EARNING_GROUPINGS)[number];

interface EarningsQuery {
  by: readonly EarningGrouping[];
  since?: string;
  until?: string;
}

export type EarningsReportRow = Partial<Record<EarningGrouping, string>> & {
  state: State;
  currency: string;
  earningsCents: number;
  orders: number;
};

export interface AddResult {
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
  "state",
  "network_status",
  "currency",
] as const;
const NUMERIC = new Set<string>(["amount_cents", "sale_cents", "orders"]);
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
  state TEXT NOT NULL DEFAULT 'approved',
  network_status TEXT NOT NULL DEFAULT '',
  currency TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (network, transaction_id)
)`;
/**
 * Columns added since the table was first made: rows stored before statuses and currencies were
 * read keep their earnings (as approved, currency unknown).
 */
const ADDED_COLUMNS = [
  "state TEXT NOT NULL DEFAULT 'approved'",
  "network_status TEXT NOT NULL DEFAULT ''",
  "currency TEXT NOT NULL DEFAULT ''",
];

const rank = (table: string) =>
  `(CASE ${table}.state ${Object.entries(STATE_RANK)
    .map(([state, value]) => `WHEN '${state}' THEN ${value}`)
    .join(" ")} ELSE 0 END)`;
/** The attribution a row already has is kept; one it lacked is taken from the later row. */
const keepJoined = ["click_id", "slug", "page", "placement", "target"].map(
  (column) =>
    `${column} = CASE WHEN earnings.slug = '' THEN excluded.${column} ELSE earnings.${column} END`,
);
const UPSERT_TAIL = `ON CONFLICT (network, transaction_id) DO UPDATE SET
  ${keepJoined.join(",\n  ")},
  state = excluded.state, network_status = excluded.network_status, day = excluded.day,
  amount_cents = excluded.amount_cents, sale_cents = excluded.sale_cents,
  orders = excluded.orders, currency = excluded.currency
  WHERE ${rank("excluded")} > ${rank("earnings")}`;

/** One row per transaction in a batch: the one furthest along (the first of equals). */
function furthest(rows: readonly EarningRow[]): EarningRow[] {
  const byKey = new Map<string, EarningRow>();
  for (const row of rows) {
    const key = `${row.network}\u0000${row.transactionId}`;
    const held = byKey.get(key);
    if (!held || STATE_RANK[row.state] > STATE_RANK[held.state]) byKey.set(key, row);
  }
  return [...byKey.values()];
}

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
  row.state,
  row.networkStatus,
  row.currency,
];

function reportSql(query: EarningsQuery, placeholder: (n: number) => string) {
  const columns = query.by.filter((column) => EARNING_GROUPINGS.includes(column));
  if (columns.length === 0) throw new Error(`earnings group by ${EARNING_GROUPINGS.join(", ")}`);
  const values: string[] = [];
  const where: string[] = [];
  if (query.since !== undefined) where.push(`day >= ${placeholder(values.push(query.since))}`);
  if (query.until !== undefined) where.push(`day <= ${placeholder(values.push(query.until))}`);
  const list = [...columns, "state", "currency"].join(", ");
  const sql =
    `SELECT ${list}, SUM(amount_cents) AS earnings_cents, SUM(orders) AS orders FROM earnings` +
    `${where.length > 0 ? ` WHERE ${where.join(" AND ")}` : ""} GROUP BY ${list}` +
    ` ORDER BY earnings_cents DESC, ${list}`;
  return { sql, values };
}

function toReportRow(row: Record<string, unknown>): EarningsReportRow {
  const { earnings_cents: cents, orders, ...keys } = row;
  return {
    ...(keys as Record<string, string> & { state: State; currency: string }),
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
