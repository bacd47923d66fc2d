/**
 * The one document the editor sees for a content file (docs/decisions/059-back-office-decap.md):
 * a JSON envelope, written by the server on `getEntry` and read back from `persistEntry`. It
 * carries what the file's save needs besides its text: the manifest row that goes with a
 * markdown file, and the version the editor opened (`opened`, the document's hash), so a save
 * over someone else's newer save is refused instead of overwriting it.
 *
 * The admin bundle's custom format (server/back-office/editor/format.ts) reads and writes this
 * same envelope, so the editor's fields are the row's fields plus the file's text, unchanged.
 */

/** A markdown entry: its manifest row (none for pages outside the manifest) and its file. */
export interface MarkdownDocument {
  kind: "markdown";
  opened: string | null;
  manifest: Record<string, unknown> | null;
  file: string;
}

/** A JSON file of the folder (site.json, links.json, redirects.json). */
export interface JsonDocument {
  kind: "json";
  opened: string | null;
  json: unknown;
}

export type EntryDocument = MarkdownDocument | JsonDocument;

export function writeDocument(document: EntryDocument): string {
  return `${JSON.stringify(document, null, 1)}\n`;
}

/** The envelope in `raw`, or an error message saying what is wrong with it. */
export function readDocument(raw: string): EntryDocument | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { error: "the entry is not a back-office document (its JSON does not parse)" };
  }
  if (typeof value !== "object" || value === null) return { error: "the entry is not an object" };
  const record = value as Record<string, unknown>;
  const opened = record.opened;
  if (opened !== null && typeof opened !== "string") {
    return { error: '"opened" must be the version the editor read, or null for a new entry' };
  }
  if (record.kind === "json") return { kind: "json", opened, json: record.json };
  if (record.kind !== "markdown") return { error: '"kind" must be "markdown" or "json"' };
  if (typeof record.file !== "string") return { error: '"file" must be the markdown text' };
  const manifest = record.manifest;
  if (manifest !== null && (typeof manifest !== "object" || Array.isArray(manifest))) {
    return { error: '"manifest" must be the manifest row (an object) or null' };
  }
  return {
    kind: "markdown",
    opened,
    manifest: manifest as Record<string, unknown> | null,
    file: record.file,
  };
}
