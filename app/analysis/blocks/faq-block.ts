/**
 * The FAQ block: `Q:` / `A:` items, answers in markdown over as many lines as they need, and
 * `PRODUCT: N` attaching product N to the item before it (docs/authoring.md, "FAQ and INSERT FAQ").
 */
import { contentError, contentWarning, type ContentProblem } from "./content-problem.ts";
import type { Product } from "./product.ts";

export interface FaqEntry {
  question: string;
  /** The answer's markdown, continuation lines dedented. */
  answer: string;
  product?: Product;
  offset: number;
}

export interface ParsedFaq {
  entries: FaqEntry[];
  problems: ContentProblem[];
}

interface Draft {
  offset: number;
  question: string[];
  answer?: string[];
  productNumber?: { value: string; offset: number };
}

const QUESTION = /^\s*Q:\s?(.*)$/;
const ANSWER = /^\s*A:\s?(.*)$/;
const PRODUCT = /^\s*PRODUCT:\s*(.*?)\s*$/i;

/** `products`: the page's usable products; `productCount`: how many entries its block has. */
export function parseFaqBlock(
  body: string,
  bodyOffset: number,
  products: readonly Product[],
  productCount: number,
): ParsedFaq {
  const problems: ContentProblem[] = [];
  const drafts: Draft[] = [];
  let current: Draft | undefined;
  let offset = bodyOffset;
  for (const line of body.split("\n")) {
    const at = offset;
    offset += line.length + 1;
    const question = QUESTION.exec(line);
    const answer = ANSWER.exec(line);
    const product = PRODUCT.exec(line);
    if (question) {
      current = { offset: at, question: [question[1] ?? ""] };
      drafts.push(current);
    } else if (!current) {
      if (line.trim() !== "")
        problems.push(contentWarning("FAQ text before the first Q: ignored", at));
    } else if (answer && !current.answer) {
      current.answer = [answer[1] ?? ""];
    } else if (product) {
      if (current.productNumber)
        problems.push(contentWarning("FAQ item has two PRODUCT: lines; the last wins", at));
      current.productNumber = { value: product[1] ?? "", offset: at };
    } else if (current.answer) {
      current.answer.push(line);
    } else if (line.trim() !== "") {
      current.question.push(line.trim());
    }
  }
  const entries: FaqEntry[] = [];
  for (const draft of drafts) {
    const entry = toEntry(draft, products, productCount, problems);
    if (entry) entries.push(entry);
  }
  if (drafts.length === 0) problems.push(contentError("FAQ block has no Q: items", bodyOffset));
  return { entries, problems };
}

function toEntry(
  draft: Draft,
  products: readonly Product[],
  count: number,
  problems: ContentProblem[],
): FaqEntry | undefined {
  const question = draft.question.join(" ").trim();
  const answer = dedent(draft.answer ?? []).trim();
  if (question === "") {
    problems.push(contentError("FAQ item skipped: its Q: is empty", draft.offset));
    return undefined;
  }
  if (answer === "") {
    problems.push(
      contentError(`FAQ item "${question}" skipped: it has no answer (A:)`, draft.offset),
    );
    return undefined;
  }
  const entry: FaqEntry = { question, answer, offset: draft.offset };
  if (draft.productNumber) {
    const { value, offset } = draft.productNumber;
    const number = /^[1-9]\d*$/.test(value) ? Number(value) : NaN;
    const product = products.find((item) => item.number === number);
    if (product) entry.product = product;
    else if (Number.isNaN(number))
      problems.push(contentError(`PRODUCT: needs a product number from 1, got "${value}"`, offset));
    else if (number > count)
      problems.push(contentError(`PRODUCT: ${number}: there is no product ${number}`, offset));
    else problems.push(contentError(`PRODUCT: ${number}: product ${number} was skipped`, offset));
  }
  return entry;
}

/** Removes the indentation the continuation lines share; the first line is already bare. */
function dedent([first = "", ...rest]: string[]): string {
  const indents = rest
    .filter((line) => line.trim() !== "")
    .map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return [first, ...rest.map((line) => line.slice(cut))].join("\n");
}
