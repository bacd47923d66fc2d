/**
 * Pagefind's browser API, fetched from the index the build wrote (`/pagefind/pagefind.js`) by
 * a dynamic import the bundler leaves alone: it is not part of the app's bundle.
 */
import type { PagefindResultData } from "./search-hits.ts";

export const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";

export interface PagefindSearch {
  results: readonly { id: string; data: () => Promise<PagefindResultData> }[];
}

export interface Pagefind {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  /** Resolves null when a later call superseded this one within the debounce time. */
  debouncedSearch: (term: string, options?: object, ms?: number) => Promise<PagefindSearch | null>;
}

export async function loadPagefind(): Promise<Pagefind> {
  const pagefind = (await import(/* @vite-ignore */ PAGEFIND_SCRIPT)) as Pagefind;
  await pagefind.options({ excerptLength: 24 });
  await pagefind.init();
  return pagefind;
}
