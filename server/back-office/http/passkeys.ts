/**
 * The passkey ceremonies (WebAuthn through @simplewebauthn/server, decision 070): signing in with
 * a passkey, making one when an invite is accepted, and a signed-in person adding another. Each
 * ceremony's challenge is kept in the account store (sign-in-records.ts): used once, for five
 * minutes, on any server of the folder.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from "@simplewebauthn/server";
import {
  digestToken,
  type Account,
  type Passkey,
} from "#server/back-office/accounts/account-store.ts";
import {
  json,
  originOf,
  readJson,
  sameOrigin,
  startSession,
  type Newsroom,
} from "./newsroom-replies.ts";

/** @simplewebauthn/browser's one-file build (its package exports only its modules). */
export const WEBAUTHN_JS = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@simplewebauthn/browser")),
  "..",
  "dist",
  "bundle",
  "index.umd.min.js",
);

export async function passkeyRoute(
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
      await accounts.keepChallenge(options.challenge);
      return json(res, 200, options);
    }
    if (pathname === "/sign-in/passkey") {
      const response = body.response as AuthenticationResponseJSON | undefined;
      const passkey = response?.id ? await accounts.findPasskey(response.id) : undefined;
      if (!response || !passkey) return json(res, 401, { error: "that passkey is not known here" });
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (challenge) => accounts.useChallenge(challenge),
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
      return startSession(req, res, room, account, undefined, passkey.id);
    }
    const invite = await accounts.readInvite(token);
    if (!invite) return json(res, 410, { error: "this invite is used, expired or unknown" });
    if (pathname === "/invite/passkey/options") {
      const options = await registrationOptions(rpID, invite.email);
      await accounts.keepChallenge(options.challenge, digestToken(token));
      return json(res, 200, options);
    }
    const response = body.response as RegistrationResponseJSON | undefined;
    if (!response) return json(res, 400, { error: "the passkey's response is missing" });
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => accounts.useChallenge(challenge, digestToken(token)),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!verified) return json(res, 400, { error: "the passkey was not accepted" });
    const account = await accounts.acceptInvite(token);
    if (!account) return json(res, 410, { error: "this invite is used, expired or unknown" });
    await accounts.addPasskey(passkeyOf(registrationInfo.credential, account.id));
    await accounts.recordAttempt(`account:${account.email}`, true);
    return startSession(req, res, room, account, undefined, registrationInfo.credential.id);
  } catch (error) {
    return json(res, 400, { error: error instanceof Error ? error.message : String(error) });
  }
}

/** A new passkey's options: one the device keeps (it signs in without an email), none twice. */
function registrationOptions(rpID: string, userName: string, has: readonly Passkey[] = []) {
  return generateRegistrationOptions({
    rpName: "Back office",
    rpID,
    userName,
    attestationType: "none",
    excludeCredentials: has.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports as never,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
}

function passkeyOf(credential: WebAuthnCredential, accountId: string) {
  return {
    id: credential.id,
    accountId,
    publicKey: Buffer.from(credential.publicKey).toString("base64url"),
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

/**
 * `/accounts/new-passkey/options` and `/accounts/new-passkey`: `me`, signed in, adds a passkey (a
 * second device, or a first beside a password). Its challenge is tied to the account, so another
 * person's ceremony cannot use it; a passkey the account has already is not made twice.
 */
export async function newPasskeyRoute(
  req: IncomingMessage,
  res: ServerResponse,
  room: Newsroom,
  pathname: string,
  me: Account,
): Promise<void> {
  if (req.method !== "POST") return json(res, 405, { error: "POST only" });
  if (!sameOrigin(req)) return json(res, 403, { error: "a form from another site is refused" });
  const body = await readJson(req);
  if (!body) return json(res, 400, { error: "the request body is not JSON" });
  const origin = originOf(req, room);
  const rpID = new URL(origin).hostname;
  const { accounts } = room;
  const owner = digestToken(`account:${me.id}`);
  try {
    if (pathname === "/accounts/new-passkey/options") {
      const options = await registrationOptions(rpID, me.email, await accounts.passkeys(me.id));
      await accounts.keepChallenge(options.challenge, owner);
      return json(res, 200, options);
    }
    if (pathname !== "/accounts/new-passkey") return json(res, 404, { error: "Not Found" });
    const response = body.response as RegistrationResponseJSON | undefined;
    if (!response) return json(res, 400, { error: "the passkey's response is missing" });
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => accounts.useChallenge(challenge, owner),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!verified) return json(res, 400, { error: "the passkey was not accepted" });
    if (await accounts.findPasskey(registrationInfo.credential.id))
      return json(res, 409, { error: "that passkey is already known here" });
    await accounts.addPasskey(passkeyOf(registrationInfo.credential, me.id));
    await accounts.recordEvent(
      me.email,
      `added a passkey (…${registrationInfo.credential.id.slice(-8)})`,
    );
    return json(res, 200, { ok: true });
  } catch (error) {
    return json(res, 400, { error: error instanceof Error ? error.message : String(error) });
  }
}
