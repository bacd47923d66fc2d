/**
 * Who may see the dashboard. Without a token: only direct requests addressed to a loopback
 * name (an SSH tunnel, a browser on the server); a proxy (another Host, or forwarding headers)
 * or a DNS-rebinding page is refused. With BACK_OFFICE_TOKEN: every request carries it, as `Authorization: Bearer …` or
 * as the HttpOnly, SameSite=Strict cookie the sign-in form sets. Comparisons are of SHA-256
 * digests in constant time, so neither the token's length nor its letters leak through timing.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { isLoopback } from "#app/config/index.server.ts";

const COOKIE = "dashboard_session";

/** The Set-Cookie value that forgets the back office's cookie `name` at `path`. */
export const clearedCookie = (name: string, path: string) =>
  `${name}=; Path=${path}; HttpOnly; SameSite=Strict; Max-Age=0`;

/** The Set-Cookie value that forgets the token's sign-in (`/sign-out`) at `path`. */
export const tokenSignedOut = (path: string) => clearedCookie(COOKIE, path);

/**
 * The Path of the back office's cookies: its own path (BACK_OFFICE_PATH) for a request that came
 * through a proxy, so the public site and whatever else that host serves never receive them; `/`
 * for a direct one (an SSH tunnel reaches the process at its root).
 */
export function cookiePath(req: IncomingMessage, backOfficePath: string | undefined): string {
  return proxied(req) && backOfficePath !== undefined ? backOfficePath : "/";
}

export interface Guard {
  /** "ok", or why not: no token and a Host that is not loopback, or a missing/wrong token. */
  check(req: IncomingMessage): "ok" | "host" | "token";
  /** True when `candidate` is the token (the sign-in form). */
  isToken(candidate: string): boolean;
  /** The Path of the session cookie a sign-in by `req` sets (cookiePath). */
  cookiePath(req: IncomingMessage): string;
  /** The Set-Cookie value after a good sign-in by `req` (its Path: cookiePath). */
  sessionCookie(secure: boolean, req: IncomingMessage): string;
  /**
   * The mark a good sign-in adds to the address it sends the browser on to: the time, signed
   * with a key made from the token, so nobody else can make one (token-sign-in.ts).
   */
  signInMark(now?: number): string;
  /** True for a mark made by `signInMark` under this token in the last MARK_MAX_AGE_MS. */
  isSignInMark(mark: string | null, now?: number): boolean;
  /** True when the request carries the token as `Authorization: Bearer …` (scripts). */
  hasBearer(req: IncomingMessage): boolean;
  /** False when no token is set and the request is not a direct one to a loopback name. */
  hostAllowed(req: IncomingMessage): boolean;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** How long a sign-in's mark is good for: the browser follows the redirect at once. */
export const MARK_MAX_AGE_MS = 5 * 60_000;

export function createGuard(
  token: string | undefined,
  /** BACK_OFFICE_PATH. */
  backOfficePath?: string,
): Guard {
  const expected = token === undefined ? undefined : digest(token);
  // The cookie holds a digest of the token, not the token: a leaked cookie file shows no secret
  // to type into another tool (it still opens the dashboard, as any session cookie would).
  const session = token === undefined ? "" : digest(`dashboard-session:${token}`).toString("hex");
  const expectedSession = digest(session);
  const isToken = (candidate: string) =>
    expected !== undefined && timingSafeEqual(digest(candidate), expected);
  const hasBearer = (req: IncomingMessage) => {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    return bearer !== undefined && isToken(bearer.trim());
  };
  const markKey = token === undefined ? undefined : digest(`dashboard-mark:${token}`);
  const signature = (time: string) =>
    createHmac("sha256", markKey ?? "")
      .update(time)
      .digest("hex")
      .slice(0, 32);
  const hostAllowed = (req: IncomingMessage) =>
    expected !== undefined || (isLoopback(hostName(req)) && !proxied(req));
  return {
    hasBearer,
    hostAllowed,
    check: (req) => {
      if (expected === undefined) return hostAllowed(req) ? "ok" : "host";
      if (hasBearer(req)) return "ok";
      const cookie = readCookie(req.headers.cookie ?? "", COOKIE);
      if (cookie !== undefined && timingSafeEqual(digest(cookie), expectedSession)) return "ok";
      return "token";
    },
    isToken,
    cookiePath: (req) => cookiePath(req, backOfficePath),
    sessionCookie: (secure, req) =>
      `${COOKIE}=${session}; Path=${cookiePath(req, backOfficePath)}; HttpOnly; SameSite=Strict; Max-Age=2592000${secure ? "; Secure" : ""}`,
    signInMark: (now = Date.now()) => `${now.toString(36)}.${signature(now.toString(36))}`,
    isSignInMark: (mark, now = Date.now()) => {
      const [time = "", signed = "", ...rest] = (mark ?? "").split(".");
      const age = now - parseInt(time, 36);
      if (markKey === undefined || rest.length > 0 || !(age >= 0 && age <= MARK_MAX_AGE_MS))
        return false;
      const expectedMark = Buffer.from(signature(time));
      const given = Buffer.from(signed);
      return given.length === expectedMark.length && timingSafeEqual(given, expectedMark);
    },
  };
}

function proxied(req: IncomingMessage): boolean {
  return ["forwarded", "x-forwarded-for", "x-forwarded-proto", "x-real-ip"].some(
    (name) => req.headers[name] !== undefined,
  );
}

export function hostName(req: IncomingMessage): string {
  const host = req.headers.host ?? "";
  return host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.replace(/:\d+$/, "");
}

export function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
