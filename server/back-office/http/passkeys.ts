/**
 * The passkey ceremonies (WebAuthn through @simplewebauthn/server, decision 070): signing in with
 * a passkey, and making one when an invite is accepted. Each ceremony's challenge is kept in the
 * account store (sign-in-records.ts): used once, for five minutes, on any server of the folder.
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
} from "@simplewebauthn/server";
import { digestToken } from "#server/back-office/accounts/account-store.ts";
import { json, originOf, readJson, startSession, type Newsroom } from "./newsroom-replies.ts";

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
