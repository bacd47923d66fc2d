/**
 * The manifest as the back office edits it: which row goes with which markdown file (the file
 * the site reads for it), and the manifest's text after one row is changed, added or removed,
 * every other line kept byte for byte where the file has one row per line (as the demo's and
 * `npm run new`'s have).
 */
import { checkManifest, formatFinding, parseJsonAt } from "#app/content-check/index.server.ts";
import { refuse } from "./errors.ts";
import { MANIFEST_FILE, toFolderFile } from "#app/content/index.ts";
import { ENTRY_TYPES, resolvePage, type EntryType } from "#app/content/index.ts";

export type Row = Record<string, unknown>;

/** The folder file a manifest row's page reads, or undefined when the row names none. */
export function fileOfRow(row: Row): string | undefined {
  const { type, url } = row;
  if (typeof url !== "string" || !ENTRY_TYPES.includes(type as EntryType)) return undefined;
  const entry = { type: type as EntryType, status: "done" as const, url, title: "" };
  const resolution = resolvePage(url, [entry]);
  if (!resolution.found || resolution.page.entry === undefined) return undefined;
  return toFolderFile(resolution.page.source);
}

/** The manifest's rows, or [] for a manifest that is missing or not an array. */
export function readRows(text: string | undefined): Row[] {
  return (text === undefined ? undefined : parsedRows(text)) ?? [];
}

/** The rows of a manifest that parses as a JSON array; undefined when it does not. */
export function parsedRows(text: string): Row[] | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isRow) : undefined;
  } catch {
    return undefined;
  }
}

const isRow = (value: unknown): value is Row =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The row whose page reads `file`, and its index. */
export function findRow(
  rows: readonly Row[],
  file: string,
): { row: Row; index: number } | undefined {
  const index = rows.findIndex((row) => fileOfRow(row) === file);
  const row = rows[index];
  return row === undefined ? undefined : { row, index };
}

/** `{ "type": "blog", "url": "/x" }`: one row on one line, as the demo manifest writes it. */
function formatRow(row: Row): string {
  const fields = Object.entries(row).map(
    ([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  return `{ ${fields.join(", ")} }`;
}

/** JSON rows, one per line (the manifest, links.json, redirects.json). */
export function formatRows(rows: readonly Row[]): string {
  if (rows.length === 0) return "[]\n";
  return `[\n${rows.map((row) => `  ${formatRow(row)}`).join(",\n")}\n]\n`;
}

/**
 * The manifest's text with `before` (a row it has, or undefined: a new row, put first) replaced
 * by `after` (undefined: removed). Other rows keep their lines where each row has a line.
 */
export function editManifest(
  text: string | undefined,
  before: Row | undefined,
  after: Row | undefined,
): string {
  const rows = readRows(text);
  const lines = (text ?? "").split("\n");
  const rowLines = lines.map(lineRow);
  const oneRowPerLine =
    lines[0]?.trim() === "[" && rowLines.filter((row) => row !== undefined).length === rows.length;
  // `before` is a row read from the text earlier: found by its value, not as this parse's object.
  const index = before === undefined ? -1 : rows.findIndex((row) => sameRow(row, before));
  const replaced = () => rows.flatMap((row, at) => (at === index ? (after ? [after] : []) : [row]));
  if (!oneRowPerLine || text === undefined) {
    const kept = replaced();
    return formatRows(before === undefined && after ? [after, ...kept] : kept);
  }
  if (before === undefined) {
    if (after === undefined) return text;
    const comma = rows.length > 0 ? "," : "";
    return [lines[0], `  ${formatRow(after)}${comma}`, ...lines.slice(1)].join("\n");
  }
  const at = rowLines.findIndex((row) => row !== undefined && sameRow(row, before));
  if (at === -1) return formatRows(replaced());
  const line = lines[at] ?? "";
  if (after !== undefined) {
    const indent = /^\s*/.exec(line)?.[0] ?? "";
    lines[at] = `${indent}${formatRow(after)}${line.trimEnd().endsWith(",") ? "," : ""}`;
    return lines.join("\n");
  }
  lines.splice(at, 1);
  // The row removed was the last: the one before it loses its comma.
  const last = lines.findLastIndex((candidate) => lineRow(candidate) !== undefined);
  if (last !== -1) lines[last] = (lines[last] ?? "").replace(/,\s*$/, "");
  return lines.join("\n");
}

function lineRow(line: string): Row | undefined {
  const trimmed = line.trim().replace(/,$/, "");
  if (!trimmed.startsWith("{")) return undefined;
  try {
    const value: unknown = JSON.parse(trimmed);
    return isRow(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export const sameRow = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Why the manifest's text cannot be read as rows, as the checker says it (`file:line:col: error:
 * ...`), and whether waiting may help (it does not parse: perhaps another program's save, half
 * written); undefined when the file is missing or reads.
 */
export function unreadableManifest(
  manifest: string | undefined,
): { problem: string; mayPass: boolean } | undefined {
  if (manifest === undefined) return undefined;
  const parsed = parseJsonAt(manifest);
  if (parsed.ok && Array.isArray(parsed.value)) return undefined;
  const finding = checkManifest(manifest, MANIFEST_FILE).findings.find(
    (found) => found.severity === "error",
  );
  const problem = finding ? formatFinding(finding) : `${MANIFEST_FILE}:1:1: error: not an array`;
  return parsed.ok
    ? { problem, mayPass: false }
    : { problem: `${problem}: it is being saved elsewhere or was broken by hand`, mayPass: true };
}

/**
 * A save of a markdown entry rewrites the manifest's rows: from a manifest that does not parse (a
 * hand edit, another program's save half written) it would keep none of them but its own. Refused
 * instead, the file left as it is.
 */
export function refuseUnreadable(manifest: string | undefined): void {
  const unreadable = unreadableManifest(manifest);
  if (unreadable === undefined) return;
  const fix = unreadable.mayPass
    ? "save again in a moment, or fix the file first"
    : "fix the file first";
  refuse(409, `${unreadable.problem}; your text is not saved: ${fix}`);
}
