/**
 * Earnings tables as the code before statuses and currencies (commit 8eba5f9) wrote them: its
 * CREATE TABLE and its insert, copied verbatim, so the migration is tested on real old data.
 */
import { DatabaseSync } from "node:sqlite";
import pg from "pg";

export interface LegacyEarning {
  transactionId: string;
  page: string;
  amountCents: number;
}

export const LEGACY_EARNINGS: LegacyEarning[] = [
  { transactionId: "old-1", page: "/insights/deal", amountCents: 2400 },
  { transactionId: "old-2", page: "/insights/deal", amountCents: 600 },
  { transactionId: "old-3", page: "", amountCents: 600 },
];

const LEGACY_CREATE = `CREATE TABLE IF NOT EXISTS earnings (
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
const LEGACY_INSERT = `INSERT INTO earnings (network, transaction_id, day, amount_cents, sale_cents, orders, click_id, slug, page, placement, target)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (network, transaction_id) DO NOTHING`;

const values = (row: LegacyEarning) => [
  "impact",
  row.transactionId,
  "2026-11-20",
  row.amountCents,
  row.amountCents * 5,
  1,
  "",
  row.page === "" ? "" : "namecheap",
  row.page,
  "",
  "",
];

export function writeLegacyEarningsSqlite(file: string, rows: readonly LegacyEarning[]): void {
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec(LEGACY_CREATE);
  const insert = db.prepare(LEGACY_INSERT.replace(/\$\d+/g, "?"));
  for (const row of rows) insert.run(...values(row));
  db.close();
}

export async function writeLegacyEarningsPg(
  url: string,
  rows: readonly LegacyEarning[],
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DROP TABLE IF EXISTS earnings");
    await client.query(LEGACY_CREATE);
    for (const row of rows) await client.query(LEGACY_INSERT, values(row));
  } finally {
    await client.end();
  }
}
