/** What other features may use of `app/analysis/`: blocks, front matter, one analysis per file, page content and the page model's types. */
export { parseContentDate, toRfc822, type ContentDate } from "./blocks/content-dates.ts";
export { contentError, contentWarning, type ContentProblem } from "./blocks/content-problem.ts";
export { type PageData } from "./blocks/data-block.ts";
export { findFrontMatter, parseFrontMatterValues, readFrontMatter } from "./blocks/front-matter.ts";
export { FRONT_MATTER_SYNONYMS } from "./blocks/front-matter-fields.ts";
export { isDraftFrontMatter } from "./blocks/draft-flag.ts";
export { type LinkTarget } from "./blocks/link-targets.ts";
export { resolveMeta, type MetaBlock, type PageMeta } from "./blocks/meta.ts";
export { type Product } from "./blocks/product.ts";
export { locateProductAttribute, parseProductsBlock } from "./blocks/products-block.ts";
export { PRODUCT_ATTRIBUTES, type ProductAttribute } from "./blocks/product.ts";
export { splitTags } from "./blocks/tags.ts";
export { analyzeMarkdown, type AnalyzedMarkdown } from "./page/analyze-markdown.ts";
export { FAQ_ANCHOR_PREFIX } from "./page/faq-anchors.ts";
export type {
  ContentSource,
  ImageVariant,
  JsonLdObject,
  JsonLdValue,
  LoadResult,
  PageImages,
  PageMessage,
  PageModel,
  ProductImage,
  SlotVariants,
  SummaryFacts,
} from "./page/page-model.ts";
export {
  parsePageContent,
  type ContentPart,
  type FaqItem,
  type PageContent,
} from "./page/page-content.ts";
export { readHeaderDate } from "./page/post-header.ts";
export { withPublishDate } from "./page/scheduled-date.ts";
export { parseFrontMatter } from "./blocks/front-matter.ts";
export { findLinkUses } from "./page/link-uses.ts";
