/**
 * What the checker adds for affiliate links in one markdown file: `go:` text links whose slug is
 * not in the registry (products with one are already reported by the page analysis), and price
 * dates older than the allowed age.
 */
import { findLinkUses } from "#app/analysis/index.ts";
import { priceAgeDays, type LinkRegistry } from "#app/affiliate/index.ts";
import {
  contentError,
  contentWarning,
  locateProductAttribute,
  type AnalyzedMarkdown,
  type ContentProblem,
} from "#app/analysis/index.ts";

export interface AffiliateCheckOptions {
  links: LinkRegistry;
  /** The day prices are aged against (today, in production). */
  today: Date;
  /** PRICE_MAX_AGE_DAYS, default 30. */
  priceMaxAgeDays: number;
}

/** `analyzed`: the file's one analysis; findings are at offsets in the file. */
export function checkAffiliate(
  analyzed: Pick<AnalyzedMarkdown, "links" | "products" | "productEntries">,
  options: AffiliateCheckOptions,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const use of findLinkUses(analyzed)) {
    if (use.kind !== "go" || use.inProduct || options.links.bySlug.has(use.slug)) continue;
    problems.push(contentError(`the link go:${use.slug} is not in links.json`, use.offset));
  }
  for (const product of analyzed.products) {
    if (!product.priceDate) continue;
    const age = priceAgeDays(product.priceDate, options.today);
    if (age <= options.priceMaxAgeDays) continue;
    const message = `Product ${product.number} "${product.title}": priceDate ${product.priceDate} is ${age} days old (allowed: ${options.priceMaxAgeDays}); check the price`;
    const { offset } = locateProductAttribute(analyzed.productEntries, product.number, "priceDate");
    problems.push(contentWarning(message, offset));
  }
  return problems;
}
