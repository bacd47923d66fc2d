/**
 * What the search index keeps between builds, in one SQLite file (`node:sqlite`) read and written
 * by row: each page's terms, length and record by the page's content key, each term's postings
 * and scored shard entry, and the `meta.json` last written. An edit reads the rows of the pages
 * it changed and of their terms, not every page. A file that cannot be opened (from
 * an older layout, or damaged) is started again: it is a cache.
 *
 * The build's render threads work out the terms of each page they write; the build files them
 * here by page and content key (`setRendered`, rendered-terms.ts), and the index takes them
 * instead of reading the page again, then clears them.
 */
import { rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { numbersOf, type Part } from "./postings.ts";
import { NOT_INDEXED, type PageTerms } from "#app/search/index.server.ts";

const VERSION = "5";

export interface CachedPage extends PageTerms {
  /** Id in the index; -1 for a page without an indexed article. */
  id: number;
  key: string;
}

export type IndexCache = ReturnType<typeof openIndexCache>;

// Long: its closures share the open database and its prepared statements.
export function openIndexCache(file: string) {
  let db: DatabaseSync;
  try {
    db = openDatabase(file);
  } catch {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    db = openDatabase(file);
  }
  const statements = {
    keys: db.prepare("SELECT path, id, key FROM page"),
    page: db.prepare(
      "SELECT id, key, length, terms, record FROM page JOIN page_text USING (path) WHERE path = ?",
    ),
    setPage: db.prepare("INSERT OR REPLACE INTO page (path, id, key, length) VALUES (?, ?, ?, ?)"),
    setPageText: db.prepare(
      "INSERT OR REPLACE INTO page_text (path, terms, record) VALUES (?, ?, ?)",
    ),
    setId: db.prepare("UPDATE page SET id = ? WHERE path = ?"),
    deletePage: db.prepare("DELETE FROM page WHERE path = ?"),
    deletePageText: db.prepare("DELETE FROM page_text WHERE path = ?"),
    lengths: db.prepare("SELECT length FROM page WHERE id >= 0 ORDER BY id"),
    postings: db.prepare("SELECT postings FROM term WHERE sortkey = ?"),
    parts: db.prepare("SELECT term, part FROM term ORDER BY sortkey"),
    terms: db.prepare("SELECT term FROM term"),
    setPart: db.prepare("UPDATE term SET part = ? WHERE sortkey = ?"),
    setTerm: db.prepare(
      "INSERT OR REPLACE INTO term (term, sortkey, postings, part) VALUES (?, ?, ?, ?)",
    ),
    deleteTerm: db.prepare("DELETE FROM term WHERE sortkey = ?"),
    keepLast: db.prepare(
      "INSERT OR REPLACE INTO last_terms SELECT page_text.path, terms, length" +
        " FROM page_text JOIN page USING (path) WHERE path = ?",
    ),
    lastTerms: db.prepare("SELECT terms, length FROM last_terms WHERE path = ?"),
    setExtracted: db.prepare(
      "INSERT OR REPLACE INTO extracted (path, indexed, length, terms, record) VALUES (?, ?, ?, ?, ?)",
    ),
    extracted: db.prepare("SELECT indexed, length, terms, record FROM extracted WHERE path = ?"),
    setRendered: db.prepare(
      "INSERT OR REPLACE INTO rendered (path, key, indexed, length, terms, record) VALUES (?, ?, ?, ?, ?, ?)",
    ),
    renderedKeys: db.prepare("SELECT path, key FROM rendered"),
    rendered: db.prepare(
      "SELECT indexed, length, terms, record FROM rendered WHERE path = ? AND key = ?",
    ),
    info: db.prepare("SELECT value FROM info WHERE name = ?"),
    setInfo: db.prepare("INSERT OR REPLACE INTO info (name, value) VALUES (?, ?)"),
  };
  return {
    /** Each cached page's id and key, by site path. */
    keys(): Map<string, { id: number; key: string }> {
      const keys = new Map<string, { id: number; key: string }>();
      for (const row of statements.keys.iterate()) {
        keys.set(String(row.path), { id: Number(row.id), key: String(row.key) });
      }
      return keys;
    },
    page(sitePath: string): CachedPage | undefined {
      const row = statements.page.get(sitePath);
      if (!row) return undefined;
      const { id, key, length, terms, record } = row;
      return {
        id: Number(id),
        key: String(key),
        length: Number(length),
        terms: String(terms),
        record: String(record),
      };
    },
    setPage(sitePath: string, page: CachedPage): void {
      const { id, key, length, terms, record } = page;
      statements.setPage.run(sitePath, id, key, length);
      statements.setPageText.run(sitePath, terms, record);
    },
    setId(sitePath: string, id: number): void {
      statements.setId.run(id, sitePath);
    },
    /** Keeps a page's terms and length aside before its row is replaced (for this run only). */
    keepLastTerms(sitePath: string): void {
      statements.keepLast.run(sitePath);
    },
    /** The terms and length `keepLastTerms` kept aside (none and 0 when it kept nothing). */
    lastTerms(sitePath: string): { terms: string; length: number } {
      const row = statements.lastTerms.get(sitePath);
      return { terms: String(row?.terms ?? ""), length: Number(row?.length ?? 0) };
    },
    /** A page's terms worked out ahead (extract-in-parallel.ts), null when it is not indexed. */
    setExtracted(sitePath: string, terms: PageTerms | null): void {
      const { length, terms: text, record } = terms ?? NOT_INDEXED;
      statements.setExtracted.run(sitePath, terms ? 1 : 0, length, text, record);
    },
    /** What `setExtracted` filed for the page: `{ terms }` (undefined when not indexed), or undefined. */
    extracted(sitePath: string): { terms: PageTerms | undefined } | undefined {
      return termsOfRow(statements.extracted.get(sitePath));
    },
    /**
     * A page's terms as the render thread that wrote it with content key `key` worked them out,
     * null when it has no indexed article. Kept until `clearRendered`.
     */
    setRendered(sitePath: string, key: string, terms: PageTerms | null): void {
      const { length, terms: text, record } = terms ?? NOT_INDEXED;
      statements.setRendered.run(sitePath, key, terms ? 1 : 0, length, text, record);
    },
    /** The content key each page's rendered terms are of, by site path. */
    renderedKeys(): Map<string, string> {
      const keys = new Map<string, string>();
      for (const row of statements.renderedKeys.iterate()) {
        keys.set(String(row.path), String(row.key));
      }
      return keys;
    },
    /** What `setRendered` filed for the page with content key `key`, like `extracted`. */
    rendered(sitePath: string, key: string): { terms: PageTerms | undefined } | undefined {
      return termsOfRow(statements.rendered.get(sitePath, key));
    },
    clearRendered(): void {
      db.exec("DELETE FROM rendered");
    },
    deletePage(sitePath: string): void {
      statements.deletePage.run(sitePath);
      statements.deletePageText.run(sitePath);
    },
    /** Each indexed page's length, by id. */
    lengths(): number[] {
      return statements.lengths.all().map((row) => Number(row.length));
    },
    /** A term's `[id, weight, …]`, ids rising. */
    postings(term: string): number[] {
      const text = statements.postings.get(sortKey(term))?.postings;
      return text ? numbersOf(String(text)) : [];
    },
    setTerm(term: string, pairs: readonly number[], part: string): void {
      if (pairs.length === 0) statements.deleteTerm.run(sortKey(term));
      else statements.setTerm.run(term, sortKey(term), pairs.join(" "), part);
    },
    /** Every term's shard entry, in term order (JavaScript's: by UTF-16 unit). */
    *parts(): Generator<Part> {
      for (const row of statements.parts.iterate()) yield [String(row.term), String(row.part)];
    },
    terms(): string[] {
      return statements.terms.all().map((row) => String(row.term));
    },
    setPart(term: string, part: string): void {
      statements.setPart.run(part, sortKey(term));
    },
    clearTerms(): void {
      db.exec("DELETE FROM term");
    },
    /** The `meta.json` text of the index the cache describes ("" while one is being written). */
    meta(): string {
      return String(statements.info.get("meta")?.value ?? "");
    },
    setMeta(text: string): void {
      statements.setInfo.run("meta", text);
    },
    /** Runs `work` in one transaction: a build that stops half way leaves the last rows. */
    transaction<T>(work: () => T): T {
      db.exec("BEGIN");
      try {
        const result = work();
        db.exec("COMMIT");
        return result;
      } catch (error) {
        // SQLite ends the transaction itself on some errors (a full disk: SQLITE_FULL); a
        // ROLLBACK then throws "no transaction is active" and hides the error that matters.
        if (db.isTransaction) db.exec("ROLLBACK");
        throw error;
      }
    },
    close(): void {
      db.close();
    },
  };
}

function openDatabase(file: string): DatabaseSync {
  const db = new DatabaseSync(file);
  try {
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;");
    db.exec(`CREATE TABLE IF NOT EXISTS info (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS page (path TEXT PRIMARY KEY, id INTEGER NOT NULL,
        key TEXT NOT NULL, length INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS page_id ON page (id, length);
      CREATE TABLE IF NOT EXISTS page_text (path TEXT PRIMARY KEY, terms TEXT NOT NULL,
        record TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS term (sortkey BLOB PRIMARY KEY, term TEXT NOT NULL,
        postings TEXT NOT NULL, part TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS rendered (path TEXT PRIMARY KEY, key TEXT NOT NULL,
        indexed INTEGER NOT NULL, length INTEGER NOT NULL, terms TEXT NOT NULL,
        record TEXT NOT NULL);
      CREATE TEMP TABLE last_terms (path TEXT PRIMARY KEY, terms TEXT NOT NULL,
        length INTEGER NOT NULL);
      CREATE TEMP TABLE extracted (path TEXT PRIMARY KEY, indexed INTEGER NOT NULL,
        length INTEGER NOT NULL, terms TEXT NOT NULL, record TEXT NOT NULL);`);
    const version = db.prepare("SELECT value FROM info WHERE name = 'version'").get()?.value;
    if (version === undefined) {
      db.prepare("INSERT INTO info (name, value) VALUES ('version', ?)").run(VERSION);
    } else if (version !== VERSION) throw new Error(`index cache version ${String(version)}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** `{ terms }` of an `extracted` or `rendered` row (undefined terms: not indexed), or undefined. */
function termsOfRow(
  row: Record<string, unknown> | undefined,
): { terms: PageTerms | undefined } | undefined {
  if (!row) return undefined;
  if (!row.indexed) return { terms: undefined };
  const { length, terms, record } = row;
  return { terms: { length: Number(length), terms: String(terms), record: String(record) } };
}

/**
 * The term's UTF-16 units, big-endian: SQLite compares blobs byte by byte, as JavaScript's sort
 * compares strings, and keeps the table in that order (a scan in term order reads it in order).
 */
function sortKey(term: string): Uint8Array {
  return Buffer.from(term, "utf16le").swap16();
}
