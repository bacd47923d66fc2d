/** Content read from the content folder on disk: what the prerender build uses. */
import type { SiteEnv } from "#app/config/index.server.ts";
import { readFileSync, statSync } from "node:fs";
import { publishedManifestAt, showDrafts, type ReadText } from "#app/content/index.ts";
import { LINKS_PATH, MANIFEST_PATH, SITE_PATH } from "#app/content/index.ts";
import { pageMarkdownRenderer } from "./render-page-markdown.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { openContentFolder, type DiskContentFolder } from "./content-folder.server.ts";
import type { ContentSource } from "#app/analysis/index.ts";
import { fileStamp } from "#app/content/index.ts";
import { knownSummariesIn } from "./known-summaries.server.ts";

/**
 * Files every page reads (the manifest, 1 MB at 10,000 entries, the link registry, the site's
 * identity): read again only when their size or modification time changed, not once per page.
 */
const SHARED_FILES: ReadonlySet<string> = new Set([MANIFEST_PATH, LINKS_PATH, SITE_PATH]);
const sharedTexts = new Map<string, { stamp: string; until: number; text: Promise<string> }>();

/** Each manifest file's last text that was a JSON array, drafts hidden, as this thread read it. */
const wholeManifests = new Map<string, string>();

/**
 * The manifest as a page reads it. The published site knows no drafts (pages and their manifest
 * problems never name one); the preview (`npm run dev`) shows them, like the manifest it serves
 * the browser, and shows a broken file's problem. Elsewhere a file that is not a JSON array is a
 * save in progress (the build's check and the server refuse one that stays broken): the last
 * whole version this thread read stands, as on the server. With none the read fails, and the page
 * says "Failed to fetch content" in its console, with no entries, as when the file cannot be
 * read (the server keeps no such render; a build meets it only when a save is in progress at
 * the moment a render thread first reads the file: decision 043). `until`: when a scheduled entry
 * is due, and the text must be worked out again (decision 068).
 */
function manifestAsSeen(file: string, text: string): { text: string; until: number } {
  if (import.meta.env.DEV) return { text: showDrafts(text), until: Infinity };
  const published = publishedManifestAt(text, Date.now());
  if (published !== undefined) {
    wholeManifests.set(file, published.text);
    return { text: published.text, until: published.nextPublishAt ?? Infinity };
  }
  const whole = wholeManifests.get(file);
  if (whole === undefined) throw new Error(`${file} is not a JSON array (a save in progress?)`);
  return { text: whole, until: Infinity };
}

/**
 * A content file's text, read synchronously: the loader runs in a render thread (the build's
 * prerender, the server's pages published later), where blocking costs nothing, and a page reads
 * a dozen small files, which through the thread pool cost more than the reads (four round trips
 * each: open, stat, read, close).
 */
async function readNow(folder: DiskContentFolder, sitePath: string): Promise<string> {
  const file = folder.fileOf(sitePath);
  if (!file) throw new Error(`outside the content folder: ${sitePath}`);
  return readFileSync(file, "utf8");
}

async function readShared(folder: DiskContentFolder, sitePath: string): Promise<string> {
  const file = folder.fileOf(sitePath);
  if (!file) return readNow(folder, sitePath);
  const stamp = fileStamp(statSync(file));
  const known = sharedTexts.get(file);
  if (known?.stamp === stamp && Date.now() < known.until) return known.text;
  const seen = { stamp, until: Infinity, text: Promise.resolve("") };
  seen.text = readNow(folder, sitePath).then((read) => {
    if (sitePath !== MANIFEST_PATH) return read;
    const manifest = manifestAsSeen(file, read);
    seen.until = manifest.until;
    return manifest.text;
  });
  sharedTexts.set(file, seen);
  seen.text.catch(() => sharedTexts.delete(file));
  return seen.text;
}

export function createDiskSource({
  contentDir,
  siteUrl,
  buildDir,
}: Pick<SiteEnv, "contentDir" | "siteUrl" | "buildDir">): ContentSource {
  const folder = openContentFolder(contentDir);
  const readText: ReadText = (sitePath) =>
    SHARED_FILES.has(sitePath) ? readShared(folder, sitePath) : readNow(folder, sitePath);
  return {
    readText,
    // The build's summaries of listed files, where it has them for their text.
    knownSummary: knownSummariesIn(buildDir),
    renderMarkdown: pageMarkdownRenderer(sanitize),
    baseUrl: siteUrl,
    log: console,
  };
}
