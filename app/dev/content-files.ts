/**
 * What the dev server's content plugin serves: the content folder's files under
 * `/assets/content/`, as the built site does, and the manifest with drafts shown.
 */
import { openContentFolder } from "#app/data/content-folder.server.ts";
import { toFolderFile } from "#app/engine/content-folder/layout.ts";
import { ENTRY_STATUSES } from "#app/engine/manifest/manifest.ts";

/** The file a request path asks for inside `contentDir`, or undefined when it is not content. */
export function toContentFile(urlPath: string, contentDir: string): string | undefined {
  const pathname = urlPath.split(/[?#]/)[0] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const file = toFolderFile(decoded);
  return file === undefined ? undefined : openContentFolder(contentDir).pathOf(file);
}

/** The production server's types, so the preview answers as the site does. */
export { contentTypeOf } from "#app/data/content-types.ts";

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
