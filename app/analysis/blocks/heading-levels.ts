/**
 * Heading levels under the page's `h1` title. A body whose first heading skips levels (`# Title`
 * then `### Section`, common in posts from other generators) is shown shifted so it starts at
 * `h2`, its own structure kept; ids come from the text, so anchors do not change. A skip inside
 * the body (`## A` then `#### B`) is the author's to fix: a warning at its line; the page shows
 * that heading one level below the one before it (`h3`), so the outline a screen reader reads
 * never jumps a level (axe `heading-order`), and the headings keep their order of rank.
 */
import type { Token } from "#app/markdown/index.ts";
import { contentWarning, type ContentProblem } from "./content-problem.ts";

type Heading = Token & { type: "heading"; depth: number; text: string };
const isHeading = (token: Token): token is Heading => token.type === "heading";

/**
 * The level each heading below the title is shown at, for the page's text tokens in reading
 * order: the body shifted so its first heading is `h2`, then never more than one level below the
 * heading before it. A body `#` heading stays an `h1`.
 */
export function headingLevels(tokens: readonly Token[]): Map<Token, number> {
  const levels = new Map<Token, number>();
  const first = tokens.find((token) => isHeading(token) && token.depth > 1);
  const shift = first && isHeading(first) ? Math.max(0, first.depth - 2) : 0;
  let previous = 1;
  for (const token of tokens) {
    if (!isHeading(token)) continue;
    const level = token.depth === 1 ? 1 : Math.min(Math.max(2, token.depth - shift), previous + 1);
    if (level !== token.depth) levels.set(token, level);
    previous = level;
  }
  return levels;
}

/** The tokens with each heading at its level from `headingLevels` (copies: the analysis is shared). */
export function withHeadingLevels(tokens: Token[], levels: ReadonlyMap<Token, number>): Token[] {
  if (levels.size === 0) return tokens;
  return tokens.map((token) => {
    const level = levels.get(token);
    return level === undefined ? token : { ...token, depth: level };
  });
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
