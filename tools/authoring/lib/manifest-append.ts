/**
 * Adds an entry to the manifest's text without reformatting what is there: the new entry
 * copies the indentation and the one-line or multi-line style of its neighbour. Listings follow
 * manifest order, so `npm run new` puts a new entry first (a newest-first manifest stays so).
 */
import { locateArrayElements, parseJsonAt } from "#app/content-check/index.server.ts";
import type { ManifestEntry } from "#app/content/index.ts";

/** The manifest with `entry` as its first entry. */
export function prependManifestEntry(text: string, entry: ManifestEntry): string {
  return addEntry(text, entry, "first");
}

/** The manifest with `entry` as its last entry. */
export function appendManifestEntry(text: string, entry: ManifestEntry): string {
  return addEntry(text, entry, "last");
}

function addEntry(text: string, entry: ManifestEntry, where: "first" | "last"): string {
  const parsed = parseJsonAt(text);
  if (!parsed.ok)
    throw new Error(`the manifest is not JSON (${parsed.message}): run npm run check-content`);
  if (!Array.isArray(parsed.value)) throw new Error("the manifest is not a JSON array");
  const elements = locateArrayElements(text);
  const neighbour = where === "first" ? elements[0] : elements.at(-1);
  if (!neighbour) {
    const open = text.indexOf("[");
    const close = text.lastIndexOf("]");
    return `${text.slice(0, open)}[\n  ${indentLines(JSON.stringify(entry, null, 2), "  ")}\n]${text.slice(close + 1)}`;
  }
  const lineStart = text.lastIndexOf("\n", neighbour.start) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart, neighbour.start))?.[0] ?? "";
  const oneLine = !text.slice(neighbour.start, neighbour.end).includes("\n");
  const formatted = oneLine
    ? formatOneLine(entry)
    : indentLines(JSON.stringify(entry, null, 2), indent);
  if (where === "first") {
    return `${text.slice(0, neighbour.start)}${formatted},\n${indent}${text.slice(neighbour.start)}`;
  }
  return `${text.slice(0, neighbour.end)},\n${indent}${formatted}${text.slice(neighbour.end)}`;
}

/** `{ "type": "blog", "status": "staging", ... }`: the demo manifest's style. */
function formatOneLine(entry: ManifestEntry): string {
  const fields = Object.entries(entry).map(
    ([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  return `{ ${fields.join(", ")} }`;
}

/** Indents every line but the first (which goes where the caller puts it). */
function indentLines(block: string, indent: string): string {
  return block
    .split("\n")
    .map((line, index) => (index === 0 ? line : indent + line))
    .join("\n");
}
