/**
 * The token's sign-in, before any account exists: its form posts the token to `sign-in`, which
 * sets the session cookie and sends the browser on to `./?signed-in=MARK`. That mark (the time,
 * signed under the token: `Guard.signInMark`) tells the next request it follows a good sign-in
 * made minutes ago, and nobody without the token can make one. With the cookie, the mark is
 * dropped (303 to `./`). Without it, the browser did not send the cookie back, and the sign-in
 * page says why that may be: the cookie's path (BACK_OFFICE_PATH) is not where the browser sees
 * the back office (a proxy at another path), or the browser refuses cookies. The page cannot look
 * at its own address, as the people's sign-in pages do (sign-in.ts): the dashboard's policy lets
 * no script run.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { renderSignIn } from "#server/back-office/pages/page.ts";
import type { Guard } from "./auth.ts";

/** The query parameter a good sign-in adds to the address it sends the browser on to. */
const SIGNED_IN = "signed-in";
/** A sign-in form's body is a token: anything much bigger is not one. */
const MAX_FORM_BYTES = 4096;

type Reply = (status: number, type: string, body: string, extra?: Record<string, string>) => void;

/** POST `sign-in`: a right token sets the cookie; a wrong one shows the form again, saying so. */
export async function signIn(
  req: IncomingMessage,
  res: ServerResponse,
  guard: Guard,
  reply: Reply,
  headers: Record<string, string>,
): Promise<void> {
  let body = "";
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) return reply(413, "text/plain", "Too large\n");
  }
  const token = new URLSearchParams(body).get("token") ?? "";
  if (!guard.isToken(token))
    return reply(401, "text/html", renderSignIn("That token is not right."));
  // Behind a TLS proxy the cookie is marked Secure; on a loopback tunnel it cannot be.
  const secure = req.headers["x-forwarded-proto"] === "https";
  const cookie = guard.sessionCookie(secure, req);
  res.writeHead(303, {
    ...headers,
    Location: `./?${SIGNED_IN}=${guard.signInMark()}`,
    "Set-Cookie": cookie,
  });
  res.end();
}

/** The sign-in page for a request without the token: after a good sign-in, why it did not hold. */
export function signInPage(req: IncomingMessage, url: URL, guard: Guard): string {
  if (!guard.isSignInMark(url.searchParams.get(SIGNED_IN))) return renderSignIn();
  const at = guard.cookiePath(req);
  const cookies = "Otherwise, let this browser keep cookies for this site, then sign in again.";
  return renderSignIn(
    at === "/"
      ? "The token was right, but this browser did not send its sign-in back: let it keep " +
          "cookies for this site, then sign in again."
      : `The token was right, but this browser did not send its sign-in back. Its cookie is ` +
          `sent only under ${at} (BACK_OFFICE_PATH): if this page is not under ${at}, unset ` +
          `BACK_OFFICE_PATH (or serve the back office under ${at}), then restart it. ${cookies}`,
  );
}

/** True for a signed-in request that still carries the mark: it is sent on to `./` without it. */
export function dropsMark(req: IncomingMessage, url: URL): boolean {
  return req.method === "GET" && url.searchParams.has(SIGNED_IN);
}
