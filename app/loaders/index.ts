/** What other features may use of `app/loaders/`. */
export { loadPage, type ContentSource, type PageModel } from "./load-page.ts";
export { readPageIndexFromManifest } from "./page-index.ts";
export { pageMarkdownRenderer } from "./render-page-markdown.ts";
export { summaryFacts } from "./listing-summaries.ts";
