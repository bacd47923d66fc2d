/** What other features may use of `app/engine/`. */
export { scanBlocks } from "./blocks/blocks.ts";
export { parseContentDate, toRfc822, type ContentDate } from "./blocks/content-dates.ts";
export { contentError, contentWarning, type ContentProblem } from "./blocks/content-problem.ts";
export { type PageData } from "./blocks/data-block.ts";
export { readFrontMatter, type ParsedFrontMatter } from "./blocks/front-matter.ts";
export { type LinkTarget } from "./blocks/link-targets.ts";
export { resolveMeta, type MetaBlock, type PageMeta } from "./blocks/meta.ts";
export { priceAgeDays, readPriceDate } from "./blocks/price-date.ts";
export { type Product } from "./blocks/product.ts";
export { parseProductsBlock } from "./blocks/products-block.ts";
export { splitTags } from "./blocks/tags.ts";
export { pathSegments, titleFromKey, toCanonicalPath } from "./content-folder/content-key.ts";
export {
  CONTENT_BASE,
  LINKS_FILE,
  LINKS_PATH,
  MANIFEST_FILE,
  MANIFEST_PATH,
  toFolderFile,
  toSitePath,
} from "./content-folder/layout.ts";
export { findDisclosurePlace } from "./links/disclosure-place.ts";
export {
  AFFILIATE_REL,
  GO_LINK_SCHEME,
  GO_PATH,
  GO_PATH_SEGMENT,
  isGoLink,
  resolveGoLink,
} from "./links/go-link.ts";
export {
  EMPTY_REGISTRY,
  MAX_SLUG_LENGTH,
  SLUG_PATTERN,
  parseLinkRegistry,
  readLinkRegistry,
  type LinkRegistry,
} from "./links/link-registry.ts";
export { hideDrafts, showDrafts, withDraftsHidden, withDraftsShown } from "./manifest/drafts.ts";
export {
  ENTRY_STATUSES,
  ENTRY_TYPES,
  FIXED_PATHS,
  ManifestEntrySchema,
  fixedRouteClash,
  listDoneEntries,
  loadManifest,
  parseManifest,
  readManifest,
  type EntryType,
  type ManifestEntry,
  type ReadText,
} from "./manifest/manifest.ts";
export { analyzeMarkdown, fileOffsets } from "./page/analyze-markdown.ts";
export { FAQ_ANCHOR_PREFIX } from "./page/faq-anchors.ts";
export type {
  ContentSource,
  ImageVariant,
  JsonLdObject,
  JsonLdValue,
  LoadResult,
  Logger,
  PageImages,
  PageMessage,
  PageModel,
  ProductImage,
  SlotVariants,
} from "./page/page-model.ts";
export {
  parsePageContent,
  type ContentPart,
  type FaqItem,
  type MarkdownInput,
  type PageContent,
  type SlugCounter,
} from "./page/page-content.ts";
export { FIXED_ROUTES, OWN_ROUTE_PATHS } from "./routing/fixed-routes.ts";
export {
  DEFAULT_LISTING_PAGE_SIZE,
  listingPagePath,
  parseListingPagePath,
  type Pagination,
} from "./routing/listing-pages.ts";
export {
  MAX_RECORD_PROBLEMS,
  PAGE_INDEX_DIR,
  buildPageIndexRecord,
  createPageIndexBuilder,
  listListingsAbove,
  pageIndexFile,
  pageIndexUrl,
  pagePathOfIndexUrl,
  parsePageIndexRecord,
  type ManifestView,
  type PageIndexRecord,
} from "./routing/page-index.ts";
export { publicContentFiles, type PublicFileTest } from "./routing/public-files.ts";
export {
  listPrerenderPaths,
  resolvePage,
  type ListingLink,
  type PageLayout,
  type PageRequest,
  type Resolution,
  type RoutingOptions,
} from "./routing/resolve-page.ts";
