/**
 * The rows of the newsroom's tables (decision 070): what an account, a passkey, a session and a
 * review request and a comment are, the tables' statements (the same on SQLite and Postgres), the two-method
 * SQL runner both databases answer, and how a secret token is kept (a SHA-256 digest).
 */
import { createHash, randomBytes } from "node:crypto";

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

/** One change to the accounts: when, who made it (an email, or the invite command), what. */
export interface AccountEvent {
  at: number;
  actor: string;
  act: string;
}

/** An invite not yet used: its link opens until `expiresAt` (ms). */
export interface OpenInvite {
  email: string;
  role: Role;
  expiresAt: number;
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

/** A comment on an entry in review: who wrote it (an account and its email), when, and what. */
export interface ReviewComment {
  id: string;
  path: string;
  accountId: string;
  email: string;
  at: number;
  text: string;
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
  `CREATE TABLE IF NOT EXISTS passkey_challenges (
    challenge TEXT PRIMARY KEY, invite_hash TEXT NOT NULL, expires_at BIGINT NOT NULL)`,
  // Which passkey opened a session (none for a password's): removing the passkey ends them.
  `CREATE TABLE IF NOT EXISTS session_passkeys (
    session_id TEXT PRIMARY KEY, passkey_id TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS account_events (
    at BIGINT NOT NULL, actor TEXT NOT NULL, act TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS review_comments (
    id TEXT PRIMARY KEY, path TEXT NOT NULL, account_id TEXT NOT NULL, at BIGINT NOT NULL,
    text TEXT NOT NULL)`,
];

/** A session lasts 14 days; an invite 7; a passkey ceremony's challenge 5 minutes. */
export const SESSION_MS = 14 * 24 * 3600 * 1000;
export const INVITE_MS = 7 * 24 * 3600 * 1000;
export const CHALLENGE_MS = 5 * 60 * 1000;

export const digestToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");

export const toAccount = (row: Record<string, unknown>): Account => ({
  id: String(row.id),
  email: String(row.email),
  role: String(row.role) as Role,
  passwordHash: row.password_hash === null ? null : String(row.password_hash),
});

export const toSession = (row: Record<string, unknown>): Session => ({
  id: String(row.id),
  accountId: String(row.account_id),
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  agent: String(row.agent),
});

export const toPasskey = (row: Record<string, unknown>): Passkey => ({
  id: String(row.id),
  accountId: String(row.account_id),
  publicKey: String(row.public_key),
  counter: Number(row.counter),
  transports: JSON.parse(String(row.transports)) as string[],
});
