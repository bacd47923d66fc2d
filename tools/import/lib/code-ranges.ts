/**
 * Where a markdown text holds code (fenced blocks and inline code spans): what the importers
 * leave exactly as written, since a visitor reads code as the author typed it.
 */

// A fence runs to its closing fence or to the end of the text (not of its first line).
const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\1[`~]*[ \t]*(?=\n|$)|(?![\s\S]))/gm;

/** The [start, end) offsets of every fenced block and inline code span, in order. */
export function codeRanges(markdown: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of markdown.matchAll(FENCE))
    ranges.push([match.index, match.index + match[0].length]);
  for (const match of markdown.matchAll(/(`+)[^`]*?\1/g)) {
    if (!ranges.some(([start, end]) => match.index >= start && match.index < end))
      ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** Whether `offset` falls inside code. */
export function isInCode(ranges: readonly [number, number][], offset: number): boolean {
  return ranges.some(([start, end]) => offset >= start && offset < end);
}

/** Applies `change` to the text between code; `offset` is where that text starts. */
export function outsideCode(
  markdown: string,
  change: (text: string, offset: number) => string,
): string {
  let out = "";
  let last = 0;
  for (const [start, end] of codeRanges(markdown)) {
    if (start < last) continue;
    out += change(markdown.slice(last, start), last) + markdown.slice(start, end);
    last = end;
  }
  return out + change(markdown.slice(last), last);
}
