/**
 * What a save writes, worked out before anything is: the markdown file and the manifest (a
 * markdown entry), or the JSON file. A file whose content does not change is not written, so a
 * document opened and saved unchanged leaves every byte as it was.
 */
import { LINKS_FILE, MANIFEST_FILE, REDIRECTS_FILE, SITE_FILE } from "#app/content/index.ts";
import type { JsonDocument, MarkdownDocument } from "./document.ts";
import { refuse } from "./errors.ts";
import {
  editManifest,
  fileOfRow,
  findRow,
  formatRows,
  readRows,
  sameRow,
  type Row,
} from "./manifest-rows.ts";
import { MAX_JSON_BYTES, MAX_MARKDOWN_BYTES, mb } from "./media.ts";

/** A file to write (`text`) or delete (null). */
export interface Write {
  file: string;
  text: string | null;
}

const REQUIRED = ["type", "status", "url", "title"] as const;

export function planMarkdownSave(
  file: string,
  document: MarkdownDocument,
  current: MarkdownDocument | null,
  manifest: string | undefined,
): Write[] {
  const size = Buffer.byteLength(document.file);
  if (size > MAX_MARKDOWN_BYTES)
    refuse(413, `${file}: ${mb(size)} is over the 1 MB a markdown file may have`);
  const writes: Write[] = [];
  if (document.file !== current?.file) writes.push({ file, text: document.file });
  const row = document.manifest;
  if (row === null) return writes;
  for (const key of REQUIRED) {
    if (typeof row[key] !== "string" || row[key] === "")
      refuse(422, `${file}: the entry's ${key} is required`);
  }
  const rowFile = fileOfRow(row);
  if (rowFile !== file) {
    refuse(
      422,
      `${file}: a ${String(row.type)} at ${String(row.url)} is read from ${rowFile ?? "no file"}; a page's url decides its file, so make a new entry for a new url`,
    );
  }
  const before = findRow(readRows(manifest), file)?.row;
  if (before === undefined || !sameRow(before, row)) {
    writes.push({ file: MANIFEST_FILE, text: editManifest(manifest, before, row) });
  }
  return writes;
}

/** links.json and redirects.json are arrays of rows; site.json is an object. */
const ARRAY_FILES = new Set([LINKS_FILE, REDIRECTS_FILE, MANIFEST_FILE]);

/**
 * The document of a JSON file not there yet (a site without `redirects.json`): an empty list or
 * an empty object, so the editor's form opens empty and saves the file in its shape (without it,
 * a list the writer filled in would be sent as an object, and refused).
 */
export function emptyJsonDocument(file: string): JsonDocument | null {
  if (ARRAY_FILES.has(file)) return { kind: "json", opened: null, json: [] };
  if (file === SITE_FILE) return { kind: "json", opened: null, json: {} };
  return null;
}

export function planJsonSave(
  file: string,
  document: JsonDocument,
  current: JsonDocument | null,
): Write[] {
  const { json } = document;
  if (current !== null && sameRow(current.json, json)) return [];
  let text: string;
  if (ARRAY_FILES.has(file)) {
    if (!Array.isArray(json)) return refuse(422, `${file}:1:1: error: must be an array`);
    text = formatRows(json as Row[]);
  } else {
    if (typeof json !== "object" || json === null || Array.isArray(json)) {
      return refuse(422, `${file}:1:1: error: must be an object`);
    }
    text = `${JSON.stringify(json, null, 2)}\n`;
  }
  if (Buffer.byteLength(text) > MAX_JSON_BYTES)
    refuse(413, `${file}: over the ${mb(MAX_JSON_BYTES)} a JSON file may have`);
  return [{ file, text }];
}

/** What a markdown save changed: created, published (its status now done), or edited. */
export function saveMessage(
  file: string,
  document: MarkdownDocument,
  current: MarkdownDocument | null,
): string {
  const status = (row: unknown) => (row as { status?: unknown } | null)?.status;
  if (current === null) return `Create ${file}`;
  if (status(document.manifest) === "done" && status(current.manifest) !== "done")
    return `Publish ${file}`;
  return `Edit ${file}`;
}
