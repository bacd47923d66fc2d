/**
 * Click stores as the code before placement wrote them (country and device, no placement, target
 * or click ids): its table and upserts copied verbatim, so the migration is tested on
 * real data of that format.
 */
import { DatabaseSync } from "node:sqlite";
import pg from "pg";

export interface RowBeforePlacement {
  slug: string;
  page: string;
  day: string;
  country: string;
  device: string;
  clicks: number;
}

const KEY_COLUMNS = "slug, page, day, country, device";
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS clicks (
  slug TEXT NOT NULL,
  page TEXT NOT NULL,
  day TEXT NOT NULL,
  country TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL DEFAULT '',
  clicks BIGINT NOT NULL,
  PRIMARY KEY (${KEY_COLUMNS})
)`;
const CREATE_BATCHES = `CREATE TABLE IF NOT EXISTS click_batches (
  id TEXT PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL DEFAULT now()
)`;

const values = (row: RowBeforePlacement) => [row.slug, row.page, row.day, row.country, row.device];

export function writeSqliteBeforePlacement(
  file: string,
  rows: readonly RowBeforePlacement[],
): void {
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec(CREATE_TABLE);
  const upsert = db.prepare(`INSERT INTO clicks (${KEY_COLUMNS}, clicks) VALUES (?, ?, ?, ?, ?, ?)
  ON CONFLICT (${KEY_COLUMNS}) DO UPDATE SET clicks = clicks + excluded.clicks`);
  for (const row of rows) upsert.run(...values(row), row.clicks);
  db.close();
}

export async function writePgBeforePlacement(
  url: string,
  rows: readonly RowBeforePlacement[],
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`${CREATE_TABLE}; ${CREATE_BATCHES}`);
    await client.query(
      `WITH batch AS (
    INSERT INTO click_batches (id) VALUES ($7) ON CONFLICT DO NOTHING RETURNING id
  )
  INSERT INTO clicks (${KEY_COLUMNS}, clicks)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[])
  WHERE EXISTS (SELECT 1 FROM batch)
  ON CONFLICT (${KEY_COLUMNS}) DO UPDATE SET clicks = clicks.clicks + excluded.clicks`,
      [
        ...[0, 1, 2, 3, 4].map((column) => rows.map((row) => values(row)[column])),
        rows.map((row) => row.clicks),
        "before-placement-batch",
      ],
    );
  } finally {
    await client.end();
  }
}
