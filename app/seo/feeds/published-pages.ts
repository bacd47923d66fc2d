/**
 * The published entries with what feeds and the sitemap need from their markdown: the resolved
 * meta and the DATA block. Each file is read once and read by `analyzeMarkdown`, the same
 * analysis pages and the content checker use.
 */
import {
  analyzeMarkdown,
  type PageData,
  listDoneEntries,
  type ManifestEntry,
  type ReadText,
  resolveMeta,
  type PageMeta,
  resolvePage,
} from "#app/engine/index.ts";

export interface PublishedPage {
  entry: ManifestEntry;
  meta: PageMeta;
  data: PageData;
  /** False when the markdown could not be read: the page is routed, but has nothing to say. */
  readable: boolean;
}

/** Every `done` entry, in manifest order, with its meta and DATA. */
export async function collectPublishedPages(
  entries: readonly ManifestEntry[],
  readText: ReadText,
): Promise<PublishedPage[]> {
  return Promise.all(
    listDoneEntries(entries).map(async (entry): Promise<PublishedPage> => {
      const resolution = resolvePage(entry.url, entries);
      const markdown = resolution.found
        ? await readText(resolution.page.source).catch(() => undefined)
        : undefined;
      if (!resolution.found || markdown === undefined) {
        return { entry, meta: resolveMeta({}, entry.title), data: {}, readable: false };
      }
      const { metaBlock, data } = analyzeMarkdown(markdown, resolution.page.layout);
      return { entry, meta: resolveMeta(metaBlock, entry.title), data, readable: true };
    }),
  );
}
