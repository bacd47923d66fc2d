/**
 * `POST /api/check` (decision 074): the content checker on a file's unsaved text, for the
 * editor's problems panel as a writer types. `{"path", "text"}` in, the findings out as an array
 * of `{file, line, column, severity, message, text}`; nothing is written. Behind the back
 * office's sign-in (a session or the machine token, server.ts) and its same-site rule; anyone who
 * may read a file (every role) may check it.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { checkText } from "#server/back-office/proxy/check-text.ts";
import { BackOfficeError } from "#server/back-office/proxy/errors.ts";
import { MAX_JSON_BYTES } from "#server/back-office/proxy/media.ts";
import { crossSite, readJsonBody, sendJson } from "./json-api.ts";

export const CHECK_PATH = "/api/check";

/** The largest file's text (a JSON file, 2 MB) escaped in JSON, and a little more. */
const MAX_CHECK_BYTES = 2 * MAX_JSON_BYTES + 4096;

export async function handleCheck(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  log: (line: string) => void,
): Promise<void> {
  if (req.method !== "POST")
    return sendJson(res, 405, { error: 'POST {"path", "text"} as JSON' }, { Allow: "POST" });
  const refused = crossSite(req);
  if (refused !== undefined) return sendJson(res, 403, { error: refused });
  const read = await readJsonBody(req, res, MAX_CHECK_BYTES, "the request is over 4 MB");
  if (read === undefined) return;
  try {
    sendJson(res, 200, await checkText(root, read.body));
  } catch (error) {
    if (error instanceof BackOfficeError)
      return sendJson(res, error.status, { error: error.message });
    const message = error instanceof Error ? error.message : String(error);
    log(`back office: check: ${message}`);
    sendJson(res, 500, { error: `the server could not check it: ${message}` });
  }
}
