import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { SearchResultList } from "./search-result-list.tsx";
import { useSiteSearch, type SearchState } from "./use-site-search.ts";
import styles from "./search-dialog.css?inline";

/**
 * The search dialog (loaded on first open). A modal `<dialog>`: the page behind is inert, Escape
 * or Close shut it and focus returns to the search button; following a result closes it too.
 * Arrow keys move between the field and the results; Enter in the field opens the first result.
 *
 * Long: one component; its hooks (query, results, focus, keys) share the dialog's state.
 */
export function SearchDialog({ onClose }: { onClose: (returnFocus: boolean) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const [term, setTerm] = useState("");
  const state = useSiteSearch(term);
  const titleId = useId();
  const fieldId = useId();

  useEffect(() => {
    dialog.current?.showModal();
    field.current?.focus();
  }, []);

  // Leave the modal state first: the page behind is inert until then and could not take focus.
  const close = (returnFocus: boolean) => {
    dialog.current?.close();
    onClose(returnFocus);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const links = [...(results.current?.querySelectorAll("a") ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const next = event.key === "ArrowDown" ? Math.min(at + 1, links.length - 1) : at - 1;
      const target = next < 0 ? field.current : links[next];
      if (!target) return;
      event.preventDefault();
      target.focus();
    } else if (event.key === "Enter" && event.target === field.current && links[0]) {
      event.preventDefault();
      links[0].click();
    }
  };

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close(true);
      }}
      onKeyDown={onKeyDown}
    >
      {/* With the dialog, not before it: a stylesheet import would add loader code to every page. */}
      <style>{styles}</style>
      <div className="search-dialog__top">
        <h2 id={titleId} className="search-dialog__title">
          Search the site
        </h2>
        <button type="button" className="search-dialog__close" onClick={() => close(true)}>
          Close
        </button>
      </div>
      <div className="search-dialog__bar" role="search">
        <label htmlFor={fieldId} className="search-dialog__label">
          Search posts, reviews and FAQs
        </label>
        <input
          ref={field}
          id={fieldId}
          className="search-dialog__field"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        {term && (
          <button
            type="button"
            className="search-dialog__clear"
            onClick={() => {
              setTerm("");
              field.current?.focus();
            }}
          >
            Clear
          </button>
        )}
      </div>
      <p className="search-dialog__status" role="status">
        {describe(state)}
      </p>
      <div ref={results}>
        <SearchResultList
          hits={state.status === "done" ? state.hits : []}
          onFollow={() => close(false)}
        />
      </div>
    </dialog>
  );
}

function describe(state: SearchState): string {
  switch (state.status) {
    case "idle":
      return "Type a word to search.";
    case "loading":
      return "Searching…";
    case "unavailable":
      return "Search is unavailable right now.";
    case "done":
      if (state.hits.length === 0) return `No results for “${state.term}”.`;
      return state.hits.length === 1 ? "1 result" : `${state.hits.length} results`;
  }
}
