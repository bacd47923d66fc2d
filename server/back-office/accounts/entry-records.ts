/**
 * What the newsroom keeps about entries (decision 070): who owns each entry (a writer changes only
 * their own) and the review queue (who submitted what, and when). The account store builds on it.
 */
import type { ReviewRequest, SqlRunner } from "./account-rows.ts";

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
}
