/**
 * The search terms the build's render threads worked out for the pages they wrote
 * (app/prerender `searchTerms`), filed in the index's cache by page and content key as they arrive,
 * a batch per transaction (index-cache.ts `setRendered`). The index takes them instead of reading
 * those pages again: at 100,000 entries that reading took 33 to 52 s after the prerender, on the
 * build's critical path, with the other steps waiting (decision 044).
 *
 * A help, never a condition: when the cache cannot be opened or written, the rest of the pages are
 * not filed, and the index reads them (its own failure, if the file is unusable, is the build's).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PageTerms } from "#app/search/index.server.ts";
import { openIndexCache, type IndexCache } from "./index-cache.ts";

/** Pages filed a transaction: 1 to 3 MB of terms and records. */
const BATCH = 256;

export interface RenderedTerms {
  /** Files a page's terms (null: no indexed article), as of its content key `key`. */
  add(sitePath: string, key: string, terms: PageTerms | null): void;
  /** Files what is left and closes the cache. */
  close(): void;
}

export function openRenderedTerms(cacheFile: string): RenderedTerms {
  let cache: IndexCache | undefined;
  try {
    mkdirSync(path.dirname(cacheFile), { recursive: true });
    cache = openIndexCache(cacheFile);
  } catch {
    cache = undefined;
  }
  let rows: [string, string, PageTerms | null][] = [];
  const file = () => {
    const batch = rows;
    rows = [];
    try {
      cache?.transaction(() => {
        for (const [sitePath, key, terms] of batch) cache?.setRendered(sitePath, key, terms);
      });
    } catch {
      stop();
    }
  };
  const stop = () => {
    try {
      cache?.close();
    } catch {
      // Closed or broken: nothing more is filed either way.
    }
    cache = undefined;
  };
  return {
    add(sitePath, key, terms) {
      if (!cache) return;
      rows.push([sitePath, key, terms]);
      if (rows.length >= BATCH) file();
    },
    close() {
      if (rows.length > 0) file();
      stop();
    },
  };
}
