/**
 * Long: sign-in by password and by passkey, invites, sessions and the gate share their cookie,
 *   challenge and answer helpers; the sign-in routes would move to a file of their own.
 * The newsroom's gate (decision 070), in front of every page and API of the back office once an
 * account exists: who is asking (a session cookie, or the machine token for `/api/` only), the
 * sign-in (a password, slowed and locked per account and per address; or a passkey through
 * @simplewebauthn/server), invites, sign-out and the accounts page. Every form post must come
 * from this back office (Fetch Metadata or Origin): a cross-site form is refused.
 */
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isLoopback } from "#app/config/index.server.ts";
import {
  ROLES,
  SESSION_MS,
  digestToken,
  type Account,
  type AccountStore,
  type Role,
} from "#server/back-office/accounts/account-store.ts";
import {
  hashPassword,
  passwordProblem,
  verifyPassword,
} from "#server/back-office/accounts/passwords.ts";
import { atLeast, type Person } from "#server/back-office/accounts/roles.ts";
import {
  PASSKEY_JS,
  renderAccounts,
  renderInvite,
  renderPersonSignIn,
} from "#server/back-office/pages/accounts-pages.ts";
import { STYLE_HASH } from "#server/back-office/pages/page.ts";
import { hostName, readCookie, type Guard } from "./auth.ts";

export interface Newsroom {
  accounts: AccountStore;
  /** BACK_OFFICE_ORIGIN: the origin browsers use (behind a proxy); else the request's Host. */
  origin?: string;
}

const SESSION_COOKIE = "back_office_session";
/** Ten wrong passwords in 15 minutes lock that account; fifty lock that address. */
const ACCOUNT_LOCK = 10;
const ADDRESS_LOCK = 50;
const LOCK_WINDOW_MS = 15 * 60 * 1000;
const CHALLENGE_MS = 5 * 60 * 1000;
const MAX_FORM_BYTES = 16 * 1024;
/** Paths that show click and earnings figures: an editor's or an admin's. */
const FIGURES = new Set(["/", "/api/clicks", "/api/earnings", "/api/broken-links", "/csv"]);

const HTML_CSP = `default-src 'none'; style-src '${STYLE_HASH}'; script-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
const PRIVATE = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

const people = new WeakMap<IncomingMessage, Person>();

/** Who the request is from, once the gate let it through. */
export function personOf(req: IncomingMessage): Person | undefined {
  return people.get(req);
}

/**
 * The signed-in account of a request (for a commit's author: name and email), or undefined
 * for the machine token and for the owner on loopback before any account exists.
 */
export function currentAccount(
  req: IncomingMessage,
): { id: string; name: string; email: string; role: Role } | undefined {
  const person = people.get(req);
  if (person?.via !== "account" || !person.accountId || !person.email) return undefined;
  const name = person.email.split("@")[0] ?? person.email;
  return { id: person.accountId, name, email: person.email, role: person.role };
}

/** Marks a request as the owner's (no accounts yet) or the machine token's. */
export function setPerson(req: IncomingMessage, person: Person): void {
  people.set(req, person);
}

/** @simplewebauthn/browser's one-file build (its package exports only its modules). */
const WEBAUTHN_JS = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@simplewebauthn/browser")),
  "..",
  "dist",
  "bundle",
  "index.umd.min.js",
);

function send(
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
const html = (res: ServerResponse, status: number, body: string, extra = {}) =>
  send(res, status, "text/html", body, extra);
const json = (res: ServerResponse, status: number, value: unknown, extra = {}) =>
  send(res, status, "application/json", `${JSON.stringify(value)}\n`, extra);
const redirect = (res: ServerResponse, location: string, extra: Record<string, string> = {}) => {
  res.writeHead(303, { ...PRIVATE, Location: location, ...extra });
  res.end();
};

/** True when a POST comes from this back office's own pages. */
function sameOrigin(req: IncomingMessage): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  const origin = req.headers.origin;
  return origin !== undefined && URL.parse(origin)?.host === req.headers.host;
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  let body = "";
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) return undefined;
  }
  return body;
}

function originOf(req: IncomingMessage, room: Newsroom): string {
  if (room.origin) return room.origin;
  const proto = req.headers["x-forwarded-proto"] === "https" ? "https" : "http";
  const forwarded = req.headers["x-forwarded-host"];
  return `${proto}://${typeof forwarded === "string" ? forwarded : (req.headers.host ?? "")}`;
}

function sessionCookie(req: IncomingMessage, token: string, room: Newsroom): string {
  const secure =
    originOf(req, room).startsWith("https:") || !isLoopback(hostName(req)) ? "; Secure" : "";
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${SESSION_MS / 1000}${secure}`;
}

const safeNext = (next: string | null) =>
  next !== null && next.startsWith("/") && !next.startsWith("//") ? next : "/admin/";

/** One-use challenges of passkey ceremonies, kept in memory for five minutes. */
const challenges = new Map<string, { expires: number; invite?: string }>();
function keepChallenge(challenge: string, invite?: string): void {
  const now = Date.now();
  for (const [key, value] of challenges) if (value.expires < now) challenges.delete(key);
  challenges.set(challenge, { expires: now + CHALLENGE_MS, ...(invite && { invite }) });
}
function useChallenge(challenge: string, invite?: string): boolean {
  const kept = challenges.get(challenge);
  challenges.delete(challenge);
  return kept !== undefined && kept.expires > Date.now() && kept.invite === invite;
}

async function startSession(
  req: IncomingMessage,
  res: ServerResponse,
  room: Newsroom,
  account: Account,
  next: string | undefined,
): Promise<void> {
  const token = await room.accounts.startSession(account.id, req.headers["user-agent"] ?? "");
  const cookie = sessionCookie(req, token, room);
  if (next === undefined) return json(res, 200, { ok: true }, { "Set-Cookie": cookie });
  redirect(res, next, { "Set-Cookie": cookie });
}

async function passwordSignIn(req: IncomingMessage, res: ServerResponse, room: Newsroom) {
  const body = await readBody(req);
  if (body === undefined) return html(res, 413, renderPersonSignIn("That form is too large."));
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
      renderPersonSignIn(
        "Too many failed sign-ins from this address: try again in 15 minutes.",
        next,
      ),
    );
  }
  const failed = await accounts.failures(accountKey, since);
  if (failed >= ACCOUNT_LOCK) {
    return html(
      res,
      429,
      renderPersonSignIn(
        `This account is locked after ${ACCOUNT_LOCK} wrong passwords: try again in 15 minutes, or ask an admin for a new invite.`,
        next,
      ),
    );
  }
  const account = await accounts.findByEmail(email);
  const ok = await verifyPassword(form.get("password") ?? "", account?.passwordHash ?? null);
  if (!account || !ok) {
    await accounts.recordAttempt(accountKey, false);
    await accounts.recordAttempt(addressKey, false);
    // Each failure waits longer (100 ms more, up to a second) before it is answered.
    await sleep(Math.min(100 * (failed + 1), 1000));
    return html(res, 401, renderPersonSignIn("That email and password do not match.", next));
  }
  await accounts.recordAttempt(accountKey, true);
  return startSession(req, res, room, account, next);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
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

async function passkeyRoute(
  req: IncomingMessage,
  res: ServerResponse,
  room: Newsroom,
  pathname: string,
): Promise<void> {
  const body = await readJson(req);
  if (!body) return json(res, 400, { error: "the request body is not JSON" });
  const origin = originOf(req, room);
  const rpID = new URL(origin).hostname;
  const token = typeof body.token === "string" ? body.token : "";
  const { accounts } = room;
  try {
    if (pathname === "/sign-in/passkey/options") {
      const options = await generateAuthenticationOptions({ rpID, userVerification: "preferred" });
      keepChallenge(options.challenge);
      return json(res, 200, options);
    }
    if (pathname === "/sign-in/passkey") {
      const response = body.response as AuthenticationResponseJSON | undefined;
      const passkey = response?.id ? await accounts.findPasskey(response.id) : undefined;
      if (!response || !passkey) return json(res, 401, { error: "that passkey is not known here" });
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (challenge) => useChallenge(challenge),
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.id,
          publicKey: Buffer.from(passkey.publicKey, "base64url"),
          counter: passkey.counter,
          transports: passkey.transports as never,
        },
      });
      const account = verified ? await accounts.findById(passkey.accountId) : undefined;
      if (!account) return json(res, 401, { error: "the passkey was not accepted" });
      await accounts.setPasskeyCounter(passkey.id, authenticationInfo.newCounter);
      return startSession(req, res, room, account, undefined);
    }
    const invite = await accounts.readInvite(token);
    if (!invite) return json(res, 410, { error: "this invite is used, expired or unknown" });
    if (pathname === "/invite/passkey/options") {
      const options = await generateRegistrationOptions({
        rpName: "Back office",
        rpID,
        userName: invite.email,
        attestationType: "none",
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      });
      keepChallenge(options.challenge, digestToken(token));
      return json(res, 200, options);
    }
    const response = body.response as RegistrationResponseJSON | undefined;
    if (!response) return json(res, 400, { error: "the passkey's response is missing" });
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => useChallenge(challenge, digestToken(token)),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!verified) return json(res, 400, { error: "the passkey was not accepted" });
    const account = await accounts.acceptInvite(token);
    if (!account) return json(res, 410, { error: "this invite is used, expired or unknown" });
    const { credential } = registrationInfo;
    await accounts.addPasskey({
      id: credential.id,
      accountId: account.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
    });
    await accounts.recordAttempt(`account:${account.email}`, true);
    return startSession(req, res, room, account, undefined);
  } catch (error) {
    return json(res, 400, { error: error instanceof Error ? error.message : String(error) });
  }
}

async function acceptWithPassword(req: IncomingMessage, res: ServerResponse, room: Newsroom) {
  const form = new URLSearchParams((await readBody(req)) ?? "");
  const token = form.get("token") ?? "";
  const password = form.get("password") ?? "";
  const invite = await room.accounts.readInvite(token);
  if (!invite)
    return html(
      res,
      410,
      renderPersonSignIn("This invite is used, expired or unknown: ask an admin for a new one."),
    );
  const problem = passwordProblem(password);
  if (problem) return html(res, 400, renderInvite(invite.email, token, problem));
  const account = await room.accounts.acceptInvite(token);
  if (!account)
    return html(res, 410, renderPersonSignIn("This invite is used, expired or unknown."));
  await room.accounts.setPassword(account.id, await hashPassword(password));
  await room.accounts.recordAttempt(`account:${account.email}`, true);
  return startSession(req, res, room, account, "/admin/");
}

/** The routes anyone may reach (to sign in); true when it answered. */
async function publicRoute(
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
  if (method === "GET" && pathname === "/sign-in") {
    html(res, 200, renderPersonSignIn());
    return true;
  }
  if (method === "GET" && pathname === "/invite") {
    const token = new URL(req.url ?? "/", "http://x").searchParams.get("token") ?? "";
    const invite = await room.accounts.readInvite(token);
    if (!invite)
      html(
        res,
        410,
        renderPersonSignIn("This invite is used, expired or unknown: ask an admin for a new one."),
      );
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
    redirect(res, "/sign-in", {
      "Set-Cookie": `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`,
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

async function accountsRoute(
  req: IncomingMessage,
  res: ServerResponse,
  room: Newsroom,
  pathname: string,
  person: Person,
): Promise<void> {
  const { accounts } = room;
  const me = await accounts.findById(person.accountId ?? "");
  if (!me) return html(res, 401, renderPersonSignIn());
  const admin = me.role === "admin";
  const view = async (message?: string, inviteLink?: string) =>
    renderAccounts({
      me,
      accounts: admin ? await accounts.list() : [me],
      sessions: admin ? await accounts.sessions() : await accounts.sessions(me.id),
      ...(person.sessionId && { currentSession: person.sessionId }),
      ...(message && { message }),
      ...(inviteLink && { inviteLink }),
    });
  if (req.method === "GET" || req.method === "HEAD") return html(res, 200, await view());
  if (req.method !== "POST") return json(res, 405, { error: "GET or POST" });
  if (!sameOrigin(req)) return json(res, 403, { error: "a form from another site is refused" });
  const form = new URLSearchParams((await readBody(req)) ?? "");
  if (pathname === "/accounts/revoke") {
    const id = form.get("id") ?? "";
    const session = (await accounts.sessions(admin ? undefined : me.id)).find((s) => s.id === id);
    if (!session) return html(res, 404, await view("No such session."));
    await accounts.endSession(id);
    return redirect(res, id === person.sessionId ? "/sign-in" : "/accounts");
  }
  if (pathname === "/accounts/password") {
    const password = form.get("password") ?? "";
    const problem = passwordProblem(password);
    if (problem) return html(res, 400, await view(problem));
    await accounts.setPassword(me.id, await hashPassword(password));
    return startSession(req, res, room, me, "/accounts");
  }
  if (pathname === "/accounts/invite") {
    if (!admin) return json(res, 403, { error: "only an admin invites" });
    const email = (form.get("email") ?? "").trim();
    const role = form.get("role") ?? "";
    if (!/^[^@\s]+@[^@\s]+$/.test(email) || !(ROLES as readonly string[]).includes(role))
      return html(
        res,
        400,
        await view("An invite needs an email and a role (writer, editor or admin)."),
      );
    const token = await accounts.invite(email, role as Role);
    return html(res, 200, await view(undefined, `${originOf(req, room)}/invite?token=${token}`));
  }
  return json(res, 404, { error: "Not Found" });
}

/**
 * The gate once an account exists. Undefined when it answered the request itself (a sign-in
 * route, a refusal, the accounts page); else the person, also kept for `currentAccount`.
 */
export async function newsroomGate(
  req: IncomingMessage,
  res: ServerResponse,
  room: Newsroom,
  guard: Guard,
  pathname: string,
): Promise<Person | undefined> {
  if (await publicRoute(req, res, room, pathname)) return undefined;
  const api = pathname.startsWith("/api/") || pathname === "/csv";
  if (guard.hasBearer(req)) {
    if (!api) {
      json(res, 403, {
        error: "the machine token opens the API only (/api/…): people sign in at /sign-in",
      });
      return undefined;
    }
    const person: Person = { role: "admin", via: "token" };
    people.set(req, person);
    return person;
  }
  const token = readCookie(req.headers.cookie ?? "", SESSION_COOKIE) ?? "";
  const found = token ? await room.accounts.sessionOf(token) : undefined;
  if (!found) {
    if (api)
      json(res, 401, { error: "sign in first (a session cookie, or the machine token as Bearer)" });
    else html(res, 401, renderPersonSignIn(undefined, safeNext(pathname)));
    return undefined;
  }
  const person: Person = {
    role: found.account.role,
    via: "account",
    accountId: found.account.id,
    email: found.account.email,
    sessionId: found.session.id,
  };
  people.set(req, person);
  if (pathname === "/accounts" || pathname.startsWith("/accounts/")) {
    await accountsRoute(req, res, room, pathname, person);
    return undefined;
  }
  if (FIGURES.has(pathname) && !atLeast(person, "editor")) {
    if (pathname === "/") redirect(res, "/admin/");
    else json(res, 403, { error: "the figures are an editor's or an admin's" });
    return undefined;
  }
  if (pathname === "/admin/versions/restore" && !atLeast(person, "editor")) {
    json(res, 403, { error: "a writer does not restore versions" });
    return undefined;
  }
  return person;
}
