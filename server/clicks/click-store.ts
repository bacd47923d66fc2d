/**
 * Where click counts are kept: one row per slug, page and day, counts added in batches.
 * Two implementations share this interface and one test suite: SQLite (one server) and
 * Postgres (several servers sharing counts).
 */

/** One batch row: `clicks` more clicks on `slug` from `page` (a site path, or "") on `day`. */
export interface ClickRow {
  slug: string;
  page: string;
  /** UTC `YYYY-MM-DD`. */
  day: string;
  clicks: number;
}

export const GROUPINGS = ["slug", "page", "day"] as const;
export type Grouping = (typeof GROUPINGS)[number];

export interface ReportQuery {
  /** Only days on or after this `YYYY-MM-DD`. */
  since?: string;
  /** Columns to group by, in this order; at least one. */
  by: readonly Grouping[];
}

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
  close(): Promise<void>;
}

/** The SQL both stores run for a report; columns come only from `GROUPINGS`. */
export function reportSql(query: ReportQuery, placeholder: string): string {
  const columns = query.by.filter((column) => GROUPINGS.includes(column));
  if (columns.length === 0) throw new Error("a report groups by slug, page or day");
  const list = columns.join(", ");
  const where = query.since === undefined ? "" : ` WHERE day >= ${placeholder}`;
  return (
    `SELECT ${list}, SUM(clicks) AS clicks FROM clicks${where} GROUP BY ${list}` +
    ` ORDER BY clicks DESC, ${list}`
  );
}

export const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS clicks (
  slug TEXT NOT NULL,
  page TEXT NOT NULL,
  day TEXT NOT NULL,
  clicks BIGINT NOT NULL,
  PRIMARY KEY (slug, page, day)
)`;
