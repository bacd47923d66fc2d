/**
 * Long: one store over two databases (SQLite and Postgres share each statement); its tables
 *   (accounts, invites, sessions, passkeys, attempts, owners) would split into a file each.
 * The newsroom's accounts, kept where the clicks are (decision 070): the CLICKS_DB SQLite file by
 * default, Postgres when DATABASE_URL is set. One implementation over a two-method SQL runner, so
 * both databases run the same statements. Secrets are never stored: invite and session tokens as
 * SHA-256 digests, passwords as scrypt hashes (passwords.ts).
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";

export const ROLES = ["writer", "editor", "admin"] as const;
export type Role = (typeof ROLES)[number];

export interface Account {
  id: string;
  email: string;
  role: Role;
  /** The scrypt hash (passwords.ts), or null: no password set (passkeys only, or not yet). */
  passwordHash: string | null;
}

export interface Passkey {
  /** The credential id, base64url. */
  id: string;
  accountId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
}

export interface Session {
  id: string;
  accountId: string;
  createdAt: number;
  expiresAt: number;
  /** The browser's user agent when it signed in, to tell sessions apart in the list. */
  agent: string;
}

export interface ReviewRequest {
  path: string;
  accountId: string;
  email: string;
  at: number;
}

/** The statements both databases run: `?` placeholders, rows as plain objects. */
export interface SqlRunner {
  run(sql: string, values?: readonly unknown[]): Promise<void>;
  all(sql: string, values?: readonly unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export const ACCOUNT_TABLES = [
  `CREATE TABLE IF NOT EXISTS accounts (
    id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, role TEXT NOT NULL,
    password_hash TEXT, created_at BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS account_invites (
    token_hash TEXT PRIMARY KEY, email TEXT NOT NULL, role TEXT NOT NULL,
    expires_at BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS account_sessions (
    id TEXT PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, account_id TEXT NOT NULL,
    created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL, agent TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS account_passkeys (
    id TEXT PRIMARY KEY, account_id TEXT NOT NULL, public_key TEXT NOT NULL,
    counter BIGINT NOT NULL, transports TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS sign_in_attempts (
    key TEXT NOT NULL, at BIGINT NOT NULL, ok INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS entry_owners (path TEXT PRIMARY KEY, account_id TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS review_requests (
    path TEXT PRIMARY KEY, account_id TEXT NOT NULL, at BIGINT NOT NULL)`,
];

/** A session lasts 14 days; an invite 7. */
export const SESSION_MS = 14 * 24 * 3600 * 1000;
const INVITE_MS = 7 * 24 * 3600 * 1000;

export const digestToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

const toAccount = (row: Record<string, unknown>): Account => ({
  id: String(row.id),
  email: String(row.email),
  role: String(row.role) as Role,
  passwordHash: row.password_hash === null ? null : String(row.password_hash),
});

const toSession = (row: Record<string, unknown>): Session => ({
  id: String(row.id),
  accountId: String(row.account_id),
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  agent: String(row.agent),
});

const toPasskey = (row: Record<string, unknown>): Passkey => ({
  id: String(row.id),
  accountId: String(row.account_id),
  publicKey: String(row.public_key),
  counter: Number(row.counter),
  transports: JSON.parse(String(row.transports)) as string[],
});

export class AccountStore {
  readonly #sql: SqlRunner;

  constructor(sql: SqlRunner) {
    this.#sql = sql;
  }

  static async open(sql: SqlRunner): Promise<AccountStore> {
    for (const statement of ACCOUNT_TABLES) await sql.run(statement);
    return new AccountStore(sql);
  }

  close(): Promise<void> {
    return this.#sql.close();
  }

  /** A one-time invite for `email` as `role`; the token is returned once and kept as a digest. */
  async invite(email: string, role: Role, now = Date.now()): Promise<string> {
    const token = newToken();
    await this.#sql.run(
      "INSERT INTO account_invites (token_hash, email, role, expires_at) VALUES (?, ?, ?, ?)",
      [digestToken(token), email.toLowerCase(), role, now + INVITE_MS],
    );
    return token;
  }

  /** The invite's email and role while it is unused and unexpired. */
  async readInvite(
    token: string,
    now = Date.now(),
  ): Promise<{ email: string; role: Role } | undefined> {
    const [row] = await this.#sql.all(
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
    await this.#sql.run("DELETE FROM account_invites WHERE token_hash = ?", [digestToken(token)]);
    const existing = await this.findByEmail(invite.email);
    if (existing) {
      await this.#sql.run("UPDATE accounts SET role = ?, password_hash = NULL WHERE id = ?", [
        invite.role,
        existing.id,
      ]);
      await this.#sql.run("DELETE FROM account_passkeys WHERE account_id = ?", [existing.id]);
      await this.endSessions(existing.id);
      return { ...existing, role: invite.role, passwordHash: null };
    }
    const account: Account = { id: randomUUID(), ...invite, passwordHash: null };
    await this.#sql.run(
      "INSERT INTO accounts (id, email, role, password_hash, created_at) VALUES (?, ?, ?, NULL, ?)",
      [account.id, account.email, account.role, now],
    );
    return account;
  }

  async findById(id: string): Promise<Account | undefined> {
    const [row] = await this.#sql.all("SELECT * FROM accounts WHERE id = ?", [id]);
    return row && toAccount(row);
  }

  async findByEmail(email: string): Promise<Account | undefined> {
    const [row] = await this.#sql.all("SELECT * FROM accounts WHERE email = ?", [
      email.toLowerCase(),
    ]);
    return row && toAccount(row);
  }

  /** True once any account exists (then every page needs a signed-in person). */
  async hasAccounts(): Promise<boolean> {
    return (await this.#sql.all("SELECT id FROM accounts LIMIT 1")).length > 0;
  }

  async list(): Promise<Account[]> {
    return (await this.#sql.all("SELECT * FROM accounts ORDER BY email")).map(toAccount);
  }

  /** Sets the password hash and ends every session of the account. */
  async setPassword(accountId: string, hash: string): Promise<void> {
    await this.#sql.run("UPDATE accounts SET password_hash = ? WHERE id = ?", [hash, accountId]);
    await this.endSessions(accountId);
  }

  async addPasskey(passkey: Passkey): Promise<void> {
    await this.#sql.run(
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
    const rows = await this.#sql.all("SELECT * FROM account_passkeys WHERE account_id = ?", [
      accountId,
    ]);
    return rows.map(toPasskey);
  }

  async findPasskey(id: string): Promise<Passkey | undefined> {
    const [row] = await this.#sql.all("SELECT * FROM account_passkeys WHERE id = ?", [id]);
    return row && toPasskey(row);
  }

  async setPasskeyCounter(id: string, counter: number): Promise<void> {
    await this.#sql.run("UPDATE account_passkeys SET counter = ? WHERE id = ?", [counter, id]);
  }

  /** A new session; the token (for the cookie) is returned once and kept as a digest. */
  async startSession(accountId: string, agent: string, now = Date.now()): Promise<string> {
    const token = newToken();
    await this.#sql.run(
      "INSERT INTO account_sessions (id, token_hash, account_id, created_at, expires_at, agent) VALUES (?, ?, ?, ?, ?, ?)",
      [randomUUID(), digestToken(token), accountId, now, now + SESSION_MS, agent.slice(0, 200)],
    );
    return token;
  }

  /** The account and session a cookie's token opens, while the session lasts. */
  async sessionOf(
    token: string,
    now = Date.now(),
  ): Promise<{ account: Account; session: Session } | undefined> {
    const [row] = await this.#sql.all(
      "SELECT * FROM account_sessions WHERE token_hash = ? AND expires_at > ?",
      [digestToken(token), now],
    );
    if (!row) return undefined;
    const session = toSession(row);
    const account = await this.findById(session.accountId);
    return account && { account, session };
  }

  async sessions(accountId?: string): Promise<Session[]> {
    const rows =
      accountId === undefined
        ? await this.#sql.all("SELECT * FROM account_sessions ORDER BY created_at")
        : await this.#sql.all(
            "SELECT * FROM account_sessions WHERE account_id = ? ORDER BY created_at",
            [accountId],
          );
    return rows.map(toSession);
  }

  async endSession(id: string): Promise<void> {
    await this.#sql.run("DELETE FROM account_sessions WHERE id = ?", [id]);
  }

  async endSessions(accountId: string): Promise<void> {
    await this.#sql.run("DELETE FROM account_sessions WHERE account_id = ?", [accountId]);
  }

  async recordAttempt(key: string, ok: boolean, now = Date.now()): Promise<void> {
    if (ok) await this.#sql.run("DELETE FROM sign_in_attempts WHERE key = ?", [key]);
    else
      await this.#sql.run("INSERT INTO sign_in_attempts (key, at, ok) VALUES (?, ?, 0)", [
        key,
        now,
      ]);
  }

  /** Failed attempts for `key` (an account or an address) since `since`. */
  async failures(key: string, since: number): Promise<number> {
    const [row] = await this.#sql.all(
      "SELECT COUNT(*) AS n FROM sign_in_attempts WHERE key = ? AND at > ?",
      [key, since],
    );
    return Number(row?.n ?? 0);
  }

  async setOwner(path: string, accountId: string): Promise<void> {
    await this.#sql.run("DELETE FROM entry_owners WHERE path = ?", [path]);
    await this.#sql.run("INSERT INTO entry_owners (path, account_id) VALUES (?, ?)", [
      path,
      accountId,
    ]);
  }

  async ownerOf(path: string): Promise<string | undefined> {
    const [row] = await this.#sql.all("SELECT account_id FROM entry_owners WHERE path = ?", [path]);
    return row === undefined ? undefined : String(row.account_id);
  }

  async requestReview(path: string, accountId: string, now = Date.now()): Promise<void> {
    await this.#sql.run("DELETE FROM review_requests WHERE path = ?", [path]);
    await this.#sql.run("INSERT INTO review_requests (path, account_id, at) VALUES (?, ?, ?)", [
      path,
      accountId,
      now,
    ]);
  }

  async reviewQueue(): Promise<ReviewRequest[]> {
    const rows = await this.#sql.all(
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
    await this.#sql.run("DELETE FROM review_requests WHERE path = ?", [path]);
  }
}
