/** What other features may use of `app/seo/`. */
export { toAbsoluteUrl } from "./absolute-url.ts";
export { describePage } from "./describe-page.ts";
export { buildFeedFiles, feedSite, isFeedFileName, type FeedFileName } from "./feeds/feeds.ts";
export { SITEMAP_LIMITS, type SitemapLimits } from "./feeds/sitemap-index.ts";
export { readFactsFrom, type MarkdownFacts, type ReadFacts } from "./feeds/published-pages.ts";
export { buildPageHead, buildPageMeta } from "./page-meta.ts";
export { buildStructuredData, type JsonLdObject } from "./structured-data.ts";
