/**
 * The published entries with what feeds and the sitemap need from their markdown: the resolved
 * meta and the DATA block. Each file is read once and read by `analyzeMarkdown`, the same
 * analysis pages and the content checker use.
 */
import {
  analyzeMarkdown,
  type PageData,
  resolveMeta,
  withPublishDate,
  type PageMeta,
  type MetaBlock,
} from "#app/analysis/index.ts";
import {
  listDoneEntries,
  type ManifestEntry,
  type ReadText,
  resolvePage,
  type PageLayout,
} from "#app/content/index.ts";
import { mapInParallel } from "#app/content/index.ts";

export interface PublishedPage {
  entry: ManifestEntry;
  meta: PageMeta;
  data: PageData;
  /** False when the markdown could not be read: the page is routed, but has nothing to say. */
  readable: boolean;
}

/** What feeds need of a markdown file: its META and DATA blocks. */
export interface MarkdownFacts {
  metaBlock: MetaBlock;
  data: PageData;
}

/** The facts of the markdown at `source` (a site path); undefined when it cannot be read. */
export type ReadFacts = (source: string, layout: PageLayout) => Promise<MarkdownFacts | undefined>;

/** Reads the file and analyzes it: what `collectPublishedPages` does unless given another way. */
export function readFactsFrom(readText: ReadText): ReadFacts {
  return async (source, layout) => {
    const markdown = await readText(source).catch(() => undefined);
    if (markdown === undefined) return undefined;
    const { metaBlock, data } = analyzeMarkdown(markdown, layout);
    return { metaBlock, data };
  };
}

/**
 * Every `done` entry, in manifest order, with its meta and DATA. `readFacts`: how a file's
 * facts are found (the build passes one that remembers them by the file's content).
 */
export async function collectPublishedPages(
  entries: readonly ManifestEntry[],
  readText: ReadText,
  readFacts: ReadFacts = readFactsFrom(readText),
): Promise<PublishedPage[]> {
  // A bounded number of files at once: every page's text at once was 450 MB at 10,000 entries.
  return mapInParallel(listDoneEntries(entries), async (entry): Promise<PublishedPage> => {
    const resolution = resolvePage(entry.url, entries);
    const facts = resolution.found
      ? await readFacts(resolution.page.source, resolution.page.layout)
      : undefined;
    if (!facts) {
      const data = withPublishDate({}, entry.publishAt);
      return { entry, meta: resolveMeta({}, entry.title), data, readable: false };
    }
    return {
      entry,
      meta: resolveMeta(facts.metaBlock, entry.title),
      data: withPublishDate(facts.data, entry.publishAt),
      readable: true,
    };
  });
}
