/** Content read from the content folder on disk: what the prerender build uses. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { readSiteEnv } from "#app/config/env.ts";
import { CONTENT_BASE } from "#app/engine/content-folder/content-key.ts";
import { MANIFEST_PATH, type ContentSource } from "#app/engine/page/load-page.ts";
import { showDrafts } from "#app/dev/content-files.ts";
import { renderMarkdown } from "#app/markdown/render-markdown.ts";
import { sanitize } from "#app/markdown/sanitize.server.ts";
import { site } from "#app/config/site.ts";

export function createDiskSource(): ContentSource {
  const { contentDir, siteUrl } = readSiteEnv();
  return {
    readText: async (sitePath) => {
      const text = await readFile(toFilePath(contentDir, sitePath), "utf8");
      // The live preview (`npm run dev`) shows drafts, like the manifest it serves the browser.
      return import.meta.env.DEV && sitePath === MANIFEST_PATH ? showDrafts(text) : text;
    },
    renderMarkdown: (markdown, slugs, links) => renderMarkdown(markdown, sanitize, slugs, links),
    baseUrl: siteUrl,
    siteTitle: site.title,
    log: console,
  };
}

function toFilePath(contentDir: string, sitePath: string): string {
  const relative = sitePath.replace(new RegExp(`^/?${CONTENT_BASE}/`), "");
  const file = path.resolve(contentDir, relative);
  if (!file.startsWith(contentDir + path.sep))
    throw new Error(`outside the content folder: ${sitePath}`);
  return file;
}
