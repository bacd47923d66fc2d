/**
 * The site search index's files, as the build writes them (tools/search/) and the browser reads
 * them (site-search.ts), under `/search-index/`:
 *
 * - `meta.json`: the number of pages and the shards, each the first term it holds and its file;
 * - `shards/<hash>.json`: terms in order, each with its best pages (at most `MAX_POSTINGS`) as
 *   `[page id gap, score, page id gap, score, …]`, page ids rising;
 * - `pages/<id>.json`: what a result shows: url, title, kind, text and FAQ sections.
 *
 * A query fetches `meta.json` once, the shard of each of its words and the pages it shows.
 */
export const SEARCH_INDEX_PATH = "/search-index";
export const SEARCH_INDEX_VERSION = 1;
/** Pages kept per term: the best by score. A word on every page answers with these. */
export const MAX_POSTINGS = 1000;

export interface IndexMeta {
  version: number;
  pages: number;
  /** `[first term, file name in shards/]`, in term order. */
  shards: [string, string][];
}

/** Term → flat list of page id gaps and scores. */
export type Shard = Record<string, number[]>;

export interface PageSection {
  /** The heading's id (`faq--…` for a FAQ question). */
  anchor: string;
  title: string;
  text: string;
}

export interface PageRecord {
  /** Site path, e.g. `/insights/short-names`. */
  url: string;
  title: string;
  kind: string;
  /** The text before the first heading with an id. */
  text: string;
  sections: PageSection[];
}

/**
 * `live.json`, a running server's and only while it runs (server/live-pages/live-search.ts): the
 * pages published since the build (a scheduled entry at its time, a new entry saved), each with
 * its record and its terms' weighted counts. The browser scores them as the build scores a page
 * (live-index.ts). A static host has none: its search is the build's.
 */
export const LIVE_INDEX_FILE = "live.json";

export interface LiveIndexPage {
  record: PageRecord;
  /** Each term's weighted count in the page. */
  terms: Record<string, number>;
  /** The page's length in words. */
  length: number;
}

export interface LiveIndex {
  version: number;
  pages: LiveIndexPage[];
}
