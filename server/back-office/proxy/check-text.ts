/**
 * The checker on text a writer has not saved (`POST /api/check`, decision 074): one content
 * file's text as the editor holds it, checked as the folder would stand with that file changed,
 * and nothing written. The same engine, overlay and "elsewhere" rule as a save's check
 * (check-save.ts): an error in another file, or in another row of a shared file, is a warning
 * naming that entry.
 *
 * As fast as typing needs: a markdown file that exists is checked alone against the facts of its
 * folder (app/content-check/folder-facts.ts) kept from the last full check, while the folder's
 * JSON files are as they were then; facts older than `FRESH_MS` are answered with and worked out
 * again behind it (so a file added or an image uploaded counts within that). Anything else (a
 * JSON file, a new entry, no facts yet) is a full check, as a save's.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import {
  checkMarkdownFile,
  formatFinding,
  type FolderFacts,
} from "#app/content-check/index.server.ts";
import { LINKS_FILE, MANIFEST_FILE, REDIRECTS_FILE, SITE_FILE } from "#app/content/index.ts";
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

/** How long a folder's facts are used without being worked out again. */
const FRESH_MS = 30_000;

interface Held {
  facts: FolderFacts;
  /** The folder's JSON files (modified time and size) when the facts were learnt. */
  stamp: string;
  at: number;
  refreshing?: Promise<unknown>;
}
const held = new Map<string, Held>();

/** The folder's JSON files as they are now: the facts of another stamp are not used. */
async function stampOf(root: string): Promise<string> {
  const stats = await Promise.all(
    [MANIFEST_FILE, LINKS_FILE, REDIRECTS_FILE, SITE_FILE].map((file) =>
      stat(path.join(root, file)).catch(() => undefined),
    ),
  );
  return stats.map((found) => (found ? `${found.mtimeMs}:${found.size}` : "-")).join(" ");
}

/** A full check of `file` holding `text` (an existing markdown file: its folder's facts kept). */
async function fullCheck(root: string, file: string, text: string, keep: boolean) {
  const stamp = await stampOf(root);
  const { errors, warnings } = await checkSave(
    root,
    { [file]: text },
    keep ? (facts) => held.set(root, { facts, stamp, at: Date.now() }) : undefined,
  );
  return [...errors, ...warnings];
}

/** The findings of the folder with `file` holding `text`: errors first, then warnings. */
export async function checkText(root: string, body: unknown): Promise<CheckedFinding[]> {
  const request = readCheckRequest(body);
  const { file, type } = await resolveInFolder(root, request.path);
  if (type === "image") refuse(415, `${file}: an image is not checked as text`);
  const limit = type === "markdown" ? MAX_MARKDOWN_BYTES : MAX_JSON_BYTES;
  const size = Buffer.byteLength(request.text);
  if (size > limit) refuse(413, `${file}: ${mb(size)} is over the ${mb(limit)} it may have`);
  if (type !== "markdown") return fullCheck(root, file, request.text, false);
  const known = held.get(root);
  if (!known?.facts.files.has(file) || known.stamp !== (await stampOf(root)))
    return fullCheck(root, file, request.text, true);
  if (Date.now() - known.at > FRESH_MS && known.refreshing === undefined) {
    // Worked out again behind this answer; a failure leaves the old facts, tried again later.
    known.refreshing = fullCheck(root, file, request.text, true)
      .catch(() => undefined)
      .finally(() => (known.refreshing = undefined));
  }
  const findings = checkMarkdownFile(known.facts, file, file, request.text);
  return [
    ...findings.filter((finding) => finding.severity === "error"),
    ...findings.filter((finding) => finding.severity === "warning"),
  ].map((finding) => ({ ...finding, text: formatFinding(finding) }));
}
