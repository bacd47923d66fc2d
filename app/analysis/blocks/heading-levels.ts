/**
 * Heading levels under the page's `h1` title. A body whose first heading skips levels (`# Title`
 * then `### Section`, common in posts from other generators) is shown shifted so it starts at
 * `h2`, its own structure kept; ids come from the text, so anchors do not change. A skip inside
 * the body (`## A` then `#### B`) is the author's to fix: a warning at its line.
 */
import type { Token } from "#app/markdown/index.ts";
import { contentWarning, type ContentProblem } from "./content-problem.ts";

type Heading = Token & { type: "heading"; depth: number; text: string };
const isHeading = (token: Token): token is Heading => token.type === "heading";

/** How many levels the body's headings move up: its first heading below the title goes to h2. */
export function headingShift(tokens: readonly Token[]): number {
  const first = tokens.find((token) => isHeading(token) && token.depth > 1);
  return first && isHeading(first) ? Math.max(0, first.depth - 2) : 0;
}

/** The tokens with every heading below the title `shift` levels up (copies: the analysis is shared). */
export function shiftHeadings(tokens: Token[], shift: number): Token[] {
  if (shift === 0) return tokens;
  return tokens.map((token) =>
    isHeading(token) && token.depth > 1
      ? { ...token, depth: Math.max(2, token.depth - shift) }
      : token,
  );
}

/** A heading more than one level below the one before it, after the first (top-level tokens from `from`). */
export function findHeadingSkips(tokens: readonly Token[], from: number): ContentProblem[] {
  const problems: ContentProblem[] = [];
  let offset = from;
  let previous: number | undefined;
  for (const token of tokens) {
    if (isHeading(token) && token.depth > 1) {
      if (previous !== undefined && token.depth > previous + 1)
        problems.push(
          contentWarning(
            `heading level skipped: h${token.depth} after h${previous} (write ${"#".repeat(previous + 1)} ${token.text})`,
            offset,
          ),
        );
      previous = token.depth;
    }
    offset += token.raw.length;
  }
  return problems;
}
