/**
 * What other features may use of `app/content/`: reading the content folder (its layout, the
 * manifest, drafts, routing, page index records, site identity).
 */
export * from "./folder/index.ts";
export { publishedManifestAt, showDrafts, withDraftsShown } from "./manifest/drafts.ts";
export { ENTRY_STATUSES, isVisible, type EntryStatus } from "./manifest/visibility.ts";
export {
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
export { FIXED_ROUTES, GO_PATH, GO_PATH_SEGMENT, OWN_ROUTE_PATHS } from "./routing/fixed-routes.ts";
export { parseListingPagePath, type Pagination } from "./routing/listing-pages.ts";
export {
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
export { publicContentFiles } from "./routing/public-files.ts";
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
  isTimeZone,
  parseSiteIdentity,
  readSiteIdentity,
  SITE_KEY_NAMES,
  SOCIAL_NETWORKS,
  type SiteIdentity,
  type SiteKey,
} from "./site-identity/site-identity.ts";
