/**
 * Bytes a browser transfers for site search, counted from Chromium's own request sizes (body
 * as sent, compressed where the server compresses, plus headers).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import { loadSiteSearch, SEARCH_INDEX_PATH } from "#app/search/index.server.ts";
import { compressForms } from "#app/prerender/index.server.ts";

export interface Transfer {
  requests: number;
  bytes: number;
  files: string[];
}

/** Starts recording the page's requests; `take()` returns what was fetched since the last take. */
export function recordTransfers(page: Page): { take: () => Promise<Transfer> } {
  let pending: Request[] = [];
  page.on("requestfinished", (request) => pending.push(request));
  return {
    take: async () => {
      const done = pending;
      pending = [];
      let bytes = 0;
      for (const request of done) {
        const sizes = await request.sizes();
        bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      }
      return {
        requests: done.length,
        bytes,
        files: done.map((request) => new URL(request.url()).pathname),
      };
    },
  };
}

/**
 * One query the way the dialog runs it (site-search.ts: meta, the words' shards, the first 8
 * results' pages), over the index files in `siteDir`: how many files and how many bytes a
 * server sends for them, brotli-compressed as the build precompresses them.
 */
export async function runIndexQuery(
  siteDir: string,
  term: string,
): Promise<{ found: number; requests: number; bytes: number }> {
  let requests = 0;
  let bytes = 0;
  const get = async (url: string) => {
    const data = await readFile(path.join(siteDir, ...url.split("/")));
    requests += 1;
    bytes += Math.min(data.length, (await compressForms(data)).br?.length ?? data.length);
    return JSON.parse(data.toString("utf8")) as unknown;
  };
  const search = await loadSiteSearch(SEARCH_INDEX_PATH, get);
  const results = await search.search(term);
  await Promise.all(results.slice(0, 8).map((result) => result.data()));
  return { found: results.length, requests, bytes };
}
