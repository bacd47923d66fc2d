/**
 * The pages a running server published since the build (`live.json`, site-index-format.ts),
 * searched beside the build's index: each gets an id after the built pages' and is scored as
 * the build scores a page (BM25, k1 1.2), a term's document count being its built postings plus
 * the live pages holding it; the page's length is taken as the average (the browser does not
 * know the built pages' lengths). A site without the file (a static host, an older server)
 * searches the build's index alone.
 */
import {
  LIVE_INDEX_FILE,
  SEARCH_INDEX_VERSION,
  type IndexMeta,
  type LiveIndex,
  type PageRecord,
} from "./site-index-format.ts";

const K1 = 1.2;

export interface LivePages {
  /** Adds to `found` the live pages holding `term`, or a term starting with `prefix`. */
  addScores(
    term: string,
    prefix: string | undefined,
    builtCounts: ReadonlyMap<string, number>,
    found: Map<number, number>,
  ): void;
  /** The record of a page: a live page's from `live.json`, a built page's fetched. */
  recordOf(id: number): Promise<PageRecord>;
}

function isLiveIndex(value: unknown): value is LiveIndex {
  const index = value as LiveIndex | undefined;
  return index?.version === SEARCH_INDEX_VERSION && Array.isArray(index.pages);
}

export async function loadLivePages(
  base: string,
  get: (url: string) => Promise<unknown>,
  meta: IndexMeta,
): Promise<LivePages> {
  const loaded: unknown = await get(`${base}/${LIVE_INDEX_FILE}`).catch(() => undefined);
  const pages = isLiveIndex(loaded) ? loaded.pages : [];
  const total = meta.pages + pages.length;
  return {
    addScores(term, prefix, builtCounts, found) {
      pages.forEach((page, index) => {
        let best = 0;
        for (const [t, weight] of Object.entries(page.terms)) {
          if (t !== term && !(prefix !== undefined && t.startsWith(prefix))) continue;
          const count =
            (builtCounts.get(t) ?? 0) + pages.filter((other) => t in other.terms).length;
          const idf = Math.log(1 + (total - count + 0.5) / (count + 0.5));
          const score = Math.max(1, Math.round(((idf * weight * (K1 + 1)) / (weight + K1)) * 100));
          best = Math.max(best, score);
        }
        if (best > 0) found.set(meta.pages + index, best);
      });
    },
    recordOf: async (id) =>
      pages[id - meta.pages]?.record ?? ((await get(`${base}/pages/${id}.json`)) as PageRecord),
  };
}
