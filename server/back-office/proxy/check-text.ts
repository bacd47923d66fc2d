/**
 * The checker on text a writer has not saved (`POST /api/check`, decision 074): one content
 * file's text as the editor holds it, checked as the folder would stand with that file changed,
 * and nothing written. The same engine, overlay and "elsewhere" rule as a save's check
 * (check-save.ts): an error in another file, or in another row of a shared file, is a warning
 * naming that entry.
 *
 * As fast as typing needs: a markdown file that exists is checked alone against the facts of its
 * folder (app/content-check/folder-facts.ts: which files exist, which entry reads each, the link
 * registry, the site's paths), learnt as the back office starts (`primeLiveCheck`) and again
 * when one of the folder's JSON files changes; facts older than `FRESH_MS` are answered with and
 * learnt again behind it (so a file added or an image uploaded counts within that). A JSON file
 * or a new entry is a full check, as a save's.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import {
  checkMarkdownFile,
  createDiskFolder,
  formatFinding,
  learnFolderFacts,
  type FolderFacts,
} from "#app/content-check/index.server.ts";
import { readPriceMaxAgeDays } from "#app/config/index.server.ts";
import { LINKS_FILE, MANIFEST_FILE, REDIRECTS_FILE, SITE_FILE } from "#app/content/index.ts";
import { refuse } from "./errors.ts";
import { checkSave, overlayFolder, readingAgainIfFilesVanish } from "./check-save.ts";
import type { CheckedFinding } from "./finding.ts";
import { MAX_JSON_BYTES, MAX_MARKDOWN_BYTES, mb } from "./media.ts";
import { resolveInFolder } from "./safe-path.ts";

/** What a check asks: a content file's path and the text it would have. */
interface CheckRequest {
  path: string;
  text: string;
}

/** The request in `body`, or a 400 saying what is wrong with it. */
function readCheckRequest(body: unknown): CheckRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return refuse(400, 'the request must be {"path": "…", "text": "…"}');
  const { path, text } = body as Record<string, unknown>;
  if (typeof path !== "string" || path === "") return refuse(400, '"path" is required');
  if (typeof text !== "string") return refuse(400, '"text" must be the file\'s text');
  return { path, text };
}

/** How long a folder's facts are used without being learnt again. */
const FRESH_MS = 30_000;

interface Held {
  facts: FolderFacts;
  /** The folder's JSON files (modified time and size) when the facts were learnt. */
  stamp: string;
  at: number;
}
const held = new Map<string, Held>();
/** The facts being learnt, by folder: one learning at a time. */
const learning = new Map<string, Promise<Held>>();

/** The folder's JSON files as they are now: the facts of another stamp are not used. */
async function stampOf(root: string): Promise<string> {
  const stats = await Promise.all(
    [MANIFEST_FILE, LINKS_FILE, REDIRECTS_FILE, SITE_FILE].map((file) =>
      stat(path.join(root, file)).catch(() => undefined),
    ),
  );
  return stats.map((found) => (found ? `${found.mtimeMs}:${found.size}` : "-")).join(" ");
}

/** Learns the folder's facts as it is on disk (once at a time) and keeps them. */
function learn(root: string): Promise<Held> {
  const running = learning.get(root);
  if (running) return running;
  const next = (async () => {
    const stamp = await stampOf(root);
    const facts = await learnFacts(root);
    const found = { facts, stamp, at: Date.now() };
    held.set(root, found);
    return found;
  })().finally(() => learning.delete(root));
  learning.set(root, next);
  return next;
}

/** The folder's facts, read again if a file it listed is removed before it is read. */
function learnFacts(root: string): Promise<FolderFacts> {
  return readingAgainIfFilesVanish(() =>
    learnFolderFacts(overlayFolder(createDiskFolder(root), {}), {
      priceMaxAgeDays: readPriceMaxAgeDays(),
    }),
  );
}

/**
 * Learns the folder's facts as the back office starts, behind it, so the first check a writer's
 * typing asks is quick too.
 */
export function primeLiveCheck(root: string, log: (line: string) => void): Promise<unknown> {
  return learn(root).catch((error: unknown) =>
    log(`back office: the live check's first look at the folder failed: ${String(error)}`),
  );
}

/** A full check of the folder with `changes` made, as a save's. */
async function fullCheck(root: string, changes: Record<string, string>) {
  const { errors, warnings } = await checkSave(root, changes);
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
  const changes = { [file]: request.text };
  if (type !== "markdown") return fullCheck(root, changes);
  let known = held.get(root);
  if (known?.stamp !== (await stampOf(root))) known = await learn(root);
  // A new entry: its manifest row is not in the folder yet.
  if (!known.facts.files.has(file)) return fullCheck(root, changes);
  // Learnt again behind this answer; a failure leaves the old facts, tried again later.
  if (Date.now() - known.at > FRESH_MS) void learn(root).catch(() => undefined);
  const findings = checkMarkdownFile(known.facts, file, file, request.text);
  return [
    ...findings.filter((finding) => finding.severity === "error"),
    ...findings.filter((finding) => finding.severity === "warning"),
  ].map((finding) => ({ ...finding, text: formatFinding(finding) }));
}
