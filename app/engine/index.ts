/** What other features may use of `app/engine/`. */
export { scanBlocks } from "./blocks/blocks.ts";
export { parseContentDate, toRfc822, type ContentDate } from "./blocks/content-dates.ts";
export { contentError, contentWarning, type ContentProblem } from "./blocks/content-problem.ts";
export { type PageData } from "./blocks/data-block.ts";
export {
  findFrontMatter,
  parseFrontMatterValues,
  readFrontMatter,
  type ParsedFrontMatter,
} from "./blocks/front-matter.ts";
export { FRONT_MATTER_SYNONYMS } from "./blocks/front-matter-fields.ts";
export { type LinkTarget } from "./blocks/link-targets.ts";
export { resolveMeta, type MetaBlock, type PageMeta } from "./blocks/meta.ts";
export { priceAgeDays, readPriceDate } from "./blocks/price-date.ts";
export { type Product } from "./blocks/product.ts";
export { parseProductsBlock } from "./blocks/products-block.ts";
export { splitTags } from "./blocks/tags.ts";
export { pathSegments, titleFromKey, toCanonicalPath } from "./content-folder/content-key.ts";
export { mapInParallel } from "./content-folder/read-in-parallel.ts";
export {
  CONTENT_BASE,
  LINKS_FILE,
  LINKS_PATH,
  MANIFEST_FILE,
  SITE_FILE,
  SITE_PATH,
  MANIFEST_PATH,
  REDIRECTS_FILE,
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
  type LinkEntry,
  type LinkRegistry,
} from "./links/link-registry.ts";
export { COUNTRY_CODES } from "./links/country-codes.ts";
export {
  countryUrls,
  DEFAULT_LINK_STATUS,
  isRealDay,
  type LinkStatus,
} from "./links/link-fields.ts";
export {
  chooseLinkTarget,
  isTimeZone,
  linkWindow,
  siteDay,
  type LinkAnswer,
} from "./links/link-target.ts";
export {
  normalizeRedirectPath,
  readRedirectTarget,
  redirectLocation,
  type RedirectTarget,
} from "./redirects/redirect-path.ts";
export {
  mayHaveAliases,
  parseRedirectsFile,
  readFrontMatterAliases,
  readRedirectsFile,
  type RedirectOrigin,
  type RedirectProblem,
  type RedirectRule,
  type RedirectStatus,
} from "./redirects/redirect-rules.ts";
export {
  EMPTY_REDIRECTS,
  buildRedirectTable,
  findRedirect,
  listRedirectSources,
  type RedirectSite,
  type RedirectTable,
} from "./redirects/redirect-table.ts";
export { loadRedirects, publishedPages } from "./redirects/load-redirects.ts";
export { linkAliasRules } from "./redirects/link-aliases.ts";
export {
  readRedirectTableFile,
  REDIRECT_TABLE_FILE,
  staticLinkRules,
  toRedirectTableFile,
  type RedirectTableFile,
  type SiteRedirects,
  type StaticLinkRule,
} from "./redirects/redirect-table-file.ts";
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
export { analyzeMarkdown, fileOffsets, type AnalyzedMarkdown } from "./page/analyze-markdown.ts";
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
export { formatDay } from "./page/format-day.ts";
export { readHeaderDate, type HeaderDate, type PostHeader } from "./page/post-header.ts";
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
  resolveListingLink,
  type ListingLink,
  type PageLayout,
  type PageRequest,
  type Resolution,
  type RoutingOptions,
} from "./routing/resolve-page.ts";
export {
  parseSiteIdentity,
  readSiteIdentity,
  SITE_KEYS,
  SOCIAL_NETWORKS,
  type SiteIdentity,
  type SiteLink,
  type SiteProblem,
} from "./site-identity/site-identity.ts";
