/**
 * The default click store: one SQLite file through `node:sqlite` (built into Node, no native
 * package). WAL mode lets `npm run clicks` read while the server writes. The file is watched
 * for the operator's mistakes: deleted or replaced while serving, it is opened again (a write
 * into a deleted file would vanish); a write that fails reopens it before the next try.
 */
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import {
  CREATE_CLICK_IDS,
  CREATE_TABLE,
  clickIdRows,
  KEY_COLUMNS,
  clickGroupOf,
  reportSql,
  type ClickRow,
  type ClickStore,
  type ReportRow,
  type StoredClick,
} from "./click-store.ts";

/** How long a write waits for another process's lock (several workers, `npm run clicks`). */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

const UPSERT = `INSERT INTO clicks (${KEY_COLUMNS}, clicks) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (${KEY_COLUMNS}) DO UPDATE SET clicks = clicks + excluded.clicks`;
const INSERT_ID = `INSERT INTO click_ids (id, ${KEY_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (id) DO NOTHING`;

/**
 * A file written before clicks kept a placement and a target (or even a country and a device)
 * is rebuilt with the columns it lacks, empty for its old rows, in one transaction: every count
 * is kept.
 */
function migrate(db: DatabaseSync): void {
  const columns = () =>
    new Set(
      db
        .prepare("SELECT name FROM pragma_table_info('clicks')")
        .all()
        .map((row) => String(row.name)),
    );
  if (columns().has("target")) return;
  db.exec("BEGIN IMMEDIATE");
  try {
    // Another worker may have migrated it while this one waited for the lock.
    const old = columns();
    if (!old.has("target")) {
      const kept = KEY_COLUMNS.split(", ").map((name) => (old.has(name) ? name : "''"));
      db.exec(`ALTER TABLE clicks RENAME TO clicks_before_target;
        ${CREATE_TABLE};
        INSERT INTO clicks (${KEY_COLUMNS}, clicks)
          SELECT ${kept.join(", ")}, clicks FROM clicks_before_target;
        DROP TABLE clicks_before_target;`);
    }
    db.exec("COMMIT");
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

/**
 * Opens as openOnce does, again while the file is locked, up to the busy timeout: processes
 * creating one new file at once can meet at its switch to WAL, where SQLite answers "database is
 * locked" without waiting (seen with two dashboards started together).
 */
function openDatabase(file: string): { db: DatabaseSync; identity: string } {
  const until = performance.now() + SQLITE_BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      return openOnce(file);
    } catch (error) {
      const locked = /database is locked|database is busy/i.test(String(error));
      if (!locked || performance.now() > until) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
}

/** Opens (creating folder, file and table) and proves it can write; throws when it cannot. */
function openOnce(file: string): { db: DatabaseSync; identity: string } {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  try {
    // The busy timeout first: workers opening a new file at once queue at the WAL switch.
    db.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    db.exec("PRAGMA journal_mode = WAL");
    db.exec(CREATE_TABLE);
    migrate(db);
    db.exec(CREATE_CLICK_IDS);
    // A file the server may read but not write would lose every click: found out now.
    // (Only a real write tells: a read-only file still begins a transaction.)
    db.exec("BEGIN IMMEDIATE; CREATE TABLE write_probe (x); ROLLBACK");
  } catch (error) {
    db.close();
    throw error;
  }
  return { db, identity: identityOf(file) ?? "" };
}

function identityOf(file: string): string | undefined {
  try {
    const info = statSync(file);
    return `${info.dev}:${info.ino}`;
  } catch {
    return undefined;
  }
}

export function openSqliteStore(file: string, log: (line: string) => void = () => {}): ClickStore {
  let current = openDatabase(file);
  let failed = false;
  /** The open database, opened again when the file is gone or replaced, or the last write failed. */
  const database = (): DatabaseSync => {
    const identity = identityOf(file);
    if (identity !== current.identity || failed) {
      if (identity !== current.identity) {
        log(`click store ${file} was deleted or replaced while serving: opening it again`);
      }
      if (current.db.isOpen) current.db.close();
      current = openDatabase(file);
      failed = false;
    }
    return current.db;
  };
  return {
    // A failed write here is rolled back, never stored later: batch ids are not needed.
    failuresMayCommit: false,
    // Synchronous inside: on process exit a pending batch is still written (click-counter.ts).
    add: async (rows: readonly ClickRow[]) => {
      if (rows.length === 0) return;
      try {
        const db = database();
        const upsert = db.prepare(UPSERT);
        const insertId = db.prepare(INSERT_ID);
        db.exec("BEGIN IMMEDIATE");
        try {
          for (const row of rows) upsert.run(...clickGroupOf(row), row.clicks);
          for (const values of clickIdRows(rows)) insertId.run(...values);
          db.exec("COMMIT");
        } catch (error) {
          if (db.isTransaction) db.exec("ROLLBACK");
          throw error;
        }
      } catch (error) {
        failed = true;
        throw error;
      }
    },
    report: async (query) => {
      const { sql, values } = reportSql(query, () => "?");
      const rows = database()
        .prepare(sql)
        .all(...values);
      return rows.map((row) => ({ ...row, clicks: Number(row.clicks) }) as ReportRow);
    },
    findClicks: async (ids) => {
      const db = database();
      const find = db.prepare(`SELECT id, ${KEY_COLUMNS} FROM click_ids WHERE id = ?`);
      return ids.flatMap((id) => {
        const row = find.get(id);
        return row ? [{ ...row } as StoredClick] : [];
      });
    },
    close: async () => {
      if (current.db.isOpen) current.db.close();
    },
  };
}
