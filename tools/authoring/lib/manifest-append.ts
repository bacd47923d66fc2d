/**
 * Adds an entry to the manifest's text without reformatting what is there: the new entry
 * copies the indentation and the one-line or multi-line style of the last entry.
 */
import { locateArrayElements, parseJsonAt } from "#tools/check-content/check/json-location.ts";
import type { ManifestEntry } from "#app/engine/index.ts";

export function appendManifestEntry(text: string, entry: ManifestEntry): string {
  const parsed = parseJsonAt(text);
  if (!parsed.ok)
    throw new Error(`the manifest is not JSON (${parsed.message}): run npm run check-content`);
  if (!Array.isArray(parsed.value)) throw new Error("the manifest is not a JSON array");
  const last = locateArrayElements(text).at(-1);
  if (!last) {
    const open = text.indexOf("[");
    const close = text.lastIndexOf("]");
    return `${text.slice(0, open)}[\n  ${indentLines(JSON.stringify(entry, null, 2), "  ")}\n]${text.slice(close + 1)}`;
  }
  const lineStart = text.lastIndexOf("\n", last.start) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart, last.start))?.[0] ?? "";
  const oneLine = !text.slice(last.start, last.end).includes("\n");
  const formatted = oneLine
    ? formatOneLine(entry)
    : indentLines(JSON.stringify(entry, null, 2), indent);
  return `${text.slice(0, last.end)},\n${indent}${formatted}${text.slice(last.end)}`;
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
