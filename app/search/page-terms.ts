/**
 * What the index keeps of one page: its record as a result shows it (trimmed) and each term's
 * weighted count, with the page's length in words. Worked out once per page content (the build's
 * page key): by the build's render thread that wrote the page, or by the index reading the page
 * (tools/search/), and kept between builds (tools/search/index-cache.ts).
 */
import type { PageRecord } from "./site-index-format.ts";
import { words } from "./tokenize.ts";
import { extractPage } from "./extract-page.ts";

/** What a page's file keeps of its text and of each section's: excerpts come from it. */
const TEXT_CHARS = 6_000;
const SECTION_CHARS = 1_500;
const WEIGHTS = { title: 8, heading: 3, text: 1 };

export interface PageTerms {
  /** `pages/<id>.json`'s text. */
  record: string;
  /** Each term and its weighted count, `term\tweight\n` a term, in the page's first-use order. */
  terms: string;
  /** Words in the page. */
  length: number;
}

/** What is kept of a page without an indexed article. */
export const NOT_INDEXED: PageTerms = { record: "", terms: "", length: 0 };

/** A prerendered page's terms, or undefined for a page without an indexed article. */
export function pageTerms(html: string, url: string): PageTerms | undefined {
  const record = extractPage(html, url);
  if (!record) return undefined;
  const { terms, length } = weighTerms(record);
  let lines = "";
  for (const [term, weight] of terms) lines += `${term}\t${weight}\n`;
  return { record: JSON.stringify(trimmed(record)), terms: lines, length };
}

/** `[term, weight]` of a page's `terms` text. */
export function* termWeights(terms: string): Generator<[string, number]> {
  for (const line of terms.split("\n")) {
    if (!line) continue;
    const tab = line.lastIndexOf("\t");
    yield [line.slice(0, tab), Number(line.slice(tab + 1))];
  }
}

/** Each term's weighted count in the page, and the page's length in words. */
function weighTerms(record: PageRecord): { terms: Map<string, number>; length: number } {
  const terms = new Map<string, number>();
  let length = 0;
  const count = (text: string, weight: number) => {
    for (const word of words(text)) {
      terms.set(word.term, (terms.get(word.term) ?? 0) + weight);
      length += 1;
    }
  };
  count(record.title, WEIGHTS.title);
  count(record.text, WEIGHTS.text);
  for (const section of record.sections) {
    count(section.title, WEIGHTS.heading);
    count(section.text, WEIGHTS.text);
  }
  return { terms, length };
}

function trimmed(record: PageRecord): PageRecord {
  return {
    ...record,
    text: record.text.slice(0, TEXT_CHARS),
    sections: record.sections.map((section) => ({
      ...section,
      text: section.text.slice(0, SECTION_CHARS),
    })),
  };
}
