/**
 * Bytes a browser transfers for site search, counted from Chromium's own request sizes (body
 * as sent, compressed where the server compresses, plus headers).
 */
import type { Page, Request } from "@playwright/test";

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

/** One query the way the dialog runs it: load Pagefind, search, fetch the first 8 results. */
export async function runQuery(page: Page, term: string): Promise<number> {
  return page.evaluate(async (query) => {
    const script = "/pagefind/pagefind.js";
    const pagefind = await import(/* @vite-ignore */ script);
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    const search = await pagefind.search(query);
    await Promise.all(
      search.results.slice(0, 8).map((result: { data: () => unknown }) => result.data()),
    );
    return search.results.length as number;
  }, term);
}
