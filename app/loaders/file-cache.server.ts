/**
 * Results worked out per content file (checker findings, image uses, feed facts, whether a file
 * may hold redirect aliases), remembered between builds by the file's content: a value is reused
 * only when its key (a hash of the file's text and of whatever else the result depends on) is
 * the one it was stored with. Every such cache is a table's rows in one SQLite file in the build
 * folder (`cache/build-cache.sqlite`, decision 036), read and written by row: a lookup reads one
 * row, a save writes the rows set and deletes those nobody asked for, so an edit does not read
 * and write megabytes of JSON. The build folder is emptied by a change of code
 * (tools/build/main.ts), so a result is never reused across code that might compute it
 * differently.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { buildCacheDatabase } from "./known-summaries.server.ts";

export interface FileCache<T> {
  get(file: string, key: string): T | undefined;
  set(file: string, key: string, value: T): void;
  /**
   * Writes the values set in this run and drops the rows of files no longer asked for. No-op
   * without a database, and when nothing was asked for or set since the last save.
   * `keepUnused`: keep the last run's rows too, for a step that adds values a later step uses
   * (the later step's own save drops what nobody asked for).
   */
  save(options?: { keepUnused?: boolean }): Promise<void>;
  /** How many lookups were answered from the cache. */
  readonly hits: number;
}

/** Where a cache lives: the SQLite file and the cache's name in it. */
export interface FileCacheLocation {
  database: string;
  name: string;
}

/** The cache `name` of a build in `buildDir`. */
export function fileCacheIn(buildDir: string, name: string): FileCacheLocation {
  return { database: buildCacheDatabase(buildDir), name };
}

/**
 * Values set in a run are kept as JSON, not as objects: an analysis's strings are often slices
 * that keep the whole file's text alive. With a database, they are written once they add up to
 * this many characters, so a check of 100,000 files holds a few MB of them, not hundreds
 * (decision 038).
 */
const WRITE_AT_CHARS = 4_000_000;

/**
 * `preload`: read every row of the cache at once, for a caller that asks for nearly every file
 * and whose values are small (the checker's findings: about 100 bytes a file). 10,000 lookups of
 * one row each took 0.2 s of a one-file rebuild; one read of the whole table, a few hundredths.
 * `inOrder`: for a caller that asks for files in sorted order and whose values are larger (the
 * image uses: about 1 KB a file), the rows are read a few hundred at a time (`readingAhead`).
 */
export async function openFileCache<T>(
  location: FileCacheLocation | undefined,
  { preload = false, inOrder = false } = {},
): Promise<FileCache<T>> {
  const rows = location ? openRows(location) : undefined;
  /** Every row as it was when the cache opened, with `preload`. */
  const preloaded = preload ? rows?.readAll() : undefined;
  const ahead = inOrder && rows ? readingAhead(rows) : undefined;
  /** Values set in this run and not written yet: they answer later lookups. */
  const pending = new Map<string, { key: string; json: string }>();
  let pendingChars = 0;
  /** Files whose row this run used or wrote: `save` keeps them. */
  const used = new Set<string>();
  let hits = 0;
  // Whether a save would change something: the first always does (it drops what nobody asked
  // for); a second one only after a change.
  let changed = true;
  const write = (keep?: ReadonlySet<string>) => {
    rows?.write(pending, keep);
    ahead?.forget();
    for (const file of pending.keys()) used.add(file);
    pending.clear();
    pendingChars = 0;
  };
  return {
    get(file, key) {
      const fresh = pending.get(file);
      if (fresh?.key === key) {
        hits += 1;
        return JSON.parse(fresh.json) as T;
      }
      // A row read before a value of this run was written is the one of its own key, if any.
      const stored = preloaded ? preloaded.get(file) : ahead ? ahead.read(file) : rows?.read(file);
      if (stored?.key !== key) return undefined;
      hits += 1;
      if (!used.has(file)) {
        used.add(file);
        changed = true;
      }
      return JSON.parse(stored.value) as T;
    },
    set(file, key, value) {
      const json = JSON.stringify(value);
      pendingChars += json.length - (pending.get(file)?.json.length ?? 0);
      pending.set(file, { key, json });
      changed = true;
      if (rows && pendingChars >= WRITE_AT_CHARS) write();
    },
    async save(options) {
      if (!rows || !changed) return;
      changed = false;
      write(options?.keepUnused ? undefined : used);
    },
    get hits() {
      return hits;
    },
  };
}

function openRows({ database, name }: FileCacheLocation) {
  mkdirSync(path.dirname(database), { recursive: true });
  const db = new DatabaseSync(database, { timeout: 10_000 });
  // WAL: the check's process and the build's may have the file open at once. A rowid table:
  // values of a KB or more made a WITHOUT ROWID table twice the size (overflow pages).
  db.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;" +
      "CREATE TABLE IF NOT EXISTS file_cache (cache TEXT NOT NULL, file TEXT NOT NULL," +
      " key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (cache, file))",
  );
  const select = db.prepare("SELECT key, value FROM file_cache WHERE cache = ? AND file = ?");
  const upsert = db.prepare(
    "INSERT INTO file_cache (cache, file, key, value) VALUES (?, ?, ?, ?)" +
      " ON CONFLICT (cache, file) DO UPDATE SET key = excluded.key, value = excluded.value",
  );
  const files = db.prepare("SELECT file FROM file_cache WHERE cache = ?");
  const all = db.prepare("SELECT file, key, value FROM file_cache WHERE cache = ?");
  const from = db.prepare(
    "SELECT file, key, value FROM file_cache WHERE cache = ? AND file >= ? ORDER BY file LIMIT ?",
  );
  const remove = db.prepare("DELETE FROM file_cache WHERE cache = ? AND file = ?");
  return {
    read: (file: string) => select.get(name, file) as Row | undefined,
    readAll() {
      const byFile = new Map<string, Row>();
      for (const row of all.iterate(name) as Iterable<Row & { file: string }>)
        byFile.set(row.file, { key: row.key, value: row.value });
      return byFile;
    },
    /** Up to `count` rows, `file`'s and the next ones in the table's order (UTF-8 bytes). */
    readFrom(file: string, count: number) {
      const byFile = new Map<string, Row>();
      for (const row of from.iterate(name, file, count) as Iterable<Row & { file: string }>)
        byFile.set(row.file, { key: row.key, value: row.value });
      return byFile;
    },
    /** Writes `values`; with `keep`, deletes every other row not named in it. */
    write(values: ReadonlyMap<string, { key: string; json: string }>, keep?: ReadonlySet<string>) {
      db.exec("BEGIN IMMEDIATE");
      try {
        for (const [file, { key, json }] of values) upsert.run(name, file, key, json);
        if (keep) {
          for (const { file } of files.all(name) as { file: string }[]) {
            if (!keep.has(file) && !values.has(file)) remove.run(name, file);
          }
        }
        db.exec("COMMIT");
      } catch (error) {
        // SQLite ends the transaction itself on some errors (a full disk: SQLITE_FULL); a
        // ROLLBACK then throws "no transaction is active" and hides the error that matters.
        if (db.isTransaction) db.exec("ROLLBACK");
        throw error;
      }
    },
  };
}

type Row = { key: string; value: string };
type Rows = ReturnType<typeof openRows>;

/** Rows an `inOrder` cache reads at a time. */
export const READ_AHEAD = 500;
/** UTF-16 surrogates: where JavaScript's order of strings and SQLite's (UTF-8 bytes) differ. */
const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * For a caller that asks for files in sorted order, most of them once each (the image check):
 * a missed file's row and the next ones, `READ_AHEAD` at a time, so 10,000 lookups take 20
 * statements instead of 10,000. A file before what was read is read alone, and so is every file
 * once the caller turns out not to ask in order (most of a batch unused).
 */
function readingAhead(rows: Rows) {
  let batch = new Map<string, Row>();
  /** Every row from `first` to `last` is in `batch` (to the table's end when `last` is undefined). */
  let first: string | undefined;
  let last: string | undefined;
  let used = 0;
  let inOrder = true;
  const covers = (file: string) =>
    first !== undefined && first <= file && (last === undefined || file <= last);
  return {
    read(file: string): Row | undefined {
      const known = batch.get(file);
      if (known) used += 1;
      if (known || SURROGATE.test(file)) return known ?? rows.read(file);
      if (covers(file)) return undefined;
      if (!inOrder || (first !== undefined && file < first)) return rows.read(file);
      if (batch.size === READ_AHEAD && used < READ_AHEAD / 4) {
        inOrder = false;
        return rows.read(file);
      }
      batch = rows.readFrom(file, READ_AHEAD);
      // `file` has no surrogate, so it and the files compared with `first` and `last` compare
      // the same in both orders (where `last` has one, a file after it in JavaScript's order
      // may be before it in SQLite's: it reads a batch again, which is safe).
      first = file;
      last = batch.size < READ_AHEAD ? undefined : [...batch.keys()].at(-1);
      // The batch starts at `file`'s row, or, when it has none, at the next file.
      const row = batch.get(file);
      used = row ? 1 : 0;
      return row;
    },
    /** After a write: the rows read may be old. */
    forget() {
      batch = new Map();
      first = last = undefined;
    },
  };
}
