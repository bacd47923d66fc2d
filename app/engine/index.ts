/** What other features may use of `app/engine/`. */
export { scanBlocks } from "./blocks/blocks.ts";
export { parseContentDate, toRfc822, type ContentDate } from "./blocks/content-dates.ts";
export { contentError, type ContentProblem } from "./blocks/content-problem.ts";
export { type PageData } from "./blocks/data-block.ts";
export { resolveMeta, type MetaBlock, type PageMeta } from "./blocks/meta.ts";
export { type Product } from "./blocks/product.ts";
export { splitTags } from "./blocks/tags.ts";
export { pathSegments, titleFromKey, toCanonicalPath } from "./content-folder/content-key.ts";
export {
  CONTENT_BASE,
  MANIFEST_FILE,
  MANIFEST_PATH,
  toFolderFile,
  toSitePath,
} from "./content-folder/layout.ts";
export { showDrafts } from "./manifest/drafts.ts";
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
export { analyzeMarkdown } from "./page/analyze-markdown.ts";
export {
  parsePageContent,
  type FaqItem,
  type PageContent,
  type SlugCounter,
} from "./page/page-content.ts";
export { FIXED_ROUTES } from "./routing/fixed-routes.ts";
export {
  DEFAULT_LISTING_PAGE_SIZE,
  listingPagePath,
  parseListingPagePath,
  type Pagination,
} from "./routing/listing-pages.ts";
export {
  listPrerenderPaths,
  resolvePage,
  type RoutingOptions,
  type ListingLink,
  type PageLayout,
  type PageRequest,
} from "./routing/resolve-page.ts";
