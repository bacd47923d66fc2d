/** Content read from the content folder on disk: what the prerender build uses. */
import { readSiteEnv } from "#app/config/index.server.ts";
import { site } from "#app/config/index.ts";
import { withDraftsShown } from "#app/engine/index.ts";
import { renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { openContentFolder } from "./content-folder.server.ts";
import type { ContentSource } from "./load-page.ts";

export function createDiskSource(): ContentSource {
  const { contentDir, siteUrl } = readSiteEnv();
  const folder = openContentFolder(contentDir);
  return {
    // The live preview (`npm run dev`) shows drafts, like the manifest it serves the browser.
    readText: import.meta.env.DEV ? withDraftsShown(folder.readText) : folder.readText,
    renderMarkdown: (markdown, slugs, links) => renderMarkdown(markdown, sanitize, slugs, links),
    baseUrl: siteUrl,
    siteTitle: site.title,
    log: console,
  };
}
