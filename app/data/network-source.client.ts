/** Content fetched from the site's `/assets/content/` folder: pages not prerendered. */
import type { ContentSource } from "./load-page.ts";
import { fetchContentText } from "./content-folder.client.ts";
import { renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.client.ts";
import { site } from "#app/config/index.ts";

export function createNetworkSource(): ContentSource {
  return {
    readText: fetchContentText,
    renderMarkdown: (markdown, slugs, links) => renderMarkdown(markdown, sanitize, slugs, links),
    baseUrl: site.baseUrl,
    siteTitle: site.title,
    log: console,
  };
}
