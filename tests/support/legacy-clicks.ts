/**
 * Click stores as the code before country and device (commit 441ff08) wrote them: its table,
 * its upserts and its spill files, copied verbatim, so the migration is tested on real old data.
 */
import { DatabaseSync } from "node:sqlite";
import pg from "pg";

export interface LegacyRow {
  slug: string;
  page: string;
  day: string;
  clicks: number;
}

const LEGACY_CREATE_TABLE = `CREATE TABLE IF NOT EXISTS clicks (
  slug TEXT NOT NULL,
  page TEXT NOT NULL,
  day TEXT NOT NULL,
  clicks BIGINT NOT NULL,
  PRIMARY KEY (slug, page, day)
)`;
const LEGACY_CREATE_BATCHES = `CREATE TABLE IF NOT EXISTS click_batches (
  id TEXT PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL DEFAULT now()
)`;

export function writeLegacySqlite(file: string, rows: readonly LegacyRow[]): void {
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec(LEGACY_CREATE_TABLE);
  const upsert = db.prepare(`INSERT INTO clicks (slug, page, day, clicks) VALUES (?, ?, ?, ?)
  ON CONFLICT (slug, page, day) DO UPDATE SET clicks = clicks + excluded.clicks`);
  for (const row of rows) upsert.run(row.slug, row.page, row.day, row.clicks);
  db.close();
}

export async function writeLegacyPg(url: string, rows: readonly LegacyRow[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`${LEGACY_CREATE_TABLE}; ${LEGACY_CREATE_BATCHES}`);
    await client.query(
      `WITH batch AS (
    INSERT INTO click_batches (id) VALUES ($5) ON CONFLICT DO NOTHING RETURNING id
  )
  INSERT INTO clicks (slug, page, day, clicks)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[])
  WHERE EXISTS (SELECT 1 FROM batch)
  ON CONFLICT (slug, page, day) DO UPDATE SET clicks = clicks.clicks + excluded.clicks`,
      [
        rows.map((row) => row.slug),
        rows.map((row) => row.page),
        rows.map((row) => row.day),
        rows.map((row) => row.clicks),
        "legacy-batch",
      ],
    );
  } finally {
    await client.end();
  }
}

/** A spill file's text as the old code's `spill.save` wrote it: rows without country or device. */
export function legacySpillText(id: string, rows: readonly LegacyRow[]): string {
  return JSON.stringify([{ id, rows }]);
}
