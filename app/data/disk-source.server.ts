/** Content read from the content folder on disk: what the prerender build uses. */
import { readSiteEnv } from "#app/config/env.ts";
import { site } from "#app/config/site.ts";
import { MANIFEST_PATH } from "#app/engine/content-folder/layout.ts";
import { showDrafts } from "#app/dev/content-files.ts";
import { renderMarkdown } from "#app/markdown/render-markdown.ts";
import { sanitize } from "#app/markdown/sanitize.server.ts";
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
    renderMarkdown: (markdown, slugs) => renderMarkdown(markdown, sanitize, slugs),
    baseUrl: siteUrl,
    siteTitle: site.title,
    log: console,
  };
}
