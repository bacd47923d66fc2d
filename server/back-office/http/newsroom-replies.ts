/**
 * What the newsroom's routes share (decision 070): the newsroom itself (the accounts and the
 * origin browsers use), its private answers (HTML, JSON, redirect), reading a small form or JSON
 * body, the same-origin check of every form post, and the session cookie a sign-in sets.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { isLoopback } from "#app/config/index.server.ts";
import {
  SESSION_MS,
  type Account,
  type AccountStore,
} from "#server/back-office/accounts/account-store.ts";
import { STYLE_HASH } from "#server/back-office/pages/page.ts";
import { cookiePath, hostName } from "./auth.ts";

export interface Newsroom {
  accounts: AccountStore;
  /** BACK_OFFICE_ORIGIN: the origin browsers use (behind a proxy); else the request's Host. */
  origin?: string;
  /** BACK_OFFICE_PATH: where the back office sits on that origin (`/`, `/clicks-dashboard/`). */
  path?: string;
}

export const SESSION_COOKIE = "back_office_session";
const MAX_FORM_BYTES = 16 * 1024;

const HTML_CSP = `default-src 'none'; style-src '${STYLE_HASH}'; script-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'`;
const PRIVATE = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

export function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  extra: Record<string, string | string[]> = {},
): void {
  res.writeHead(status, {
    ...PRIVATE,
    "Content-Security-Policy": HTML_CSP,
    "Content-Type": `${type}; charset=utf-8`,
    "Content-Length": Buffer.byteLength(body),
    ...extra,
  });
  res.end(body);
}
export const html = (res: ServerResponse, status: number, body: string, extra = {}) =>
  send(res, status, "text/html", body, extra);
export const json = (res: ServerResponse, status: number, value: unknown, extra = {}) =>
  send(res, status, "application/json", `${JSON.stringify(value)}\n`, extra);
/**
 * The back office's root relative to a request's path (`/accounts` → `./`, `/accounts/remove` →
 * `../`). Every link, form and redirect of the newsroom is relative to it, so behind nginx the
 * back office also works under a path of the site (`/clicks-dashboard/accounts`).
 */
export function rootFrom(pathname: string): string {
  const depth = pathname.split("/").length - 2;
  return depth > 0 ? "../".repeat(depth) : "./";
}

/** A 303 to `target`, a path from the back office's root without its leading slash. */
export const redirect = (
  res: ServerResponse,
  target: string,
  extra: Record<string, string | string[]> = {},
) => {
  const from = new URL(res.req.url ?? "/", "http://x").pathname;
  res.writeHead(303, { ...PRIVATE, Location: rootFrom(from) + target, ...extra });
  res.end();
};

/** True when a POST comes from this back office's own pages. */
export function sameOrigin(req: IncomingMessage): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  const origin = req.headers.origin;
  return origin !== undefined && URL.parse(origin)?.host === req.headers.host;
}

export async function readBody(req: IncomingMessage): Promise<string | undefined> {
  let body = "";
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) return undefined;
  }
  return body;
}

/**
 * A form posted from this back office's own pages: its fields; otherwise the 405 (`allowed` says
 * what is) or the 403 is sent and the answer is undefined.
 */
export async function readOwnForm(
  req: IncomingMessage,
  res: ServerResponse,
  allowed: string,
): Promise<URLSearchParams | undefined> {
  if (req.method !== "POST") return void json(res, 405, { error: allowed });
  if (!sameOrigin(req))
    return void json(res, 403, { error: "a form from another site is refused" });
  return new URLSearchParams((await readBody(req)) ?? "");
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const body = await readBody(req);
  try {
    const value: unknown = JSON.parse(body ?? "");
    return typeof value === "object" && value !== null
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function originOf(req: IncomingMessage, room: Newsroom): string {
  if (room.origin) return room.origin;
  const proto = req.headers["x-forwarded-proto"] === "https" ? "https" : "http";
  const forwarded = req.headers["x-forwarded-host"];
  return `${proto}://${typeof forwarded === "string" ? forwarded : (req.headers.host ?? "")}`;
}

/** Where browsers reach the back office's root: `https://office.example.com/`. */
export const addressOf = (req: IncomingMessage, room: Newsroom) =>
  `${originOf(req, room)}${room.path ?? "/"}`;

function sessionCookie(req: IncomingMessage, token: string, room: Newsroom): string {
  const secure =
    originOf(req, room).startsWith("https:") || !isLoopback(hostName(req)) ? "; Secure" : "";
  const path = cookiePath(req, room.path);
  return `${SESSION_COOKIE}=${token}; Path=${path}; HttpOnly; SameSite=Strict; Max-Age=${SESSION_MS / 1000}${secure}`;
}

/**
 * Where a sign-in goes next: a path from the back office's root with its query
 * (`admin/versions?path=site.json`), never one that leaves it (`//host`, `../`, a scheme); else
 * the editor.
 */
export function safeNext(next: string | null): string {
  const [path = "", query] = (next ?? "").split(/(?=\?)/, 2);
  const inside = /^(?!\/)[\w\-.~%/]*$/.test(path) && !path.split("/").includes("..");
  return next !== null && inside && /^(\?[\x21-\x22\x24-\x7e]*)?$/.test(query ?? "")
    ? next
    : "admin/";
}

export async function startSession(
  req: IncomingMessage,
  res: ServerResponse,
  room: Newsroom,
  account: Account,
  next: string | undefined,
  passkeyId?: string,
): Promise<void> {
  const token = await room.accounts.startSession(account.id, req.headers["user-agent"] ?? "", {
    ...(passkeyId !== undefined && { passkeyId }),
  });
  const cookie = sessionCookie(req, token, room);
  if (next === undefined) return json(res, 200, { ok: true }, { "Set-Cookie": cookie });
  redirect(res, next, { "Set-Cookie": cookie });
}
