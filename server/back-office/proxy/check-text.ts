/**
 * The checker on text a writer has not saved (`POST /api/check`, decision 074): one content
 * file's text as the editor holds it, checked as the folder would stand with that file changed,
 * and nothing written. The same engine, overlay and "elsewhere" rule as a save's check
 * (check-save.ts): an error in another file, or in another row of a shared file, is a warning
 * naming that entry.
 */
import { refuse } from "./errors.ts";
import { checkSave, type CheckedFinding } from "./check-save.ts";
import { MAX_JSON_BYTES, MAX_MARKDOWN_BYTES, mb } from "./media.ts";
import { resolveInFolder } from "./safe-path.ts";

/** What a check asks: a content file's path and the text it would have. */
export interface CheckRequest {
  path: string;
  text: string;
}

/** The request in `body`, or a 400 saying what is wrong with it. */
export function readCheckRequest(body: unknown): CheckRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return refuse(400, 'the request must be {"path": "…", "text": "…"}');
  const { path, text } = body as Record<string, unknown>;
  if (typeof path !== "string" || path === "") return refuse(400, '"path" is required');
  if (typeof text !== "string") return refuse(400, '"text" must be the file\'s text');
  return { path, text };
}

/** The findings of the folder with `file` holding `text`: errors first, then warnings. */
export async function checkText(root: string, body: unknown): Promise<CheckedFinding[]> {
  const request = readCheckRequest(body);
  const { file, type } = await resolveInFolder(root, request.path);
  if (type === "image") refuse(415, `${file}: an image is not checked as text`);
  const limit = type === "markdown" ? MAX_MARKDOWN_BYTES : MAX_JSON_BYTES;
  const size = Buffer.byteLength(request.text);
  if (size > limit) refuse(413, `${file}: ${mb(size)} is over the ${mb(limit)} it may have`);
  const { errors, warnings } = await checkSave(root, { [file]: request.text });
  return [...errors, ...warnings];
}
