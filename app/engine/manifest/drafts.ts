import { MANIFEST_PATH } from "#app/engine/content-folder/layout.ts";
import { ENTRY_STATUSES, type ReadText } from "./manifest.ts";

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

/** `readText` as the preview reads the content folder: the manifest with drafts shown. */
export function withDraftsShown(readText: ReadText): ReadText {
  return async (sitePath) => {
    const text = await readText(sitePath);
    return sitePath === MANIFEST_PATH ? showDrafts(text) : text;
  };
}
