/** Content read from the content folder on disk: what the prerender build uses. */
import { readSiteEnv } from "#app/config/index.server.ts";
import { stat } from "node:fs/promises";
import { hideDrafts, showDrafts, type ReadText } from "#app/content/index.ts";
import { LINKS_PATH, MANIFEST_PATH, SITE_PATH } from "#app/content-folder/index.ts";
import { pageMarkdownRenderer } from "./render-page-markdown.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { openContentFolder, type DiskContentFolder } from "./content-folder.server.ts";
import type { ContentSource } from "#app/analysis/index.ts";
import { fileStamp } from "#app/content-folder/index.ts";

/**
 * Files every page reads (the manifest, 1 MB at 10,000 entries, the link registry, the site's
 * identity): read again only when their size or modification time changed, not once per page.
 */
const SHARED_FILES: ReadonlySet<string> = new Set([MANIFEST_PATH, LINKS_PATH, SITE_PATH]);
const sharedTexts = new Map<string, { stamp: string; text: Promise<string> }>();

/**
 * The published site knows no drafts (pages and their manifest problems never name one); the
 * preview (`npm run dev`) shows them, like the manifest it serves the browser.
 */
const manifestAsSeen = import.meta.env.DEV ? showDrafts : hideDrafts;

async function readShared(folder: DiskContentFolder, sitePath: string): Promise<string> {
  const file = folder.fileOf(sitePath);
  if (!file) return folder.readText(sitePath);
  const info = await stat(file);
  const stamp = fileStamp(info);
  const known = sharedTexts.get(file);
  if (known?.stamp === stamp) return known.text;
  const text = folder
    .readText(sitePath)
    .then((read) => (sitePath === MANIFEST_PATH ? manifestAsSeen(read) : read));
  sharedTexts.set(file, { stamp, text });
  text.catch(() => sharedTexts.delete(file));
  return text;
}

export function createDiskSource(): ContentSource {
  const { contentDir, siteUrl } = readSiteEnv();
  const folder = openContentFolder(contentDir);
  const readText: ReadText = (sitePath) =>
    SHARED_FILES.has(sitePath) ? readShared(folder, sitePath) : folder.readText(sitePath);
  return {
    readText,
    renderMarkdown: pageMarkdownRenderer(sanitize),
    baseUrl: siteUrl,
    log: console,
  };
}
