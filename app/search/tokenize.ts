/**
 * How text becomes search terms, the same in the build (the index) and in the browser (the
 * query): lower case, accents dropped (NFKD without combining marks: "café" is "cafe"), runs of
 * Unicode letters and digits (Greek too), English words reduced to their Porter stem so "fails"
 * finds "fail". Words in other scripts are kept whole.
 */
import { stemmer } from "stemmer";

export interface Word {
  /** The word as written. */
  text: string;
  /** Offset in the text. */
  at: number;
  /** Its term: folded, and stemmed when it is Latin letters. */
  term: string;
  /** Folded, not stemmed: what a prefix typed so far is compared with. */
  folded: string;
}

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;
const LATIN = /^[a-z]+$/;
/** Longer runs are not words (hashes, base64): they are not indexed. */
const MAX_TERM_LENGTH = 40;

function fold(text: string): string {
  return text.normalize("NFKD").replace(MARKS, "").toLowerCase();
}

function toTerm(folded: string): string {
  return LATIN.test(folded) ? stemmer(folded) : folded;
}

/**
 * Each short word's fold and term, as worked out before: a site's pages share most of their
 * words, and folding and stemming each occurrence again were a fifth of the search index's
 * extraction. Only words of up to 12 characters are kept: V8 copies a substring that short, so
 * an entry never holds on to the page text it was found in (a longer one may be a view into it).
 * Cleared when full, so the memory stays bounded whatever the site.
 */
const KNOWN_WORDS_MAX = 50_000;
const MAX_KEPT_WORD_LENGTH = 12;
const knownWords = new Map<string, { folded: string; term: string }>();

function termOf(written: string): { folded: string; term: string } {
  const known = knownWords.get(written);
  if (known) return known;
  const folded = fold(written);
  const found = { folded, term: toTerm(folded) };
  if (written.length <= MAX_KEPT_WORD_LENGTH) {
    if (knownWords.size >= KNOWN_WORDS_MAX) knownWords.clear();
    knownWords.set(written, found);
  }
  return found;
}

/** The words of `text` in order, with their terms. */
export function words(text: string): Word[] {
  const found: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const { folded, term } = termOf(match[0]);
    if (folded.length > MAX_TERM_LENGTH) continue;
    found.push({ text: match[0], at: match.index, term, folded });
  }
  return found;
}
