/**
 * The editor's side of the back office's document (server/back-office/proxy/document.ts): Decap's
 * custom format `site-entry` turns the envelope into the form's fields and back. A markdown
 * entry's fields are its manifest row's keys (type, status, url, title and any other) plus
 * `body`, the file's whole text (front matter included) exactly as it is on disk; a JSON file's
 * fields are its keys (an array file's rows are `items`). `_opened` carries the version the
 * editor read back to the server, which refuses a stale save.
 */
import {
  readDocument,
  writeDocument,
  type EntryDocument,
} from "#server/back-office/proxy/document.ts";

type Fields = Record<string, unknown>;

const OPENED = "_opened";
const HAS_ROW = "_manifest";
const ARRAY = "_array";

export function fromFile(raw: string): Fields {
  const document = readDocument(raw);
  if ("error" in document) throw new Error(document.error);
  if (document.kind === "json") {
    const { json } = document;
    if (Array.isArray(json)) {
      return { items: json.map(linkToForm), [ARRAY]: true, [OPENED]: document.opened };
    }
    return { ...(json as Fields), [OPENED]: document.opened };
  }
  return {
    ...document.manifest,
    body: document.file,
    [HAS_ROW]: document.manifest !== null,
    [OPENED]: document.opened,
  };
}

/**
 * `kind`: what the collection holds (a new entry has no envelope to say it): markdown with a
 * manifest row, markdown text alone (category texts), or a JSON file.
 */
export function toFile(data: Fields, kind: "markdown" | "text" | "json"): string {
  const { [OPENED]: opened, [HAS_ROW]: hasRow, [ARRAY]: isArray, ...rest } = data;
  const openedValue = typeof opened === "string" ? opened : null;
  let document: EntryDocument;
  if (kind === "json") {
    const items = Array.isArray(rest.items) ? rest.items.map(linkToFile) : [];
    document = { kind, opened: openedValue, json: isArray === true ? items : rest };
  } else {
    const { body, ...fields } = rest;
    // A date-time the writer cleared is no schedule: the row then has no `publishAt` at all.
    const row =
      fields.publishAt === "" || fields.publishAt === null ? omitPublishAt(fields) : fields;
    document = {
      kind: "markdown",
      opened: openedValue,
      // A new entry (no flag yet) of a manifest collection has a row; a page outside it has none.
      manifest: hasRow === false || kind === "text" ? null : row,
      file: typeof body === "string" ? body : "",
    };
  }
  return writeDocument(document);
}

function omitPublishAt({ publishAt: _cleared, ...row }: Fields): Fields {
  return row;
}

/**
 * A link's `countries` (`{ "GB": url, "DE AT CH": url }`) as the form's list of `{codes, url}`,
 * and its `values` (`{ "tag": { "/reviews/": "a", "*": "b" } }`) as a list of `{name, paths}`
 * with `paths` a list of `{path, value}` (a form has no field for keys a writer chooses), and
 * back, in the same order.
 */
function linkToForm(item: unknown): unknown {
  if (!isFields(item)) return item;
  const listed = { ...item };
  if (isFields(item.countries)) listed.countries = toList(item.countries, "codes", "url");
  if (isFields(item.values)) {
    listed.values = Object.entries(item.values).map(([name, table]) => ({
      name,
      paths: isFields(table) ? toList(table, "path", "value") : [],
    }));
  }
  return listed;
}

function linkToFile(item: unknown): unknown {
  if (!isFields(item)) return item;
  const restored = { ...item };
  if (Array.isArray(item.countries)) restored.countries = toObject(item.countries, "codes", "url");
  if (Array.isArray(item.values)) {
    const rows = item.values.filter(isFields);
    restored.values = Object.fromEntries(
      rows.map((row) => [
        String(row.name),
        toObject(Array.isArray(row.paths) ? row.paths : [], "path", "value"),
      ]),
    );
  }
  return restored;
}

const toList = (object: Fields, key: string, value: string) =>
  Object.entries(object).map(([name, content]) => ({ [key]: name, [value]: content }));

const toObject = (rows: unknown[], key: string, value: string) =>
  Object.fromEntries(rows.filter(isFields).map((row) => [String(row[key]), row[value]]));

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);
