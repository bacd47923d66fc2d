import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useClientValue } from "#app/ui/index.ts";
import { isSearchShortcut } from "./search-shortcut.ts";

/** The dialog and the search index load only when a visitor opens search: nothing before that. */
const SearchDialog = lazy(() =>
  import("./search-dialog.tsx").then((module) => ({ default: module.SearchDialog })),
);

const SEARCH_PAGE_PATH = "/search";

/**
 * The header's search control. Prerendered as a link to the search page (which explains that
 * search needs JavaScript); once hydrated, a button that opens the search dialog, as do `/`
 * and Ctrl-K / Cmd-K. Closing the dialog returns focus here.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const hydrated = useClientValue(() => true, false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  if (!hydrated) {
    return (
      <a href={SEARCH_PAGE_PATH} className="search-button">
        Search
      </a>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        Search
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
