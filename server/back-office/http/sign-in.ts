/**
 * The routes anyone may reach, to sign in (decision 070): the sign-in page and its scripts, a
 * password (slowed and locked per account and per address), an invite accepted with a password,
 * the passkey ceremonies (passkeys.ts) and sign-out. Every post must come from this back office.
 */
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import {
  hashPassword,
  passwordProblem,
  verifyPassword,
} from "#server/back-office/accounts/passwords.ts";
import {
  PASSKEY_JS,
  renderInvite,
  renderPersonSignIn,
} from "#server/back-office/pages/sign-in-pages.ts";
import { clearedCookie, cookiePath, readCookie, tokenSignedOut } from "./auth.ts";
import {
  SESSION_COOKIE,
  html,
  json,
  readBody,
  redirect,
  safeNext,
  sameOrigin,
  send,
  startSession,
  type Newsroom,
} from "./newsroom-replies.ts";
import { WEBAUTHN_JS, passkeyRoute } from "./passkeys.ts";

/** Ten wrong passwords in 15 minutes lock that account; fifty lock that address. */
const ACCOUNT_LOCK = 10;
const ADDRESS_LOCK = 50;
const LOCK_WINDOW_MS = 15 * 60 * 1000;
const GONE_INVITE = "This invite is used, expired or unknown: ask an admin for a new one.";

async function passwordSignIn(req: IncomingMessage, res: ServerResponse, room: Newsroom) {
  const body = await readBody(req);
  if (body === undefined)
    return html(res, 413, renderPersonSignIn({ message: "That form is too large." }));
  const form = new URLSearchParams(body);
  const email = (form.get("email") ?? "").trim().toLowerCase();
  const next = safeNext(form.get("next"));
  const since = Date.now() - LOCK_WINDOW_MS;
  const addressKey = `address:${req.socket.remoteAddress ?? ""}`;
  const accountKey = `account:${email}`;
  const { accounts } = room;
  if ((await accounts.failures(addressKey, since)) >= ADDRESS_LOCK) {
    return html(
      res,
      429,
      renderPersonSignIn({
        message: "Too many failed sign-ins from this address: try again in 15 minutes.",
        next,
      }),
    );
  }
  const failed = await accounts.failures(accountKey, since);
  if (failed >= ACCOUNT_LOCK) {
    return html(
      res,
      429,
      renderPersonSignIn({
        message: `This account is locked after ${ACCOUNT_LOCK} wrong passwords: try again in 15 minutes, or ask an admin for a new invite.`,
        next,
      }),
    );
  }
  const account = await accounts.findByEmail(email);
  const ok = await verifyPassword(form.get("password") ?? "", account?.passwordHash ?? null);
  if (!account || !ok) {
    await accounts.recordAttempt(accountKey, false);
    await accounts.recordAttempt(addressKey, false);
    // Each failure waits longer (100 ms more, up to a second) before it is answered.
    await sleep(Math.min(100 * (failed + 1), 1000));
    return html(
      res,
      401,
      renderPersonSignIn({ message: "That email and password do not match.", next }),
    );
  }
  await accounts.recordAttempt(accountKey, true);
  return startSession(req, res, room, account, next);
}

async function acceptWithPassword(req: IncomingMessage, res: ServerResponse, room: Newsroom) {
  const form = new URLSearchParams((await readBody(req)) ?? "");
  const token = form.get("token") ?? "";
  const password = form.get("password") ?? "";
  const invite = await room.accounts.readInvite(token);
  if (!invite) return html(res, 410, renderPersonSignIn({ message: GONE_INVITE }));
  const problem = passwordProblem(password);
  if (problem) return html(res, 400, renderInvite(invite.email, token, problem));
  const account = await room.accounts.acceptInvite(token);
  if (!account) return html(res, 410, renderPersonSignIn({ message: GONE_INVITE }));
  await room.accounts.setPassword(account.id, await hashPassword(password));
  await room.accounts.recordAttempt(`account:${account.email}`, true);
  return startSession(req, res, room, account, "admin/");
}

/** The routes anyone may reach (to sign in); true when it answered. */
export async function publicRoute(
  req: IncomingMessage,
  res: ServerResponse,
  room: Newsroom,
  pathname: string,
): Promise<boolean> {
  const method = req.method ?? "GET";
  if (method === "GET" && pathname === "/sign-in/webauthn.js") {
    send(res, 200, "text/javascript", await readFile(WEBAUTHN_JS, "utf8"));
    return true;
  }
  if (method === "GET" && pathname === "/sign-in/passkeys.js") {
    send(res, 200, "text/javascript", PASSKEY_JS);
    return true;
  }
  if (method === "GET" && pathname === "/sign-in/where") {
    // The path the sign-in cookie is set for, for the page's check of where it is.
    json(res, 200, { root: cookiePath(req, room.path) });
    return true;
  }
  if (method === "GET" && pathname === "/sign-in") {
    html(res, 200, renderPersonSignIn());
    return true;
  }
  if (method === "GET" && pathname === "/invite") {
    const token = new URL(req.url ?? "/", "http://x").searchParams.get("token") ?? "";
    const invite = await room.accounts.readInvite(token);
    if (!invite) html(res, 410, renderPersonSignIn({ message: GONE_INVITE }));
    else html(res, 200, renderInvite(invite.email, token));
    return true;
  }
  const posts = [
    "/sign-in",
    "/sign-in/passkey/options",
    "/sign-in/passkey",
    "/invite",
    "/invite/passkey/options",
    "/invite/passkey",
    "/sign-out",
  ];
  if (method !== "POST" || !posts.includes(pathname)) return false;
  if (!sameOrigin(req)) {
    json(res, 403, { error: "a form from another site is refused" });
    return true;
  }
  if (pathname === "/sign-in") await passwordSignIn(req, res, room);
  else if (pathname === "/invite") await acceptWithPassword(req, res, room);
  else if (pathname === "/sign-out") {
    const token = readCookie(req.headers.cookie ?? "", SESSION_COOKIE);
    const found = token ? await room.accounts.sessionOf(token) : undefined;
    if (found) await room.accounts.endSession(found.session.id);
    // The person's session, and the token's sign-in before any account existed; at the path they
    // are set at now, and at `/`, where they were set before the back office knew its path.
    const paths = [...new Set([cookiePath(req, room.path), "/"])];
    redirect(res, "sign-in", {
      "Set-Cookie": paths.flatMap((path) => [
        clearedCookie(SESSION_COOKIE, path),
        tokenSignedOut(path),
      ]),
    });
  } else await passkeyRoute(req, res, room, pathname);
  return true;
}

/** True for the paths the newsroom answers before anyone has signed in. */
export function isSignInPath(pathname: string): boolean {
  return (
    pathname === "/sign-in" ||
    pathname.startsWith("/sign-in/") ||
    pathname === "/invite" ||
    pathname.startsWith("/invite/") ||
    pathname === "/sign-out"
  );
}
