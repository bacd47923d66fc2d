/**
 * What the tokens of a file hold that the engine reads: HTML comments (blocks, markers, notes),
 * `{{key}}` placeholders and the links and images it shows, each with its offset in the file. Code tokens are passed over, so
 * anything written in code stays text.
 */
import type { Token, Tokens } from "#app/markdown/index.ts";
import { visitTokens } from "./token-walk.ts";
import { createLinkTargets } from "./link-targets.ts";

export interface FoundComment {
  /** The HTML token that holds it, and where in the token's text it is. */
  token: Tokens.HTML | Tokens.Tag;
  index: number;
  text: string;
  /** Offsets in the file. */
  start: number;
  end: number;
  closed: boolean;
  /** Index of the top-level token it lies in. */
  top: number;
}

// CommonMark 0.31: `<!-->` and `<!--->` are (empty) comments; otherwise up to the first `-->`.
const COMMENT = /<!--(?:-?>|[\s\S]*?(?:-->|$))/g;
const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

export function findComments(tokens: readonly Token[], source: string, from: number) {
  const comments: FoundComment[] = [];
  const placeholders: { key: string; offset: number }[] = [];
  const links = createLinkTargets(source);
  visitTokens(tokens, source, from, (token, start, top) => {
    links.visit(token, start);
    for (const text of placeholderTexts(token))
      for (const match of text.matchAll(PLACEHOLDER)) {
        const offset = source.indexOf(match[0], start);
        placeholders.push({ key: match[1] ?? "", offset: offset === -1 ? start : offset });
      }
    if (token.type !== "html") return;
    const html = token as Tokens.HTML | Tokens.Tag;
    let searchFrom = start;
    for (const match of html.text.matchAll(COMMENT)) {
      const firstLine = match[0].split("\n")[0] ?? "";
      const found = source.indexOf(firstLine, searchFrom);
      const at = found === -1 ? searchFrom : found;
      const end = Math.min(source.length, at + match[0].length);
      const closed = match[0].endsWith("-->") || /^<!---?>$/.test(match[0]);
      comments.push({
        token: html,
        index: match.index,
        text: match[0],
        start: at,
        end,
        closed,
        top,
      });
      searchFrom = end;
    }
  });
  return { comments, placeholders, links: links.finish() };
}

/** The strings of a token where `{{key}}` is replaced (placeholders.ts fills the same ones). */
export function placeholderTexts(token: Token): string[] {
  switch (token.type) {
    case "text":
    case "html":
      return "tokens" in token && token.tokens?.length ? [] : [token.text];
    case "link":
    case "image":
      return [token.href, token.title ?? ""];
    default:
      return [];
  }
}
