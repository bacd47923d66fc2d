/**
 * The feeds' view of each markdown file (its META and DATA blocks), remembered between builds by
 * the file's content hash: the sitemap and RSS feed read every published file, and analyzing
 * 10,000 of them again after one edit took seconds.
 */
import { readFactsFrom, type MarkdownFacts, type ReadFacts } from "#app/seo/index.ts";
import { toFolderFile } from "#app/content/index.ts";
import { type PageLayout, type ReadText } from "#app/content/index.ts";
import { hashOf } from "#app/content/index.server.ts";
import { openFileCache, type FileCacheLocation } from "#app/loaders/index.server.ts";

export interface FeedFactsCache {
  /** `readFacts` for `buildFeedFiles`: from the cache when the file is unchanged. */
  readerFor(readText: ReadText): ReadFacts;
  /**
   * Remembers `file`'s facts from an analysis made anyway (the content check's), under the
   * layout its page is shown with, so the feeds do not analyse the file again.
   */
  remember(file: string, layout: PageLayout, facts: MarkdownFacts): void;
  save(options?: { keepUnused?: boolean }): Promise<void>;
}

/** `hashes`: the content folder's file hashes, by folder path (`blogs/x.md`). */
export async function openFeedFactsCache(
  location: FileCacheLocation,
  hashes: ReadonlyMap<string, string>,
): Promise<FeedFactsCache> {
  const cache = await openFileCache<MarkdownFacts | null>(location);
  const factsRowKey = (layout: PageLayout, content: string) => hashOf(`${layout}\n${content}`);
  return {
    readerFor(readText) {
      const readFacts = readFactsFrom(readText);
      return async (source, layout) => {
        const file = toFolderFile(source);
        const content = file === undefined ? undefined : hashes.get(file);
        if (file === undefined || content === undefined) return readFacts(source, layout);
        const key = factsRowKey(layout, content);
        const stored = cache.get(file, key);
        if (stored !== undefined) return stored ?? undefined;
        const facts = await readFacts(source, layout);
        cache.set(file, key, facts ?? null);
        return facts;
      };
    },
    remember(file, layout, { metaBlock, data }) {
      const content = hashes.get(file);
      if (content !== undefined) cache.set(file, factsRowKey(layout, content), { metaBlock, data });
    },
    save: (options) => cache.save(options),
  };
}
