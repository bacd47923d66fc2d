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

/** Index of the part the disclosure stands before; `parts.length` is after every part. */
export function findDisclosurePlace(
  parts: readonly Part[],
  gridProducts: readonly unknown[],
  faq: readonly Faq[],
): number | undefined {
  const faqHasCard = faq.some((item) => item.product);
  const firstCard = parts.findIndex(
    (part) =>
      part.kind === "product" ||
      (part.kind === "grid" && gridProducts.length > 0) ||
      (part.kind === "faq" && faqHasCard),
  );
  if (firstCard !== -1) return firstCard;
  // A FAQ page's list follows its parts.
  if (faqHasCard && !parts.some((part) => part.kind === "faq")) return parts.length;
  const inText =
    parts.some((part) => part.html?.includes(AFFILIATE_ANCHOR)) ||
    faq.some((item) => item.answerHtml.includes(AFFILIATE_ANCHOR));
  return inText ? 0 : undefined;
}
