/** What other features may use of `app/seo/`. */
export { toAbsoluteUrl } from "./absolute-url.ts";
export { describePage } from "./describe-page.ts";
export { buildFeedFiles, feedSite, isFeedFileName, type FeedFileName } from "./feeds/feeds.ts";
export { type SitemapLimits } from "./feeds/sitemap-index.ts";
export { readFactsFrom, type MarkdownFacts, type ReadFacts } from "./feeds/published-pages.ts";
export { buildPageHead } from "./page-meta.ts";
export { buildStructuredData } from "./structured-data.ts";
