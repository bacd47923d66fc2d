import { useEffect, useState } from "react";
import { loadPagefind, type Pagefind } from "./load-pagefind.ts";
import { toSearchHits, type SearchHit } from "./search-hits.ts";

/** Pages whose details are fetched per query: each is one small request. */
const PAGES_SHOWN = 8;
const DEBOUNCE_MS = 120;

export type SearchState =
  | { status: "idle" | "loading" | "unavailable" }
  | { status: "done"; term: string; hits: SearchHit[] };

/**
 * Results for `term` as the visitor types. Loads Pagefind on first use; a newer term makes an
 * older one's answer be dropped. If the index cannot load (no build, offline) it says so.
 */
export function useSiteSearch(term: string): SearchState {
  const [pagefind, setPagefind] = useState<Pagefind | "failed" | null>(null);
  const [state, setState] = useState<SearchState>({ status: "idle" });

  useEffect(() => {
    let current = true;
    loadPagefind().then(
      (loaded) => current && setPagefind(() => loaded),
      (error: unknown) => {
        console.error("Search is unavailable:", error);
        if (current) setPagefind("failed");
      },
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const trimmed = term.trim();
    if (pagefind === null || pagefind === "failed" || !trimmed) return;
    let current = true;
    void (async () => {
      const search = await pagefind.debouncedSearch(trimmed, {}, DEBOUNCE_MS);
      if (!search) return;
      const data = await Promise.all(search.results.slice(0, PAGES_SHOWN).map((r) => r.data()));
      if (current) setState({ status: "done", term: trimmed, hits: toSearchHits(data) });
    })().catch((error: unknown) => {
      console.error("Search failed:", error);
      if (current) setState({ status: "unavailable" });
    });
    return () => {
      current = false;
    };
  }, [pagefind, term]);

  if (pagefind === "failed") return { status: "unavailable" };
  if (!term.trim()) return { status: "idle" };
  // While a newer term runs, the last results stay: the list updates rather than blinks.
  return state.status === "idle" ? { status: "loading" } : state;
}
