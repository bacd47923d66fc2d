/**
 * Where the sanitizer's fast path (own-markup.ts) may trust the nesting it reads: the shapes the
 * HTML tree builder keeps as written. Every end tag must close the element opened last (the
 * scanner checks that), so no end tag is implied, ignored or run through the adoption agency;
 * what is left are start tags the tree builder does not put where they stand. Those are refused
 * here, more of them than strictly needed (a refusal only costs the full path):
 *
 * - in a table, its sections and rows only their own children: anything else the parser moves
 *   out before the table (foster parenting), wraps (an implied `<tbody>` or `<tr>`) or takes as
 *   the end of the table, a section or a row (a second `<table>`, a `<tr>` in a row);
 * - a list item, table section, row or cell only in its own parent (elsewhere it is ignored or
 *   gets an implied parent);
 * - a block while a paragraph is open anywhere, not only as the parent: `<p><em><div>` closes the
 *   paragraph and the emphasis, and the emphasis comes back in the div (found by the fuzz test);
 * - a block while a heading is open (a heading closes one that is the current element);
 * - a link in a link (the parser closes the first one).
 *
 * Every other tag (forms, `select`, `template`, head-only tags, unknown ones) never gets here:
 * the scanner refuses it before.
 */

/** Tags the HTML parser closes an open paragraph for (or, for a heading, an open heading). */
const BLOCK_TAGS = new Set(
  "p blockquote ul ol li pre table section div hr h1 h2 h3 h4 h5 h6".split(" "),
);
/** The only parent each of these is kept in as written. */
const PARENTS: Readonly<Record<string, readonly string[]>> = {
  li: ["ul", "ol"],
  thead: ["table"],
  tbody: ["table"],
  tr: ["thead", "tbody"],
  th: ["tr"],
  td: ["tr"],
};
/** Table parts: in them the parser keeps only their own children and whitespace. */
const TABLE_PARTS = new Set(["table", "thead", "tbody", "tr"]);
const HEADING = /^h[1-6]$/;

/** Whether `tag` opened inside `open` (outermost first) stays where it is written. */
export function nestsSafely(tag: string, open: readonly string[]): boolean {
  const parent = open.at(-1) ?? "";
  const parents = PARENTS[tag];
  if (parents ? !parents.includes(parent) : TABLE_PARTS.has(parent)) return false;
  if (tag === "a" && open.includes("a")) return false;
  if (!BLOCK_TAGS.has(tag)) return true;
  return !open.some((name) => name === "p" || HEADING.test(name));
}

/**
 * Whether text stays inside `parent`: in a table part only HTML's whitespace does, anything else
 * is moved out before the table. HTML's whitespace, not JavaScript's: a vertical tab is moved
 * out (found by the fuzz test).
 */
export function textStays(parent: string, text: string): boolean {
  return !TABLE_PARTS.has(parent) || !/[^\t\n\f ]/.test(text);
}
