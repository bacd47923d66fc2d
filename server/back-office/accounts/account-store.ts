/**
 * The newsroom's accounts, kept where the clicks are (decision 070): the CLICKS_DB SQLite file by
 * default, Postgres when DATABASE_URL is set. One implementation over a two-method SQL runner, so
 * both databases run the same statements (account-rows.ts). Secrets are never stored: invite and
 * session tokens as SHA-256 digests, passwords as scrypt hashes (passwords.ts).
 */
import { randomUUID } from "node:crypto";
import {
  ACCOUNT_TABLES,
  INVITE_MS,
  digestToken,
  newToken,
  toAccount,
  toSession,
  type Account,
  type AccountEvent,
  type OpenInvite,
  type Role,
  type Session,
  type SqlRunner,
} from "./account-rows.ts";
import { SignInRecords } from "./sign-in-records.ts";

export {
  ACCOUNT_TABLES,
  ROLES,
  SESSION_MS,
  digestToken,
  type Account,
  type AccountEvent,
  type OpenInvite,
  type Passkey,
  type ReviewComment,
  type ReviewRequest,
  type Role,
  type Session,
  type SqlRunner,
} from "./account-rows.ts";

export class AccountStore extends SignInRecords {
  static async open(sql: SqlRunner): Promise<AccountStore> {
    for (const statement of ACCOUNT_TABLES) await sql.run(statement);
    return new AccountStore(sql);
  }

  close(): Promise<void> {
    return this.sql.close();
  }

  /** A one-time invite for `email` as `role`; the token is returned once and kept as a digest. */
  async invite(email: string, role: Role, now = Date.now()): Promise<string> {
    const token = newToken();
    await this.sql.run(
      "INSERT INTO account_invites (token_hash, email, role, expires_at) VALUES (?, ?, ?, ?)",
      [digestToken(token), email.toLowerCase(), role, now + INVITE_MS],
    );
    return token;
  }

  /** Records a change to the accounts (decision 070): who made it and what it was. */
  async recordEvent(actor: string, act: string, now = Date.now()): Promise<void> {
    await this.sql.run("INSERT INTO account_events (at, actor, act) VALUES (?, ?, ?)", [
      now,
      actor,
      act,
    ]);
  }

  /** The latest changes to the accounts, newest first. */
  async events(limit = 50): Promise<AccountEvent[]> {
    const rows = await this.sql.all(
      "SELECT at, actor, act FROM account_events ORDER BY at DESC LIMIT ?",
      [limit],
    );
    return rows.map((row) => ({
      at: Number(row.at),
      actor: String(row.actor),
      act: String(row.act),
    }));
  }

  /** The invites whose links still open (unused, unexpired), the soonest to expire first. */
  async openInvites(now = Date.now()): Promise<OpenInvite[]> {
    const rows = await this.sql.all(
      "SELECT email, role, expires_at FROM account_invites WHERE expires_at > ? ORDER BY expires_at, email",
      [now],
    );
    return rows.map((row) => ({
      email: String(row.email),
      role: String(row.role) as Role,
      expiresAt: Number(row.expires_at),
    }));
  }

  /** Withdraws every unused invite for `email` (its links no longer open); false if it had none. */
  async withdrawInvites(email: string, now = Date.now()): Promise<boolean> {
    const address = email.trim().toLowerCase();
    const open = (await this.openInvites(now)).some((invite) => invite.email === address);
    await this.sql.run("DELETE FROM account_invites WHERE email = ?", [address]);
    return open;
  }

  /** The invite's email and role while it is unused and unexpired. */
  async readInvite(
    token: string,
    now = Date.now(),
  ): Promise<{ email: string; role: Role } | undefined> {
    const [row] = await this.sql.all(
      "SELECT email, role, expires_at FROM account_invites WHERE token_hash = ?",
      [digestToken(token)],
    );
    if (!row || Number(row.expires_at) <= now) return undefined;
    return { email: String(row.email), role: String(row.role) as Role };
  }

  /**
   * Uses the invite (once): a new account, or an existing one recovered: its password, passkeys
   * and sessions are removed and its role is the invite's. Undefined when the invite is not valid.
   */
  async acceptInvite(token: string, now = Date.now()): Promise<Account | undefined> {
    const invite = await this.readInvite(token, now);
    if (!invite) return undefined;
    await this.sql.run("DELETE FROM account_invites WHERE token_hash = ?", [digestToken(token)]);
    const existing = await this.findByEmail(invite.email);
    await this.recordEvent(
      invite.email,
      existing ? `recovered the account as ${invite.role}` : `joined as ${invite.role}`,
      now,
    );
    if (existing) {
      await this.sql.run("UPDATE accounts SET role = ?, password_hash = NULL WHERE id = ?", [
        invite.role,
        existing.id,
      ]);
      await this.sql.run("DELETE FROM account_passkeys WHERE account_id = ?", [existing.id]);
      await this.endSessions(existing.id);
      return { ...existing, role: invite.role, passwordHash: null };
    }
    const account: Account = { id: randomUUID(), ...invite, passwordHash: null };
    await this.sql.run(
      "INSERT INTO accounts (id, email, role, password_hash, created_at) VALUES (?, ?, ?, NULL, ?)",
      [account.id, account.email, account.role, now],
    );
    return account;
  }

  async findById(id: string): Promise<Account | undefined> {
    const [row] = await this.sql.all("SELECT * FROM accounts WHERE id = ?", [id]);
    return row && toAccount(row);
  }

  async findByEmail(email: string): Promise<Account | undefined> {
    const [row] = await this.sql.all("SELECT * FROM accounts WHERE email = ?", [
      email.toLowerCase(),
    ]);
    return row && toAccount(row);
  }

  /** True once any account exists (then every page needs a signed-in person). */
  async hasAccounts(): Promise<boolean> {
    return (await this.sql.all("SELECT id FROM accounts LIMIT 1")).length > 0;
  }

  async list(): Promise<Account[]> {
    return (await this.sql.all("SELECT * FROM accounts ORDER BY email")).map(toAccount);
  }

  /** Gives the account another role; its sessions, password and passkeys stay (each request
   * reads the role, so an open page has the new one at its next request). */
  async setRole(accountId: string, role: Role): Promise<void> {
    await this.sql.run("UPDATE accounts SET role = ? WHERE id = ?", [role, accountId]);
  }

  /** Sets the password hash and ends every session of the account. */
  async setPassword(accountId: string, hash: string): Promise<void> {
    await this.sql.run("UPDATE accounts SET password_hash = ? WHERE id = ?", [hash, accountId]);
    await this.endSessions(accountId);
  }

  /**
   * Takes away every way `account` signs in: the unused invites for its email, its password, its
   * passkeys and its sessions (an open page is refused at its next request). The account stays,
   * so the comments, reviews and commits it signed keep its email; a new invite for that email
   * gives it access again (`acceptInvite`).
   */
  async removeAccess(account: Account): Promise<void> {
    await this.sql.run("DELETE FROM account_invites WHERE email = ?", [account.email]);
    await this.sql.run("UPDATE accounts SET password_hash = NULL WHERE id = ?", [account.id]);
    await this.sql.run("DELETE FROM account_passkeys WHERE account_id = ?", [account.id]);
    await this.endSessions(account.id);
  }

  /** The account and session a cookie's token opens, while the session lasts. */
  async sessionOf(
    token: string,
    now = Date.now(),
  ): Promise<{ account: Account; session: Session } | undefined> {
    const [row] = await this.sql.all(
      "SELECT * FROM account_sessions WHERE token_hash = ? AND expires_at > ?",
      [digestToken(token), now],
    );
    if (!row) return undefined;
    const session = toSession(row);
    const account = await this.findById(session.accountId);
    return account && { account, session };
  }
}
