import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useClientValue } from "#app/ui/hooks/use-client-value.ts";
import { isSearchShortcut } from "./search-shortcut.ts";

/** The dialog and Pagefind load only when a visitor opens search: nothing before that. */
const SearchDialog = lazy(() =>
  import("./search-dialog.tsx").then((module) => ({ default: module.SearchDialog })),
);

export const SEARCH_PAGE_PATH = "/search";

/**
 * The header's search control. Prerendered as a link to the search page (which explains that
 * search needs JavaScript); once hydrated it is a button that opens the search dialog, as do
 * `/` and Ctrl-K / Cmd-K. Closing the dialog returns focus here.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const hydrated = useClientValue(() => true, false);
  const control = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut({ ...pick(event), target: event.target as HTMLElement | null })) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) control.current?.focus();
  }, []);

  return (
    <>
      <a
        ref={control}
        href={SEARCH_PAGE_PATH}
        className="search-button"
        role={hydrated ? "button" : undefined}
        aria-haspopup={hydrated ? "dialog" : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key !== " ") return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        Search
      </a>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}

function pick({ key, ctrlKey, metaKey, altKey }: KeyboardEvent) {
  return { key, ctrlKey, metaKey, altKey };
}
