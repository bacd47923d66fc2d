import { MANIFEST_PATH } from "#app/content/folder/index.ts";
import type { ReadText } from "./manifest.ts";
import { isVisible, nextPublishAt } from "./visibility.ts";

/**
 * The manifest as the preview shows it: `staging` and `open` entries become `done`, and a
 * scheduled entry is shown before its time, so an author can open a draft before publishing it.
 * Anything unreadable is served as written, so the preview logs the same problems the site would.
 */
export function showDrafts(manifestText: string): string {
  let json: unknown;
  try {
    json = JSON.parse(manifestText);
  } catch {
    return manifestText;
  }
  if (!Array.isArray(json)) return manifestText;
  const shown = json.map((entry: unknown) =>
    isVisible(entry, "preview") && !isVisible(entry, "public")
      ? { ...(entry as object), status: "done", publishAt: undefined }
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

/** The public manifest at `now`, and until when it stands: the next entry's `publishAt`. */
interface PublishedAt {
  text: string;
  /** When a scheduled entry joins it (ms since the epoch); undefined when none waits. */
  nextPublishAt: number | undefined;
}

/**
 * The manifest as the public sees it at `now`: only the entries whose status is `done` and whose
 * `publishAt`, if any, has come, as written (so a published entry that is unusable still reports
 * the same problem). A draft's or a scheduled entry's url and title never leave the content
 * folder. Undefined when the text is not a JSON array (a save in progress, say).
 */
export function publishedManifestAt(manifestText: string, now: number): PublishedAt | undefined {
  let json: unknown;
  try {
    json = JSON.parse(manifestText);
  } catch {
    return undefined;
  }
  if (!Array.isArray(json)) return undefined;
  const published = json.filter((entry: unknown) => isVisible(entry, "public", now));
  return { text: JSON.stringify(published, null, 2), nextPublishAt: nextPublishAt(json, now) };
}
