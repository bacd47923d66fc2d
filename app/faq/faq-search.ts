/**
 * FAQ search (spec section 5): case-insensitive substring match on question or answer,
 * recomputed on every input. The haystacks are built once per list, so a keystroke over 1,000
 * items is one `includes` per item.
 */

export interface SearchableFaq {
  question: string;
  answerHtml: string;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** The text a reader sees in sanitized HTML: tags dropped, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => decodeEntity(whole, name))
    .replace(/\s+/g, " ")
    .trim();
}

function decodeEntity(whole: string, name: string): string {
  if (name.startsWith("#")) {
    const code =
      name[1] === "x" || name[1] === "X"
        ? parseInt(name.slice(2), 16)
        : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  }
  return ENTITIES[name.toLowerCase()] ?? whole;
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
