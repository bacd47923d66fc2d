/**
 * Where click counts are kept: one row per slug, page, day, country and device class, counts
 * added in batches. Two implementations share this interface and one test suite: SQLite (one
 * server) and Postgres (several servers sharing counts). Nothing about a visitor is kept beyond
 * those five columns: no address, no user agent.
 */

/** One batch row: `clicks` more clicks on `slug` from `page` (a site path, or "") on `day`. */
export interface ClickRow {
  slug: string;
  page: string;
  /** UTC `YYYY-MM-DD`. */
  day: string;
  /** Two-letter country code from the CDN's header, or "" (unknown; the default). */
  country?: string;
  /** `mobile`, `tablet` or `desktop` from the user agent, or "" (unknown; the default). */
  device?: string;
  /** Where on the page: `card-N`, `text`, `faq`, `auto`, or "" (unknown; the default). */
  placement?: string;
  /** A rotating link's target index ("0", "1", …), or "" (no rotation; the default). */
  target?: string;
  clicks: number;
  /** The ids of the clicks counted here that have one (`{click}`), each kept with its row. */
  clickIds?: readonly string[];
}

export const GROUPINGS = [
  "slug",
  "page",
  "day",
  "country",
  "device",
  "placement",
  "target",
] as const;
export type Grouping = (typeof GROUPINGS)[number];

export interface ReportQuery {
  /** Only days on or after this `YYYY-MM-DD`. */
  since?: string;
  /** Only days on or before this `YYYY-MM-DD`. */
  until?: string;
  /** Columns to group by, in this order; at least one. */
  by: readonly Grouping[];
}

/** One click kept by its id. */
export type StoredClick = Required<Omit<ClickRow, "clicks" | "clickIds">> & { id: string };

/** A report row: its grouping keys and the clicks summed over everything else. */
export type ReportRow = Partial<Record<Grouping, string>> & { clicks: number };

export interface ClickStore {
  /**
   * Adds every row in one transaction: all of the batch is stored, or none of it. A batch
   * whose `id` was stored before adds nothing (a retry after a write that was not confirmed).
   */
  add(rows: readonly ClickRow[], id?: string): Promise<void>;
  /** True when a failed `add` may still have been stored (the database had it, then hung). */
  readonly failuresMayCommit: boolean;
  report(query: ReportQuery): Promise<ReportRow[]>;
  /** The stored clicks with these ids (click id → its key), in no order; unknown ids left out. */
  findClicks(ids: readonly string[]): Promise<StoredClick[]>;
  close(): Promise<void>;
}

/**
 * The SQL both stores run for a report, and its values; columns come only from `GROUPINGS`.
 * `placeholder(n)` is the driver's n-th parameter (`?` or `$n`).
 */
export function reportSql(
  query: ReportQuery,
  placeholder: (n: number) => string,
): { sql: string; values: string[] } {
  const columns = query.by.filter((column) => GROUPINGS.includes(column));
  if (columns.length === 0) throw new Error(`a report groups by ${GROUPINGS.join(", ")}`);
  const list = columns.join(", ");
  const values: string[] = [];
  const conditions: string[] = [];
  for (const [bound, operator] of [
    [query.since, ">="],
    [query.until, "<="],
  ] as const) {
    if (bound === undefined) continue;
    values.push(bound);
    conditions.push(`day ${operator} ${placeholder(values.length)}`);
  }
  const where = conditions.length === 0 ? "" : ` WHERE ${conditions.join(" AND ")}`;
  const sql =
    `SELECT ${list}, SUM(clicks) AS clicks FROM clicks${where} GROUP BY ${list}` +
    ` ORDER BY clicks DESC, ${list}`;
  return { sql, values };
}

type Key = [string, string, string, string, string, string, string];

/** A row's key values in column order, unknown country, device, placement and target as "". */
export function clickGroupOf(row: Omit<ClickRow, "clicks">): Key {
  const { country = "", device = "", placement = "", target = "" } = row;
  return [row.slug, row.page, row.day, country, device, placement, target];
}

export const KEY_COLUMNS = "slug, page, day, country, device, placement, target";

export const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS clicks (
  slug TEXT NOT NULL,
  page TEXT NOT NULL,
  day TEXT NOT NULL,
  country TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL DEFAULT '',
  placement TEXT NOT NULL DEFAULT '',
  target TEXT NOT NULL DEFAULT '',
  clicks BIGINT NOT NULL,
  PRIMARY KEY (${KEY_COLUMNS})
)`;

/** One row per click that has an id: what a network's commission names it by (`{click}`). */
export const CREATE_CLICK_IDS = `CREATE TABLE IF NOT EXISTS click_ids (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  page TEXT NOT NULL,
  day TEXT NOT NULL,
  country TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL DEFAULT '',
  placement TEXT NOT NULL DEFAULT '',
  target TEXT NOT NULL DEFAULT ''
)`;

/** Each click id of the rows with the row's key: `[id, ...key]`. */
export function clickIdRows(rows: readonly ClickRow[]): [string, ...Key][] {
  return rows.flatMap((row) =>
    (row.clickIds ?? []).map((id): [string, ...Key] => [id, ...clickGroupOf(row)]),
  );
}
