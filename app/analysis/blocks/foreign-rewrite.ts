/**
 * Foreign syntax (foreign-syntax.ts) outside code, taken out of the text before it is rendered:
 * a `highlight` shortcode or tag becomes a fenced code block in its language; every other tag is
 * left out (the text between a pair stays) and reported. The rewrite keeps every offset: each
 * tag is replaced by as many characters, so problems and blocks still point at the file.
 */
import type { Token } from "#app/markdown/index.ts";
import { contentError, type ContentProblem } from "./content-problem.ts";
import { describeForeign, FOREIGN_SYNTAX } from "./foreign-syntax.ts";
import { visitTokens } from "./token-walk.ts";

export interface ForeignRewrite {
  /** The file with foreign syntax rewritten; the same string when there was none. */
  source: string;
  problems: ContentProblem[];
}

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

/** `tokens`: the file lexed from `from` (after front matter), for where code and comments are. */
export function rewriteForeignSyntax(
  source: string,
  tokens: Token[],
  from: number,
): ForeignRewrite {
  const problems: ContentProblem[] = [];
  const pattern = new RegExp(FOREIGN_SYNTAX.source, FOREIGN_SYNTAX.flags);
  pattern.lastIndex = from;
  const first = pattern.exec(source);
  // Most files have none: they pay for one regular expression search, not for a token walk.
  if (!first) return { source, problems };
  const skip = textOnlyRanges(tokens, source, from);
  const out = source.split("");
  let next = 0;
  const shifted = new Map<number, number>();
  for (let match: RegExpExecArray | null = first; match; match = pattern.exec(source)) {
    const start = match.index;
    while (next < skip.length && (skip[next]?.[1] ?? 0) <= start) next += 1;
    const range = skip[next];
    if (range && range[0] <= start) {
      pattern.lastIndex = range[1];
      continue;
    }
    const found = describeForeign(match);
    if (!found) continue;
    const end = start + match[0].length;
    const closing = found.highlight && fence(source, start, end, found.highlight, out);
    if (closing !== undefined) {
      pattern.lastIndex = closing;
      continue;
    }
    if (found.highlight) problems.push(contentError(HIGHLIGHT_ALONE, start));
    else if (found.reported) problems.push(contentError(found.message, start));
    // A component on a line of its own stays a block around its content: a plain <div>.
    const wrapper =
      match.groups?.mdxComponent && !match[0].endsWith("/>") && `<${match.groups.mdxClose}div`;
    if (wrapper && aloneOnLine(source, start, end))
      write(out, start, end, `${wrapper.padEnd(end - start - 1, " ")}>`);
    else leaveOut(source, start, end, out, shifted);
  }
  closeUp(out, shifted);
  return { source: out.join(""), problems };
}

const HIGHLIGHT_ALONE =
  "a highlight shortcode or tag is shown as code only on lines of its own, or around one line: write the code in ``` fences";

/** Code and comments: what is written there is text (or a block), never foreign syntax. */
function textOnlyRanges(tokens: Token[], source: string, from: number): [number, number][] {
  const ranges: [number, number][] = [];
  visitTokens(tokens, source, from, (token, start) => {
    if (token.type === "code" || token.type === "codespan")
      ranges.push([start, start + token.raw.length]);
    if (token.type === "html")
      for (const comment of token.raw.matchAll(COMMENT)) {
        const at = source.indexOf(comment[0], start);
        if (at !== -1) ranges.push([at, at + comment[0].length]);
      }
  });
  return ranges.sort((a, b) => a[0] - b[0]);
}

/**
 * A highlight opening and closing, each on a line of its own, become ``` fences (longer than any
 * backtick run inside); both on one line, around code without backticks, an inline code span.
 * Returns where the closing ends, or undefined when they can be neither.
 */
function fence(
  source: string,
  start: number,
  end: number,
  { language, closing }: { language: string; closing: RegExp },
  out: string[],
): number | undefined {
  const close = closing.exec(source.slice(end));
  if (!close) return undefined;
  const closeStart = end + close.index;
  const closeEnd = closeStart + close[0].length;
  const inner = source.slice(end, closeStart);
  if (!inner.includes("\n") && !inner.includes("`")) {
    write(out, start, end, "`".padStart(end - start, " "));
    write(out, closeStart, closeEnd, "`");
    return closeEnd;
  }
  if (!aloneOnLine(source, start, end) || !aloneOnLine(source, closeStart, closeEnd))
    return undefined;
  const longest = Math.max(2, ...[...inner.matchAll(/`+/g)].map((run) => run[0].length));
  const ticks = "`".repeat(longest + 1);
  if (ticks.length + language.length > end - start || ticks.length > closeEnd - closeStart)
    return undefined;
  write(out, start, end, ticks + language);
  write(out, closeStart, closeEnd, ticks);
  return closeEnd;
}

function aloneOnLine(source: string, start: number, end: number): boolean {
  const lineStart = source.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = source.indexOf("\n", end);
  const rest = source.slice(end, lineEnd === -1 ? source.length : lineEnd);
  return source.slice(lineStart, start).trim() === "" && rest.trim() === "";
}

/**
 * The tag's characters become spaces (its line ends stay). `shifted`: the lines where a tag
 * stood first, by the indentation before it; their text moves left (closeUp) so that it does not
 * become indented code.
 */
function leaveOut(
  source: string,
  start: number,
  end: number,
  out: string[],
  shifted: Map<number, number>,
): void {
  const lineStart = source.lastIndexOf("\n", start - 1) + 1;
  const tag = source.slice(start, end);
  write(out, start, end, tag.replace(/[^\n]/g, " "));
  if (
    !tag.includes("\n") &&
    source.slice(lineStart, start).trim() === "" &&
    !shifted.has(lineStart)
  )
    shifted.set(lineStart, start - lineStart);
}

function closeUp(out: string[], shifted: Map<number, number>): void {
  for (const [lineStart, indent] of shifted) {
    let lineEnd = lineStart;
    while (lineEnd < out.length && out[lineEnd] !== "\n") lineEnd += 1;
    const text = out.slice(lineStart + indent, lineEnd).join("");
    if (text.trim() !== "") write(out, lineStart + indent, lineEnd, text.trimStart());
  }
}

/** Writes `text` over `out[start..end)`, padded with spaces to the same length. */
function write(out: string[], start: number, end: number, text: string): void {
  const padded = text.padEnd(end - start, " ");
  for (let index = start; index < end; index += 1) out[index] = padded[index - start] ?? " ";
}
