/**
 * Site search for Node (the build writes the index, benchmarks query it; render threads work out
 * what each page they render offers it): no UI, no styles.
 */
export {
  LIVE_INDEX_FILE,
  MAX_POSTINGS,
  SEARCH_INDEX_PATH,
  SEARCH_INDEX_VERSION,
  type IndexMeta,
  type LiveIndexPage,
  type PageRecord,
  type Shard,
} from "./site-index-format.ts";
export { words } from "./tokenize.ts";
export { loadSiteSearch } from "./site-search.ts";
export { NOT_INDEXED, pageTerms, termWeights, type PageTerms } from "./page-terms.ts";
