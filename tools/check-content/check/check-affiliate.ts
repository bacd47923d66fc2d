/**
 * What the checker adds for affiliate links in one markdown file: `go:` text links whose slug is
 * not in the registry (products with one are already reported by the page analysis), and price
 * dates older than the allowed age.
 */
import { findLinkUses } from "#app/affiliate/index.ts";
import { priceAgeDays, type LinkRegistry } from "#app/links/index.ts";
import {
  contentError,
  contentWarning,
  type ContentProblem,
  type Product,
  scanBlocks,
} from "#app/analysis/index.ts";

export interface AffiliateCheckOptions {
  links: LinkRegistry;
  /** The day prices are aged against (today, in production). */
  today: Date;
  /** PRICE_MAX_AGE_DAYS, default 30. */
  priceMaxAgeDays: number;
}

export function checkAffiliate(
  markdown: string,
  products: readonly Product[],
  options: AffiliateCheckOptions,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const use of findLinkUses(markdown)) {
    if (use.kind !== "go" || use.inProduct || options.links.bySlug.has(use.slug)) continue;
    problems.push(contentError(`the link go:${use.slug} is not in links.json`, use.offset));
  }
  for (const product of products) {
    if (!product.priceDate) continue;
    const age = priceAgeDays(product.priceDate, options.today);
    if (age <= options.priceMaxAgeDays) continue;
    const message = `Product ${product.number} "${product.title}": priceDate ${product.priceDate} is ${age} days old (allowed: ${options.priceMaxAgeDays}); check the price`;
    problems.push(contentWarning(message, locatePriceDate(markdown, product.number)));
  }
  return problems;
}

/** Where product `number`'s priceDate attribute is written (else its START PRODUCT). */
function locatePriceDate(markdown: string, number: number): number {
  const block = scanBlocks(markdown).blocks.find((item) => item.name === "PRODUCTS");
  if (!block) return 0;
  const starts = [...block.body.matchAll(/START\s+PRODUCT\b/gi)].map((match) => match.index);
  const start = starts[number - 1];
  if (start === undefined) return block.start;
  const entry = block.body.slice(start, starts[number] ?? block.body.length);
  const attribute = /\bpriceDate\s*=/i.exec(entry);
  return block.bodyOffset + start + (attribute?.index ?? 0);
}
