/**
 * marked's tokens carry their source text (`raw`) but no position. Top-level tokens tile the file
 * exactly; a nested token's text lies in its parent's lines, minus list indentation and `>`
 * prefixes, so it is found by searching forward, line by line, in document order.
 */
import type { Token } from "#app/markdown/index.ts";

/** `start`: the token's offset in the file; `top`: the index of its top-level ancestor. */
export type Visit = (token: Token, start: number, top: number) => void;

/** Every token, parents before children, in document order, with its offset in `source`. */
export function visitTokens(
  tokens: readonly Token[],
  source: string,
  from: number,
  visit: Visit,
): void {
  let offset = from;
  tokens.forEach((token, top) => {
    // The footnote list repeats the footnote tokens, which are visited where they are written.
    if (token.type === "footnotes") return;
    const end = offset + token.raw.length;
    const cursor = { at: offset, end };
    visit(token, offset, top);
    for (const child of childTokens(token)) walk(child, source, cursor, (t, s) => visit(t, s, top));
    offset = end;
  });
}

/** A token's children in document order (list items, table cells, footnote content). */
export function childTokens(token: Token): Token[] {
  switch (token.type) {
    case "list":
      return token.items as Token[];
    case "table":
      return [
        ...token.header.flatMap((cell: { tokens: Token[] }) => cell.tokens),
        ...token.rows.flatMap((row: { tokens: Token[] }[]) => row.flatMap((cell) => cell.tokens)),
      ];
    case "footnote":
      return token.content as Token[];
    default:
      return "tokens" in token && Array.isArray(token.tokens) ? token.tokens : [];
  }
}

function walk(token: Token, source: string, cursor: { at: number; end: number }, visit: Visit) {
  const start = find(firstLine(token.raw), source, cursor);
  const children = childTokens(token);
  visit(token, start, 0);
  if (children.length === 0) {
    cursor.at = skipLines(token.raw, source, start, cursor.end);
    return;
  }
  cursor.at = start;
  for (const child of children) walk(child, source, cursor, visit);
}

function firstLine(raw: string): string {
  return (raw.split("\n")[0] ?? "").trimStart();
}

function find(line: string, source: string, cursor: { at: number; end: number }): number {
  const at = line === "" ? -1 : source.indexOf(line, cursor.at);
  return at === -1 || at >= cursor.end ? cursor.at : at;
}

/** Past the token's last line, so that a later search never lands inside it (code, above all). */
function skipLines(raw: string, source: string, from: number, end: number): number {
  let at = from;
  for (const line of raw.split("\n")) {
    const text = line.trimStart();
    if (text === "") continue;
    const found = source.indexOf(text, at);
    if (found === -1 || found >= end) break;
    at = found + text.length;
  }
  return at;
}
