/**
 * Content fetched from the site: each page's index record (`/assets/page-index/`) and its files
 * from `/assets/content/`. For pages not prerendered and client-side navigation.
 */
import type { ContentSource } from "#app/analysis/index.ts";
import { fetchContentText } from "./content-folder.client.ts";
import { pageMarkdownRenderer } from "./render-page-markdown.ts";
import { sanitize } from "#app/markdown/index.client.ts";
import { site } from "#app/config/index.ts";
import { readPageIndexInBrowser } from "./page-index.client.ts";

export function createNetworkSource(): ContentSource {
  return {
    readText: fetchContentText,
    // What the path shows comes from its small index record, not the whole manifest.
    readPageIndex: readPageIndexInBrowser,
    renderMarkdown: pageMarkdownRenderer(sanitize),
    baseUrl: site.baseUrl,
    log: console,
  };
}
