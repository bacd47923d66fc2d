/**
 * What a sign-in uses and leaves in the account store (decision 070, 076): each account's
 * passkeys, failed attempts (per account and per address, for the lock) and the challenges of
 * passkey ceremonies. A challenge is kept in the
 * store, not in a process, so a ceremony begun on one back-office server of a folder ends on any
 * other; it is used once (deleted as it is read) and expires after five minutes.
 */
import { CHALLENGE_MS, toPasskey, type Passkey } from "./account-rows.ts";
import { EntryRecords } from "./entry-records.ts";

export class SignInRecords extends EntryRecords {
  /** How many passkeys each account has (accounts without one are not listed). */
  async passkeyCounts(): Promise<Map<string, number>> {
    const rows = await this.sql.all(
      "SELECT account_id, COUNT(*) AS passkeys FROM account_passkeys GROUP BY account_id",
    );
    return new Map(rows.map((row) => [String(row.account_id), Number(row.passkeys)]));
  }

  async addPasskey(passkey: Passkey): Promise<void> {
    await this.sql.run(
      "INSERT INTO account_passkeys (id, account_id, public_key, counter, transports) VALUES (?, ?, ?, ?, ?)",
      [
        passkey.id,
        passkey.accountId,
        passkey.publicKey,
        passkey.counter,
        JSON.stringify(passkey.transports),
      ],
    );
  }

  async passkeys(accountId: string): Promise<Passkey[]> {
    const rows = await this.sql.all("SELECT * FROM account_passkeys WHERE account_id = ?", [
      accountId,
    ]);
    return rows.map(toPasskey);
  }

  /** Removes one of the account's passkeys; false when it has none of that id. */
  async removePasskey(accountId: string, id: string): Promise<boolean> {
    const [row] = await this.sql.all(
      "DELETE FROM account_passkeys WHERE id = ? AND account_id = ? RETURNING id",
      [id, accountId],
    );
    return row !== undefined;
  }

  async findPasskey(id: string): Promise<Passkey | undefined> {
    const [row] = await this.sql.all("SELECT * FROM account_passkeys WHERE id = ?", [id]);
    return row && toPasskey(row);
  }

  async setPasskeyCounter(id: string, counter: number): Promise<void> {
    await this.sql.run("UPDATE account_passkeys SET counter = ? WHERE id = ?", [counter, id]);
  }

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
