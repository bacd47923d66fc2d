/**
 * What a sign-in leaves in the account store (decision 070, 076): failed attempts (per account and
 * per address, for the lock) and the challenges of passkey ceremonies. A challenge is kept in the
 * store, not in a process, so a ceremony begun on one back-office server of a folder ends on any
 * other; it is used once (deleted as it is read) and expires after five minutes.
 */
import { CHALLENGE_MS } from "./account-rows.ts";
import { EntryRecords } from "./entry-records.ts";

export class SignInRecords extends EntryRecords {
  async recordAttempt(key: string, ok: boolean, now = Date.now()): Promise<void> {
    if (ok) await this.sql.run("DELETE FROM sign_in_attempts WHERE key = ?", [key]);
    else
      await this.sql.run("INSERT INTO sign_in_attempts (key, at, ok) VALUES (?, ?, 0)", [key, now]);
  }

  /** Failed attempts for `key` (an account or an address) since `since`. */
  async failures(key: string, since: number): Promise<number> {
    const [row] = await this.sql.all(
      "SELECT COUNT(*) AS n FROM sign_in_attempts WHERE key = ? AND at > ?",
      [key, since],
    );
    return Number(row?.n ?? 0);
  }

  /**
   * Keeps a ceremony's challenge for five minutes; `invite` (an invite token's digest) ties a
   * registration to its invite. Expired challenges are removed on the way.
   */
  async keepChallenge(challenge: string, invite = "", now = Date.now()): Promise<void> {
    await this.sql.run("DELETE FROM passkey_challenges WHERE expires_at <= ?", [now]);
    await this.sql.run(
      "INSERT INTO passkey_challenges (challenge, invite_hash, expires_at) VALUES (?, ?, ?)",
      [challenge, invite, now + CHALLENGE_MS],
    );
  }

  /**
   * True once for a kept, unexpired challenge of the same invite (or of none): the row is deleted
   * as it is read, in one statement, so two servers answering at once cannot both use it.
   */
  async useChallenge(challenge: string, invite = "", now = Date.now()): Promise<boolean> {
    const rows = await this.sql.all(
      "DELETE FROM passkey_challenges WHERE challenge = ? RETURNING invite_hash, expires_at",
      [challenge],
    );
    const [row] = rows;
    return row !== undefined && Number(row.expires_at) > now && String(row.invite_hash) === invite;
  }
}
