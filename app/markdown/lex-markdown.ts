/**
 * The one markdown dialect of the site: CommonMark with GFM (tables, task lists, strikethrough,
 * autolinks) and footnotes. Lexing and rendering both start from `markdownExtensions`, so the
 * tokens the engine reads are the tokens the renderer prints.
 */
import { getDefaults, Lexer, Marked, type MarkedExtension, type Token } from "marked";
import markedFootnote from "marked-footnote";

export type { Token, Tokens } from "marked";

/** A fresh set each time: marked-footnote keeps per-document state in its closure. */
export function markdownExtensions(): MarkedExtension[] {
  // The notes are labelled "Footnotes" for screen readers; sighted readers see a numbered list.
  return [{ gfm: true, async: false }, markedFootnote({ headingClass: "visually-hidden" })];
}

/** The whole file as one document: one link-reference table, one footnote list (at the end). */
export function lexMarkdown(markdown: string): Token[] {
  const marked = new Marked(...markdownExtensions());
  const tokens = marked.lexer(markdown);
  // marked-footnote moves its list to the end (and resets its state) in walkTokens, which
  // marked runs in parse() but not in lexer().
  const walk = marked.defaults.walkTokens;
  if (walk) marked.walkTokens(tokens, walk);
  // A document without footnote references keeps an empty list at its start: drop it.
  return tokens.filter((token) => token.type !== "footnotes" || token.items.length > 0);
}

/** Inline markdown on its own (a filled-in `{{key}}` value: a URL in it becomes a link). */
export function lexInline(text: string): Token[] {
  return Lexer.lexInline(text, { ...getDefaults(), gfm: true });
}
