/** Content fetched from the site's `/assets/content/` folder: pages not prerendered. */
import type { ContentSource } from "#app/engine/page/load-page.ts";
import { fetchText } from "./http.ts";
import { renderMarkdown } from "#app/markdown/render-markdown.ts";
import { sanitize } from "#app/markdown/sanitize.client.ts";
import { site } from "#app/config/site.ts";

export function createNetworkSource(): ContentSource {
  return {
    readText: (sitePath) => fetchText(`/${sitePath.replace(/^\/+/, "")}`),
    renderMarkdown: (markdown, slugs, links) => renderMarkdown(markdown, sanitize, slugs, links),
    baseUrl: site.baseUrl,
    siteTitle: site.title,
    log: console,
  };
}
