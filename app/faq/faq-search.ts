/**
 * FAQ search: case-insensitive substring match on question or answer,
 * recomputed on every input. The haystacks are built once per list, so a keystroke over 1,000
 * items is one `includes` per item.
 */

import { htmlToText } from "#app/markdown/index.ts";

export interface SearchableFaq {
  question: string;
  answerHtml: string;
}

/** One lower-cased haystack per item: its question and its answer's text. */
export function buildFaqHaystacks(items: readonly SearchableFaq[]): string[] {
  return items.map((item) => `${item.question}\n${htmlToText(item.answerHtml)}`.toLowerCase());
}

/** Whether each item matches `term`; an empty (or blank) term matches every item. */
export function matchFaqs(haystacks: readonly string[], term: string): boolean[] {
  const needle = term.trim().toLowerCase();
  if (needle === "") return haystacks.map(() => true);
  return haystacks.map((haystack) => haystack.includes(needle));
}
