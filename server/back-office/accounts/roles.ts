/**
 * What each role may do, decided on the server for every proxy action (decision 070):
 * - writer: reads everything; creates entries and edits their own while not public, uploads
 *   media, submits for review (status `review`); never publishes (status `done`), never deletes
 *   or restores a public entry or another's, never saves a JSON file (links, site, redirects);
 * - editor: everything on content and links.json, publishes, reviews;
 * - admin: also site.json, redirects.json and the accounts.
 * A refusal is a 403 with one JSON line (errors.ts).
 */
import { readDocument } from "#server/back-office/proxy/document.ts";
import type { ContentStore } from "#server/back-office/proxy/content-store.ts";
import { refuse } from "#server/back-office/proxy/errors.ts";
import { fileOfRow } from "#server/back-office/proxy/manifest-rows.ts";
import { checkRelativePath } from "#server/back-office/proxy/safe-path.ts";
import type { AccountStore, Role } from "./account-store.ts";

/** Who is asking: an account's session, the machine token (scripts), or the sole owner. */
export interface Person {
  role: Role;
  via: "account" | "token" | "owner";
  accountId?: string;
  email?: string;
  sessionId?: string;
}

/** Files only an admin changes; links.json needs an editor. */
const ADMIN_FILES = new Set(["site.json", "redirects.json"]);
const EDITOR_FILES = new Set(["links.json"]);

const RANK: Record<Role, number> = { writer: 0, editor: 1, admin: 2 };
export const atLeast = (person: Person, role: Role) => RANK[person.role] >= RANK[role];

type Params = Record<string, unknown>;
const isObject = (value: unknown): value is Params =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Why `person` may not change `file` at all (by its name), or undefined. */
export function fileRefusal(person: Person, file: string): string | undefined {
  if (ADMIN_FILES.has(file) && !atLeast(person, "admin")) return `only an admin changes ${file}`;
  if (EDITOR_FILES.has(file) && !atLeast(person, "editor"))
    return `only an editor or an admin changes ${file}`;
  if (file.endsWith(".json") && !atLeast(person, "editor"))
    return `a writer does not change ${file}`;
  return undefined;
}

/** The file a data file of `persistEntry` is saved to (as proxy-actions.ts decides it). */
function savedFile(dataFile: Params, isNew: boolean): string {
  const document = typeof dataFile.raw === "string" ? readDocument(dataFile.raw) : undefined;
  const named =
    isNew && document && !("error" in document) && document.kind === "markdown" && document.manifest
      ? fileOfRow(document.manifest)
      : undefined;
  return checkRelativePath(named ?? dataFile.path).file;
}

const statusOf = (raw: unknown): unknown => {
  if (typeof raw !== "string") return undefined;
  const document = readDocument(raw);
  return "error" in document || document.kind !== "markdown"
    ? undefined
    : document.manifest?.status;
};

/** A writer's own entry that is not public: the only kind a writer changes or deletes. */
async function checkWritersEntry(
  person: Person,
  file: string,
  store: ContentStore,
  accounts: AccountStore,
): Promise<void> {
  const current = await store.read(file);
  if (current === null) return;
  if (current.kind === "markdown" && current.manifest?.status === "done")
    refuse(403, `${file} is public: only an editor changes or deletes it`);
  if ((await accounts.ownerOf(file)) !== person.accountId)
    refuse(403, `${file} is another person's entry: a writer changes only their own`);
}

/** Refuses (403) the action when `person` may not take it; returns the files it will save. */
export async function authorizeAction(
  person: Person,
  body: unknown,
  store: ContentStore,
  accounts: AccountStore | undefined,
): Promise<string[]> {
  if (!isObject(body) || typeof body.action !== "string") return [];
  const params = isObject(body.params) ? body.params : {};
  const writer = !atLeast(person, "editor");
  switch (body.action) {
    case "persistEntry": {
      const isNew = isObject(params.options) && params.options.newEntry === true;
      const files: string[] = [];
      for (const dataFile of Array.isArray(params.dataFiles) ? params.dataFiles : []) {
        if (!isObject(dataFile)) continue;
        const file = savedFile(dataFile, isNew);
        const refused = fileRefusal(person, file);
        if (refused) refuse(403, refused);
        if (writer) {
          if (statusOf(dataFile.raw) === "done")
            refuse(403, `a writer does not publish: set the status to "review" to submit ${file}`);
          if (accounts) await checkWritersEntry(person, file, store, accounts);
        }
        files.push(file);
      }
      return files;
    }
    case "deleteFile":
    case "deleteFiles":
    case "restoreVersion": {
      const paths = body.action === "deleteFiles" ? params.paths : [params.path];
      for (const item of Array.isArray(paths) ? paths : []) {
        const { file } = checkRelativePath(item);
        const refused = fileRefusal(person, file);
        if (refused) refuse(403, refused);
        if (writer && accounts) await checkWritersEntry(person, file, store, accounts);
      }
      return [];
    }
    case "reviewQueue":
      if (writer) refuse(403, "only an editor or an admin sees the review queue");
      return [];
    default:
      return [];
  }
}

/**
 * After a save: a new entry is its writer's; an entry saved with status `review` is in the
 * queue, and one saved with another status leaves it.
 */
export async function recordSave(
  person: Person,
  body: unknown,
  files: readonly string[],
  accounts: AccountStore | undefined,
): Promise<void> {
  if (!accounts || !isObject(body) || body.action !== "persistEntry") return;
  const params = isObject(body.params) ? body.params : {};
  const dataFiles = Array.isArray(params.dataFiles) ? params.dataFiles : [];
  const isNew = isObject(params.options) && params.options.newEntry === true;
  for (const [index, file] of files.entries()) {
    const dataFile: unknown = dataFiles[index];
    if (isNew && person.accountId) await accounts.setOwner(file, person.accountId);
    const status = isObject(dataFile) ? statusOf(dataFile.raw) : undefined;
    if (status === "review") await accounts.requestReview(file, person.accountId ?? "");
    else await accounts.endReview(file);
  }
}
