/**
 * `POST /api/content-git/push`, the content remote's push webhook (decision 071): signed with
 * BACK_OFFICE_GIT_WEBHOOK_SECRET (no sign-in: the git host has no token), it pulls at once.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { webhookIsSigned } from "#server/back-office/proxy/webhook-signature.ts";
import { sendJson } from "./json-api.ts";
import type { BackOffice } from "./office.ts";

export const WEBHOOK_PATH = "/api/content-git/push";

/**
 * `POST /api/content-git/push`, the remote's push webhook: signed with
 * BACK_OFFICE_GIT_WEBHOOK_SECRET (no sign-in: the git host has no token), it pulls at once.
 */
export async function handleWebhook(
  req: IncomingMessage,
  res: ServerResponse,
  office: BackOffice,
): Promise<void> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_WEBHOOK_BYTES) return sendJson(res, 413, { error: "too large" });
    chunks.push(chunk as Buffer);
  }
  const { remote, webhookSecret } = office;
  if (remote === undefined || webhookSecret === undefined)
    return sendJson(res, 404, { error: "no CONTENT_GIT_REMOTE or BACK_OFFICE_GIT_WEBHOOK_SECRET" });
  if (!webhookIsSigned(webhookSecret, req.headers, Buffer.concat(chunks)))
    return sendJson(res, 401, { error: "the webhook's signature does not match" });
  await remote.sync();
  const problem = remote.problem();
  return sendJson(res, problem ? 502 : 200, problem ? { error: problem } : { message: "pulled" });
}

const MAX_WEBHOOK_BYTES = 1024 * 1024;
