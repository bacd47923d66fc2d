/** What other features may use of `app/data/`. */
export { fetchText } from "./http.ts";
export { loadPage, type ContentSource, type PageMessage, type PageModel } from "./load-page.ts";
export { readPageIndexFromManifest } from "./page-index.ts";
export { pageMarkdownRenderer } from "./render-page-markdown.ts";
