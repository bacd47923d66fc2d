/**
 * A markdown file read without rendering: its blocks parsed, its text planned into segments, and
 * every problem with its offset. The page renderer (page-content.ts) and the content checker
 * (`npm run check-content`) both start here, so they never disagree about a file.
 */
import { EMPTY_REGISTRY, type LinkRegistry } from "#app/affiliate/index.ts";
import { scanBlocks, type Block, type BlockName } from "#app/analysis/blocks/blocks.ts";
import { contentWarning, type ContentProblem } from "#app/analysis/blocks/content-problem.ts";
import { parseFrontMatter, type ParsedFrontMatter } from "#app/analysis/blocks/front-matter.ts";
import type { LinkTarget } from "#app/analysis/blocks/link-targets.ts";
import { parseDataBlock, type PageData } from "#app/analysis/blocks/data-block.ts";
import { parseFaqBlock, type FaqEntry } from "#app/analysis/blocks/faq-block.ts";
import { parseMetaBlock } from "#app/analysis/blocks/meta-block.ts";
import type { MetaBlock } from "#app/analysis/blocks/meta.ts";
import { findUnknownPlaceholders } from "#app/analysis/blocks/placeholders.ts";
import type { Product } from "#app/analysis/blocks/product.ts";
import { parseProductsBlock, type ProductEntry } from "#app/analysis/blocks/products-block.ts";
import type { PageLayout } from "#app/content/index.ts";
import { planSegments, type PlannedPart } from "./segments.ts";

export interface AnalyzedMarkdown {
  metaBlock: MetaBlock;
  data: PageData;
  /** Usable products, in block order. */
  products: Product[];
  /** Every entry of the PRODUCTS block as written, usable or not, each attribute at its offset in the file. */
  productEntries: ProductEntry[];
  faq: FaqEntry[];
  /** Text segments (markdown, blocks removed) and what stands between them, in page order. */
  parts: PlannedPart[];
  /** The front matter as read (its lists, key offsets in the file, draft flag), if there is one. */
  frontMatter: ParsedFrontMatter | undefined;
  /** Every link and image the page shows (not in code or comments), at its offset in the file. */
  links: LinkTarget[];
  /** Every problem, sorted by offset. */
  problems: ContentProblem[];
}

export function analyzeMarkdown(
  markdown: string,
  layout: PageLayout,
  links: LinkRegistry = EMPTY_REGISTRY,
  /** The page's site path, which its product links carry (none: the checker's reading). */
  page?: string,
): AnalyzedMarkdown {
  const source = markdown.replace(/\r\n?/g, "\n");
  const scan = scanBlocks(source);
  const problems: ContentProblem[] = [...scan.problems];
  const parsedFront = scan.frontMatter && parseFrontMatter(scan.frontMatter);
  const front = parsedFront ?? { meta: {}, data: {}, problems: [] };
  const block = (name: BlockName) => firstBlock(scan.blocks, name, problems);

  const metaSource = block("META");
  const meta = metaSource
    ? parseMetaBlock(metaSource.body, metaSource.bodyOffset)
    : { meta: {}, problems: [] };
  const dataSource = block("DATA");
  const data = dataSource
    ? parseDataBlock(dataSource.body, dataSource.bodyOffset)
    : { data: {}, problems: [] };
  const productsSource = block("PRODUCTS");
  const products = productsSource
    ? parseProductsBlock(productsSource.body, productsSource.bodyOffset, links, page)
    : { products: [], entries: [], count: 0, problems: [] };
  const faqSource = block("FAQ");
  const faq = faqSource
    ? parseFaqBlock(faqSource.body, faqSource.bodyOffset, products.products, products.count)
    : { entries: [], problems: [] };
  problems.push(...front.problems, ...meta.problems, ...data.problems);
  problems.push(...products.problems, ...faq.problems);
  // Where a META or DATA block gives the same key as the front matter, the block wins.
  const metaBlock = { ...front.meta, ...meta.meta };
  const pageData = { ...front.data, ...data.data };

  const plan = planSegments({
    flow: scan.flow,
    layout,
    markers: scan.markers,
    products: products.products,
    productsBlock: productsSource && { offset: productsSource.start, count: products.count },
    faqBlock:
      faqSource && faq.entries.length > 0
        ? { offset: faqSource.start, attachesProducts: faq.entries.some((entry) => entry.product) }
        : undefined,
  });
  problems.push(...plan.problems);
  problems.push(...findUnknownPlaceholders(scan.placeholders, { ...pageData, baseUrl: "" }));
  const toFile = fileOffsets(markdown);
  const frontMatter = parsedFront && {
    ...parsedFront,
    offsets: Object.fromEntries(
      Object.entries(parsedFront.offsets).map(([key, offset]) => [key, toFile(offset)]),
    ),
  };
  return {
    metaBlock,
    frontMatter,
    links: scan.links.map((link) => ({
      ...link,
      offset: toFile(link.offset),
      urlOffset: toFile(link.urlOffset),
    })),
    data: pageData,
    products: products.products,
    productEntries: products.entries.map((entry) => ({
      ...entry,
      offset: toFile(entry.offset),
      written: entry.written.map((written) => ({ ...written, offset: toFile(written.offset) })),
    })),
    faq: faq.entries,
    parts: plan.parts,
    problems: problems
      .map((problem) => ({ ...problem, offset: toFile(problem.offset) }))
      .sort((a, b) => a.offset - b.offset),
  };
}

/** The first block of a kind; later ones are reported and ignored. */
function firstBlock(
  blocks: readonly Block[],
  name: BlockName,
  problems: ContentProblem[],
): Block | undefined {
  const all = blocks.filter((item) => item.name === name);
  for (const extra of all.slice(1))
    problems.push(contentWarning(`a second ${name} block: ignored`, extra.start));
  return all[0];
}

/** Offsets in the `\n`-only text (what marked lexes) → offsets in the file as written. */
function fileOffsets(markdown: string): (offset: number) => number {
  const returns = [...markdown.matchAll(/\r(?=\n)/g)].map((match) => match.index);
  if (returns.length === 0) return (offset) => offset;
  return (offset) => {
    let at = offset;
    for (const index of returns) if (index <= at) at += 1;
    return at;
  };
}
