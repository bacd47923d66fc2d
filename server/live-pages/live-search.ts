/**
 * `/search-index/live.json` (decision 077): the pages the manifest makes public that the last
 * build did not index (a scheduled entry from its `publishAt`, a new entry saved or pulled), each
 * with its search record and terms, worked out from the page as this server renders it
 * (live-pages.ts) by the function the build uses (`pageTerms`). The browser searches them beside
 * the build's index (app/search/live-index.ts). Nothing is written: each server answers from its
 * own manifest and build record, so two servers of one folder and a restarted server agree, and
 * a scheduled entry is in it as soon as its page is (the manifest is read again at its time).
 * The next build indexes the pages and they leave this file. At most `MAX_LIVE_PAGES` pages, in
 * site-path order: more wait for the next build (logged once).
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import {
  LIVE_INDEX_FILE,
  pageTerms,
  SEARCH_INDEX_PATH,
  SEARCH_INDEX_VERSION,
  termWeights,
  type LiveIndexPage,
  type PageRecord,
} from "#app/search/index.server.ts";
import type { HotFile } from "#server/files/hot-file-cache.ts";
import type { LiveManifest } from "#server/content-folder/manifest-cache.ts";
import { createBuildRecordReader } from "./build-record.ts";
import type { LivePages } from "./live-pages.ts";

export const LIVE_INDEX_PATH = `${SEARCH_INDEX_PATH}/${LIVE_INDEX_FILE}`;
const MAX_LIVE_PAGES = 200;

export interface LiveSearch {
  /** `live.json`'s text now; undefined without a build record (nothing to compare with). */
  text(): Promise<string | undefined>;
}

function htmlOf(page: HotFile): string | undefined {
  const { identity, br, gzip } = page.bodies;
  if (identity) return identity.toString("utf8");
  if (br) return brotliDecompressSync(br).toString("utf8");
  if (gzip) return gunzipSync(gzip).toString("utf8");
  return undefined;
}

/** A page's entry in `live.json`, or undefined for a page without an indexed article. */
function indexPage(html: string, url: string): LiveIndexPage | undefined {
  const found = pageTerms(html, url);
  if (!found) return undefined;
  return {
    record: JSON.parse(found.record) as PageRecord,
    terms: Object.fromEntries(termWeights(found.terms)),
    length: found.length,
  };
}

export function createLiveSearch(options: {
  buildRoot: string;
  manifest: LiveManifest;
  livePages: LivePages;
  log: (line: string) => void;
  revalidateMs?: number;
}): LiveSearch {
  const readRecord = createBuildRecordReader(options.buildRoot, options.revalidateMs);
  /** Each rendered page's entry, once per render (the page cache gives one HotFile a render). */
  const indexed = new WeakMap<HotFile, LiveIndexPage | null>();
  let warned = false;
  return {
    async text() {
      const record = await readRecord();
      if (!record) return undefined;
      const { entries } = (await options.manifest()).value;
      const urls = [...new Set(entries.map((entry) => entry.url))]
        .filter((url) => !record.keys.has(url))
        .sort();
      if (urls.length > MAX_LIVE_PAGES && !warned) {
        warned = true;
        options.log(
          `search: ${urls.length} pages published since the build; the first ${MAX_LIVE_PAGES} are searchable now, the others after the next build`,
        );
      }
      const pages: LiveIndexPage[] = [];
      for (const url of urls.slice(0, MAX_LIVE_PAGES)) {
        const answer = await options.livePages.answer(url).catch(() => "fallback" as const);
        if (typeof answer === "string") continue;
        let page = indexed.get(answer.page);
        if (page === undefined) {
          const html = htmlOf(answer.page);
          page = (html === undefined ? undefined : indexPage(html, url)) ?? null;
          indexed.set(answer.page, page);
        }
        if (page) pages.push(page);
      }
      return JSON.stringify({ version: SEARCH_INDEX_VERSION, pages });
    },
  };
}
