/**
 * The build's table of listing summaries: each published file's `{ date, description }` facts
 * (listing-summaries.ts) with the layout and content hash they were read for. The build writes
 * it with its feeds, which read every published file's facts anyway
 * (tools/build/steps/site-files.ts); a render thread's disk source reads it, so a listing page
 * takes its entries' dates and descriptions from it instead of analysing each file again (a
 * tenth of the prerender's time). It is a table of the build's cache database
 * (`cache/build-cache.sqlite`, app/loaders/file-cache.server.ts), read and written by row: an edit
 * writes one row, and a thread reads the rows of the pages it lists.
 *
 * Keyed by content, it is never wrong, only incomplete: a file changed since the row was written
 * (a page the server renders after the owner saved) has another hash, and is analysed as before.
 * The cache is not shipped: a server without it analyses every listed file, with the same result.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { ContentSource, SummaryFacts } from "#app/analysis/index.ts";
import { toFolderFile } from "#app/content/index.ts";
import { hashOf } from "#app/content/index.server.ts";
import type { PageLayout } from "#app/content/index.ts";

/** One file's row: the summary facts, and the layout and content they were read for. */
export interface SummaryRow {
  /** Folder path of the markdown file (`blogs/x.md`). */
  file: string;
  layout: PageLayout;
  /** SHA-256 of the file's bytes, in hex (the build's content hashes). */
  contentHash: string;
  facts: SummaryFacts;
}

/**
 * The build's cache database (decision 036): the rows of the build's per-file caches
 * (app/loaders/file-cache.server.ts) and this table. Named here, where the server reads it too.
 */
export function buildCacheDatabase(buildDir: string): string {
  return path.join(buildDir, "cache", "build-cache.sqlite");
}

const summaryRowKey = (layout: PageLayout, contentHash: string) => `${layout} ${contentHash}`;

/** Writes the table as the build reads its files' facts: `add` each row, then `close`. */
export interface SummaryTableWriter {
  add(row: SummaryRow): void;
  /** Writes what is left and drops the rows of files not added since opening. */
  close(): void;
}

/** Rows written per transaction: the build holds no more of them, and no lock long. */
const ROWS_PER_WRITE = 2_000;

/**
 * Makes the table hold exactly the rows added: those whose key is unchanged are left alone, the
 * others written a batch at a time, and at `close` the files not added are dropped. Each row is
 * keyed by content, so a thread reading meanwhile never takes a row for another text.
 */
export function openSummaryTable(buildDir: string): SummaryTableWriter {
  mkdirSync(path.dirname(buildCacheDatabase(buildDir)), { recursive: true });
  const db = new DatabaseSync(buildCacheDatabase(buildDir), { timeout: 10_000 });
  db.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;" +
      "CREATE TABLE IF NOT EXISTS listing_summaries (file TEXT PRIMARY KEY," +
      " key TEXT NOT NULL, facts TEXT NOT NULL)",
  );
  const upsert = db.prepare(
    "INSERT INTO listing_summaries (file, key, facts) VALUES (?, ?, ?) ON CONFLICT (file)" +
      " DO UPDATE SET key = excluded.key, facts = excluded.facts WHERE key != excluded.key",
  );
  const added = new Set<string>();
  let pending: [file: string, key: string, facts: string][] = [];
  const inTransaction = (work: () => void) => {
    db.exec("BEGIN IMMEDIATE");
    try {
      work();
      db.exec("COMMIT");
    } catch (error) {
      // SQLite ends the transaction itself on some errors (a full disk: SQLITE_FULL); a
      // ROLLBACK then throws "no transaction is active" and hides the error that matters.
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  };
  const flush = () => {
    const rows = pending;
    pending = [];
    inTransaction(() => {
      for (const [file, key, facts] of rows) upsert.run(file, key, facts);
    });
  };
  return {
    add({ file, layout, contentHash, facts }) {
      added.add(file);
      pending.push([file, summaryRowKey(layout, contentHash), JSON.stringify(facts)]);
      if (pending.length >= ROWS_PER_WRITE) flush();
    },
    close() {
      try {
        flush();
        const remove = db.prepare("DELETE FROM listing_summaries WHERE file = ?");
        inTransaction(() => {
          const stored = db.prepare("SELECT file FROM listing_summaries").all();
          for (const { file } of stored as { file: string }[])
            if (!added.has(file)) remove.run(file);
        });
      } finally {
        db.close();
      }
    },
  };
}

/** Each build folder's table, opened once per thread. */
const opened = new Map<string, StatementSync>();

/** Undefined where there is no table (yet): a later page tries again. */
function selectIn(buildDir: string): StatementSync | undefined {
  const known = opened.get(buildDir);
  if (known) return known;
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(buildCacheDatabase(buildDir), { readOnly: true, timeout: 10_000 });
    const select = db.prepare("SELECT key, facts FROM listing_summaries WHERE file = ?");
    opened.set(buildDir, select);
    return select;
  } catch {
    // No cache (a build folder shipped without it, the preview) or no table: analysed.
    db?.close();
    return undefined;
  }
}

/**
 * `knownSummary` for a content source (one page's): the facts of the build in `buildDir`, where
 * it has them for the file's text.
 */
export function knownSummariesIn(buildDir: string): NonNullable<ContentSource["knownSummary"]> {
  let select: StatementSync | undefined | null = null;
  return (source, markdown, layout) => {
    if (select === null) select = selectIn(buildDir);
    const file = toFolderFile(source);
    if (!select || file === undefined) return undefined;
    try {
      const row = select.get(file) as { key: string; facts: string } | undefined;
      if (!row) return undefined;
      const hash = hashOf(markdown);
      return row.key === summaryRowKey(layout, hash)
        ? (JSON.parse(row.facts) as SummaryFacts)
        : undefined;
    } catch {
      // A cache removed or rewritten under the thread: this file is analysed, a later page
      // opens the table again.
      opened.delete(buildDir);
      select = undefined;
      return undefined;
    }
  };
}
