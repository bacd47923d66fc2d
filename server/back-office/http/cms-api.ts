/**
 * `POST /api/cms`, the editor's proxy protocol: each action checked against the person's role
 * (accounts/roles.ts) and run with them as the commit's author. Every answer is JSON, an error
 * `{"error"}`; a request from another site is refused (json-api.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { BackOfficeError } from "#server/back-office/proxy/errors.ts";
import { answerAction } from "#server/back-office/proxy/proxy-actions.ts";
import { commitAuthor } from "#server/back-office/proxy/versions.ts";
import { authorizeAction, recordSave, type Person } from "#server/back-office/accounts/roles.ts";
import { crossSite, readJsonBody, sendJson } from "./json-api.ts";
import { currentAccount, personOf } from "./newsroom.ts";
import type { BackOffice } from "./office.ts";

/** Without a person (a test's direct call): the owner, who may do everything. */
export const OWNER: Person = { role: "admin", via: "owner" };

/** A 20 MB image in base64 inside JSON, and a little more. */
const MAX_BODY_BYTES = 28 * 1024 * 1024;

export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  office: BackOffice,
): Promise<void> {
  if (req.method !== "POST")
    return sendJson(res, 405, { error: "POST the action as JSON" }, { Allow: "POST" });
  const refused = crossSite(req);
  if (refused !== undefined) return sendJson(res, 403, { error: refused });
  const read = await readJsonBody(
    req,
    res,
    MAX_BODY_BYTES,
    "the request is over 28 MB (an image may have 20 MB)",
  );
  if (read === undefined) return;
  const { body } = read;
  const person = personOf(req) ?? OWNER;
  try {
    const files = await authorizeAction(person, body, office.store, office.accounts);
    if (isReviewQueue(body))
      return sendJson(res, 200, (await office.accounts?.reviewQueue()) ?? []);
    const answer = await asAuthor(req, () => answerAction(office.store, body));
    await recordSave(person, body, files, office.accounts);
    sendJson(res, 200, answer);
  } catch (error) {
    if (error instanceof BackOfficeError)
      return sendJson(res, error.status, { error: error.message });
    const message = error instanceof Error ? error.message : String(error);
    office.log(`back office: ${describe(body)}: ${message}`);
    sendJson(res, 500, { error: `the server could not do it: ${message}` });
  }
}

/**
 * Runs `act` with the signed-in account as the author of the commits it makes (decision 071);
 * the machine token and the owner before accounts commit as BACK_OFFICE_GIT_AUTHOR.
 */
export function asAuthor<T>(req: IncomingMessage, act: () => Promise<T>): Promise<T> {
  const account = currentAccount(req);
  return account ? commitAuthor.run(`${account.name} <${account.email}>`, act) : act();
}

/** Our own action: the entries writers submitted (status `review`), oldest first. */
const isReviewQueue = (body: unknown) =>
  typeof body === "object" &&
  body !== null &&
  (body as { action?: unknown }).action === "reviewQueue";

function describe(body: unknown): string {
  const action =
    typeof body === "object" && body !== null ? (body as { action?: unknown }).action : undefined;
  return typeof action === "string" ? action : "request";
}
