/**
 * The newsroom's gate (decision 070), in front of every page and API of the back office once an
 * account exists: who is asking (a session cookie, or the machine token for `/api/` only), the
 * sign-in routes (sign-in.ts), the accounts and review pages (accounts-route.ts, review-route.ts),
 * and the pages a writer may not open. Every form post must come from this back office (Fetch
 * Metadata or Origin).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Role } from "#server/back-office/accounts/account-store.ts";
import { atLeast, type Person } from "#server/back-office/accounts/roles.ts";
import { renderPersonSignIn } from "#server/back-office/pages/sign-in-pages.ts";
import { accountsRoute } from "./accounts-route.ts";
import { readCookie, type Guard } from "./auth.ts";
import {
  SESSION_COOKIE,
  html,
  json,
  redirect,
  rootFrom,
  safeNext,
  type Newsroom,
} from "./newsroom-replies.ts";
import { reviewRoute } from "./review-route.ts";
import { publicRoute } from "./sign-in.ts";

export type { Newsroom } from "./newsroom-replies.ts";
export { isSignInPath } from "./sign-in.ts";

/** Paths that show click and earnings figures: an editor's or an admin's. */
const FIGURES = new Set(["/", "/api/clicks", "/api/earnings", "/api/broken-links", "/csv"]);

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
    else {
      const { search } = new URL(req.url ?? "/", "http://x");
      const page = { next: safeNext(pathname.slice(1) + search), base: rootFrom(pathname) };
      html(res, 401, renderPersonSignIn(page));
    }
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
  if (pathname === "/review" || pathname.startsWith("/review/")) {
    await reviewRoute(req, res, room, pathname, person);
    return undefined;
  }
  if (FIGURES.has(pathname) && !atLeast(person, "editor")) {
    if (pathname === "/") redirect(res, "admin/");
    else json(res, 403, { error: "the figures are an editor's or an admin's" });
    return undefined;
  }
  if (pathname === "/admin/versions/restore" && !atLeast(person, "editor")) {
    json(res, 403, { error: "a writer does not restore versions" });
    return undefined;
  }
  return person;
}
