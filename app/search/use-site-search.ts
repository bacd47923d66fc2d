import { useEffect, useState } from "react";
import { loadSiteSearch, type SiteSearch } from "./site-search.ts";
import { toSearchHits, type SearchHit } from "./search-hits.ts";

/** Pages whose details are fetched per query: each is one small request. */
const PAGES_SHOWN = 8;
const DEBOUNCE_MS = 120;

export type SearchState =
  | { status: "idle" | "loading" | "unavailable" }
  | { status: "done"; term: string; hits: SearchHit[] };

/**
 * Results for `term` as the visitor types. Loads the index on first use; a newer term makes an
 * older one's answer be dropped. If the index cannot load (no build, offline) it says so.
 */
export function useSiteSearch(term: string): SearchState {
  const [index, setIndex] = useState<SiteSearch | "failed" | null>(null);
  const [state, setState] = useState<SearchState>({ status: "idle" });

  useEffect(() => {
    let current = true;
    loadSiteSearch().then(
      (loaded) => current && setIndex(() => loaded),
      (error: unknown) => {
        console.error("Search is unavailable:", error);
        if (current) setIndex("failed");
      },
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const trimmed = term.trim();
    if (index === null || index === "failed" || !trimmed) return;
    let current = true;
    void (async () => {
      const results = await index.debouncedSearch(trimmed, DEBOUNCE_MS);
      if (!results) return;
      const data = await Promise.all(results.slice(0, PAGES_SHOWN).map((r) => r.data()));
      if (current) setState({ status: "done", term: trimmed, hits: toSearchHits(data) });
    })().catch((error: unknown) => {
      console.error("Search failed:", error);
      if (current) setState({ status: "unavailable" });
    });
    return () => {
      current = false;
    };
  }, [index, term]);

  if (index === "failed") return { status: "unavailable" };
  if (!term.trim()) return { status: "idle" };
  // While a newer term runs, the last results stay: the list updates rather than blinks.
  return state.status === "idle" ? { status: "loading" } : state;
}
