/**
 * What the newsroom keeps about entries (decision 070): who owns each entry (a writer changes only
 * their own), the review queue (who submitted what, and when) and the comments on entries in
 * review (who wrote what, and when). The account store builds on it.
 */
import { randomUUID } from "node:crypto";
import type { ReviewComment, ReviewRequest, SqlRunner } from "./account-rows.ts";

export class EntryRecords {
  protected readonly sql: SqlRunner;

  constructor(sql: SqlRunner) {
    this.sql = sql;
  }

  async setOwner(path: string, accountId: string): Promise<void> {
    await this.sql.run("DELETE FROM entry_owners WHERE path = ?", [path]);
    await this.sql.run("INSERT INTO entry_owners (path, account_id) VALUES (?, ?)", [
      path,
      accountId,
    ]);
  }

  async ownerOf(path: string): Promise<string | undefined> {
    const [row] = await this.sql.all("SELECT account_id FROM entry_owners WHERE path = ?", [path]);
    return row === undefined ? undefined : String(row.account_id);
  }

  async requestReview(path: string, accountId: string, now = Date.now()): Promise<void> {
    await this.sql.run("DELETE FROM review_requests WHERE path = ?", [path]);
    await this.sql.run("INSERT INTO review_requests (path, account_id, at) VALUES (?, ?, ?)", [
      path,
      accountId,
      now,
    ]);
  }

  async reviewQueue(): Promise<ReviewRequest[]> {
    const rows = await this.sql.all(
      `SELECT r.path, r.account_id, r.at, a.email FROM review_requests r
        LEFT JOIN accounts a ON a.id = r.account_id ORDER BY r.at`,
    );
    return rows.map((row) => ({
      path: String(row.path),
      accountId: String(row.account_id),
      email: String(row.email ?? ""),
      at: Number(row.at),
    }));
  }

  async endReview(path: string): Promise<void> {
    await this.sql.run("DELETE FROM review_requests WHERE path = ?", [path]);
  }

  /** A comment on `path` by `accountId`; its id. */
  async addComment(path: string, accountId: string, text: string, now = Date.now()) {
    const id = randomUUID();
    await this.sql.run(
      "INSERT INTO review_comments (id, path, account_id, at, text) VALUES (?, ?, ?, ?, ?)",
      [id, path, accountId, now, text],
    );
    return id;
  }

  /** The comments on `path`, or on every entry, oldest first, each with its author's email. */
  async comments(path?: string): Promise<ReviewComment[]> {
    const select = `SELECT c.id, c.path, c.account_id, c.at, c.text, a.email FROM review_comments c
      LEFT JOIN accounts a ON a.id = c.account_id`;
    const rows =
      path === undefined
        ? await this.sql.all(`${select} ORDER BY c.at, c.id`)
        : await this.sql.all(`${select} WHERE c.path = ? ORDER BY c.at, c.id`, [path]);
    return rows.map((row) => ({
      id: String(row.id),
      path: String(row.path),
      accountId: String(row.account_id),
      email: String(row.email ?? ""),
      at: Number(row.at),
      text: String(row.text),
    }));
  }
}
