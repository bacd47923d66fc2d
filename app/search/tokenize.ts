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

/** The words of `text` in order, with their terms. */
export function words(text: string): Word[] {
  const found: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const folded = fold(match[0]);
    if (folded.length > MAX_TERM_LENGTH) continue;
    found.push({ text: match[0], at: match.index, term: toTerm(folded), folded });
  }
  return found;
}
