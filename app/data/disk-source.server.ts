/** Content read from the content folder on disk: what the prerender build uses. */
import { readSiteEnv } from "#app/config/index.server.ts";
import { site } from "#app/config/index.ts";
import { MANIFEST_PATH, showDrafts } from "#app/engine/index.ts";
import { renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { openContentFolder } from "./content-folder.server.ts";
import type { ContentSource } from "./load-page.ts";

export function createDiskSource(): ContentSource {
  const { contentDir, siteUrl } = readSiteEnv();
  const folder = openContentFolder(contentDir);
  return {
    readText: async (sitePath) => {
      const text = await folder.readText(sitePath);
      // The live preview (`npm run dev`) shows drafts, like the manifest it serves the browser.
      return import.meta.env.DEV && sitePath === MANIFEST_PATH ? showDrafts(text) : text;
    },
    renderMarkdown: (markdown, slugs, links) => renderMarkdown(markdown, sanitize, slugs, links),
    baseUrl: siteUrl,
    siteTitle: site.title,
    log: console,
  };
}
