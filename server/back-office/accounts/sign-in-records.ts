/**
 * What a sign-in uses and leaves in the account store (decision 070, 076): each account's
 * passkeys, its sessions (and the passkey that opened each), failed attempts (per account and per
 * address, for the lock) and the challenges of passkey ceremonies. A challenge is kept in the
 * store, not in a process, so a ceremony begun on one back-office server of a folder ends on any
 * other; it is used once (deleted as it is read) and expires after five minutes.
 */
import { randomUUID } from "node:crypto";
import {
  CHALLENGE_MS,
  SESSION_MS,
  digestToken,
  newToken,
  toPasskey,
  toSession,
  type Passkey,
  type Session,
} from "./account-rows.ts";
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

  /**
   * Removes one of the account's passkeys, and ends the sessions it opened (a lost device's);
   * false when the account has no passkey of that id.
   */
  async removePasskey(accountId: string, id: string): Promise<boolean> {
    const [row] = await this.sql.all(
      "DELETE FROM account_passkeys WHERE id = ? AND account_id = ? RETURNING id",
      [id, accountId],
    );
    if (row === undefined) return false;
    await this.sql.run(
      "DELETE FROM account_sessions WHERE id IN (SELECT session_id FROM session_passkeys WHERE passkey_id = ?)",
      [id],
    );
    await this.sql.run("DELETE FROM session_passkeys WHERE passkey_id = ?", [id]);
    return true;
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

  /** A new session; the token (for the cookie) is returned once and kept as a digest. */
  async startSession(
    accountId: string,
    agent: string,
    { now = Date.now(), passkeyId }: { now?: number; passkeyId?: string } = {},
  ): Promise<string> {
    const token = newToken();
    const id = randomUUID();
    // Expired sessions are refused already; their rows go as the next one starts.
    await this.sql.run(
      "DELETE FROM session_passkeys WHERE session_id IN (SELECT id FROM account_sessions WHERE expires_at <= ?)",
      [now],
    );
    await this.sql.run("DELETE FROM account_sessions WHERE expires_at <= ?", [now]);
    await this.sql.run(
      "INSERT INTO account_sessions (id, token_hash, account_id, created_at, expires_at, agent) VALUES (?, ?, ?, ?, ?, ?)",
      [id, digestToken(token), accountId, now, now + SESSION_MS, agent.slice(0, 200)],
    );
    if (passkeyId !== undefined)
      await this.sql.run("INSERT INTO session_passkeys (session_id, passkey_id) VALUES (?, ?)", [
        id,
        passkeyId,
      ]);
    return token;
  }

  /** The sessions still open (of one account, or everyone's), the oldest first. */
  async sessions(accountId?: string, now = Date.now()): Promise<Session[]> {
    const rows =
      accountId === undefined
        ? await this.sql.all(
            "SELECT * FROM account_sessions WHERE expires_at > ? ORDER BY created_at",
            [now],
          )
        : await this.sql.all(
            "SELECT * FROM account_sessions WHERE account_id = ? AND expires_at > ? ORDER BY created_at",
            [accountId, now],
          );
    return rows.map(toSession);
  }

  async endSession(id: string): Promise<void> {
    await this.sql.run("DELETE FROM session_passkeys WHERE session_id = ?", [id]);
    await this.sql.run("DELETE FROM account_sessions WHERE id = ?", [id]);
  }

  async endSessions(accountId: string): Promise<void> {
    await this.sql.run(
      "DELETE FROM session_passkeys WHERE session_id IN (SELECT id FROM account_sessions WHERE account_id = ?)",
      [accountId],
    );
    await this.sql.run("DELETE FROM account_sessions WHERE account_id = ?", [accountId]);
  }
}
