/**
 * The earnings table: its rows, its columns (with those added since it was first made), and
 * the SQL both stores share (SQLite and Postgres run the same text): the upsert that moves a
 * transaction's state forward only, and the report grouped by page, link, placement, target or
 * day, state and currency.
 */
import { STATE_RANK, type State } from "./networks.ts";
import type { Commission } from "./read-report.ts";

/**
 * A commission as stored: joined to its click (empty fields when none could be) in place of the
 * sub-ID and tracking id it was joined by. Rows stored before currencies were kept have "".
 */
export interface EarningRow extends Omit<Commission, "subId" | "trackingId"> {
  clickId: string;
  slug: string;
  page: string;
  placement: string;
  target: string;
}

const EARNING_GROUPINGS = ["slug", "page", "placement", "target", "day"] as const;
export type EarningGrouping = (typeof EARNING_GROUPINGS)[number];

export interface EarningsQuery {
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

export const COLUMNS = [
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
export const NUMERIC = new Set<string>(["amount_cents", "sale_cents", "orders"]);
export const CREATE = `CREATE TABLE IF NOT EXISTS earnings (
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
export const ADDED_COLUMNS = [
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
export const UPSERT_TAIL = `ON CONFLICT (network, transaction_id) DO UPDATE SET
  ${keepJoined.join(",\n  ")},
  state = excluded.state, network_status = excluded.network_status, day = excluded.day,
  amount_cents = excluded.amount_cents, sale_cents = excluded.sale_cents,
  orders = excluded.orders, currency = excluded.currency
  WHERE ${rank("excluded")} > ${rank("earnings")}`;

/** One row per transaction in a batch: the one furthest along (the first of equals). */
export function furthest(rows: readonly EarningRow[]): EarningRow[] {
  const byKey = new Map<string, EarningRow>();
  for (const row of rows) {
    const key = `${row.network}\u0000${row.transactionId}`;
    const held = byKey.get(key);
    if (!held || STATE_RANK[row.state] > STATE_RANK[held.state]) byKey.set(key, row);
  }
  return [...byKey.values()];
}

export const valuesOf = (row: EarningRow) => [
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

export function reportSql(query: EarningsQuery, placeholder: (n: number) => string) {
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

export function toReportRow(row: Record<string, unknown>): EarningsReportRow {
  const { earnings_cents: cents, orders, ...keys } = row;
  return {
    ...(keys as Record<string, string> & { state: State; currency: string }),
    earningsCents: Number(cents),
    orders: Number(orders),
  };
}
