/**
 * Where a page shows the affiliate disclosure: just before its first affiliate product card, or,
 * when its only affiliate links are in the text, above the text. Every product card is an
 * affiliate link (it carries `rel="sponsored"`), and so is every resolved `go:` link.
 */
import { AFFILIATE_REL } from "./go-link.ts";

interface Part {
  kind: string;
  html?: string;
}
interface Faq {
  answerHtml: string;
  product?: unknown;
}

const AFFILIATE_ANCHOR = `rel="${AFFILIATE_REL}"`;

/**
 * Index of the part the disclosure stands before; `parts.length` is after every part. A reader
 * meets it before the first link that earns money: when the text has an affiliate link before
 * the first card, it stands above the text.
 */
export function findDisclosurePlace(
  parts: readonly Part[],
  gridProducts: readonly unknown[],
  faq: readonly Faq[],
): number | undefined {
  const faqHasCard = faq.some((item) => item.product);
  const isCard = (part: Part) =>
    part.kind === "product" ||
    (part.kind === "grid" && gridProducts.length > 0) ||
    (part.kind === "faq" && faqHasCard);
  const inText = (part: Part) =>
    part.html?.includes(AFFILIATE_ANCHOR) === true ||
    (part.kind === "faq" && faq.some((item) => item.answerHtml.includes(AFFILIATE_ANCHOR)));
  const first = parts.findIndex((part) => isCard(part) || inText(part));
  const firstPart = parts[first];
  if (firstPart) return isCard(firstPart) ? first : 0;
  // A FAQ page's list follows its parts.
  if (faqHasCard) return parts.length;
  return faq.some((item) => item.answerHtml.includes(AFFILIATE_ANCHOR)) ? 0 : undefined;
}
