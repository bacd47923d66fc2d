/**
 * The default click store: one SQLite file through `node:sqlite` (built into Node, no native
 * package). WAL mode lets `npm run clicks` read while the server writes.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import {
  CREATE_TABLE,
  reportSql,
  type ClickRow,
  type ClickStore,
  type ReportRow,
} from "./click-store.ts";

export function openSqliteStore(file: string): ClickStore {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;");
  db.exec(CREATE_TABLE);
  const upsert = db.prepare(
    `INSERT INTO clicks (slug, page, day, clicks) VALUES (?, ?, ?, ?)
     ON CONFLICT (slug, page, day) DO UPDATE SET clicks = clicks + excluded.clicks`,
  );
  return {
    add: async (rows: readonly ClickRow[]) => {
      if (rows.length === 0) return;
      db.exec("BEGIN IMMEDIATE");
      try {
        for (const row of rows) upsert.run(row.slug, row.page, row.day, row.clicks);
        db.exec("COMMIT");
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
    report: async (query) => {
      const statement = db.prepare(reportSql(query, "?"));
      const rows = query.since === undefined ? statement.all() : statement.all(query.since);
      return rows.map((row) => ({ ...row, clicks: Number(row.clicks) }) as ReportRow);
    },
    close: async () => {
      if (db.isOpen) db.close();
    },
  };
}
