/** Site search for Node (the build writes the index, benchmarks query it): no UI, no styles. */
export {
  MAX_POSTINGS,
  SEARCH_INDEX_PATH,
  SEARCH_INDEX_VERSION,
  type IndexMeta,
  type PageRecord,
  type PageSection,
  type Shard,
} from "./site-index-format.ts";
export { words } from "./tokenize.ts";
export { loadSiteSearch } from "./site-search.ts";
