/**
 * What the dev server's content plugin serves: the content folder's files under
 * `/assets/content/`, as the built site does, and the manifest with drafts shown.
 */
import path from "node:path";
import { CONTENT_BASE } from "#app/engine/content-folder/content-key.ts";
import { ENTRY_STATUSES } from "#app/engine/manifest/manifest.ts";

const PREFIX = `/${CONTENT_BASE}/`;

/** The file a request path asks for inside `contentDir`, or undefined when it is not content. */
export function toContentFile(urlPath: string, contentDir: string): string | undefined {
  const pathname = urlPath.split(/[?#]/)[0] ?? "";
  if (!pathname.startsWith(PREFIX)) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    return undefined;
  }
  const root = path.resolve(contentDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/** The production server's types, so the preview answers as the site does. */
export { contentTypeOf } from "#server/mime.ts";

/** Is `file` (absolute) inside `contentDir`? */
export function isInContentDir(file: string, contentDir: string): boolean {
  const relative = path.relative(path.resolve(contentDir), path.resolve(file));
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

/**
 * The manifest as the preview shows it: `staging` and `open` entries become `done`, so an
 * author can open a draft before publishing it. Anything unreadable is served as written,
 * so the preview logs the same problems the site would.
 */
export function showDrafts(manifestText: string): string {
  let json: unknown;
  try {
    json = JSON.parse(manifestText);
  } catch {
    return manifestText;
  }
  if (!Array.isArray(json)) return manifestText;
  const drafts = ENTRY_STATUSES.filter((status) => status !== "done") as readonly string[];
  const shown = json.map((entry: unknown) =>
    typeof entry === "object" &&
    entry !== null &&
    "status" in entry &&
    drafts.includes(String(entry.status))
      ? { ...entry, status: "done" }
      : entry,
  );
  return JSON.stringify(shown, null, 2);
}
