/**
 * "Link to a page": a dialog with a search box over every page of the manifest (page-links.ts),
 * as an ARIA combobox with its listbox (arrow keys move, Enter chooses, Escape closes; a screen
 * reader hears each page's title, status and URL). The manifest is read through the back
 * office's proxy when the dialog opens (`getEntry content-manifest.json`), so a page saved a
 * moment ago is there; `choose` gets the page picked.
 */
import { useEffect, useId, useRef, useState } from "react";
import { readFolderJson } from "#server/back-office/editor/api.ts";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { searchPages, sitePages, type SitePage } from "./page-links.ts";

/** Enough to scroll through; more are found by typing. */
const SHOWN = 50;

const STATUS_WORDS: Record<SitePage["status"], string> = {
  done: "public",
  review: "in review, not public",
  open: "open, not public",
  staging: "staging, not public",
};

export const PAGE_LINK_CSS = `
.page-link dialog, dialog.page-link { width: min(40rem, calc(100vw - 24px)); max-height: calc(100vh - 48px); box-sizing: border-box; border: 2px solid #3a69c7; border-radius: 6px; padding: 12px; }
.page-link h2 { font-size: 1.1rem; margin: 0 0 8px; }
.page-link label { display: block; font-weight: 600; margin-bottom: 4px; }
.page-link input { box-sizing: border-box; width: 100%; min-height: 44px; font: inherit; padding: 6px; border: 1px solid #798291; border-radius: 4px; }
.page-link ul { list-style: none; margin: 8px 0; padding: 0; max-height: 50vh; overflow: auto; }
.page-link li { padding: 8px; min-height: 44px; box-sizing: border-box; border-radius: 4px; cursor: pointer; }
.page-link li[aria-selected=true] { background: #dde7fa; outline: 2px solid #3a69c7; }
.page-link li span { display: block; color: #4a5263; font-size: 0.9em; overflow-wrap: anywhere; }
.page-link .page-link__actions { display: flex; gap: 8px; }
.page-link button { min-height: 44px; }
`;

// Long: ARIA's combobox pattern in one piece: the input, its listbox, the active option and the
// keys that move it share one state; split, each part would need all of it.
export function PageLinkDialog({
  choose,
  close,
}: {
  choose: (page: SitePage) => void;
  close: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [pages, setPages] = useState<SitePage[] | undefined>();
  const [problem, setProblem] = useState("");
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);

  useEffect(() => {
    dialog.current?.showModal();
    let current = true;
    void readFolderJson(MANIFEST_FILE).then((text) => {
      if (!current) return;
      if (text === undefined) setProblem(`The pages could not be read (${MANIFEST_FILE}).`);
      setPages(sitePages(text === undefined ? [] : JSON.parse(text)));
    });
    return () => {
      current = false;
    };
  }, []);

  const found = searchPages(pages ?? [], query);
  const shown = found.slice(0, SHOWN);
  const at = Math.min(active, Math.max(shown.length - 1, 0));
  const optionId = (index: number) => `${id}-page-${index}`;
  const pick = (page: SitePage | undefined) => page && choose(page);

  const onKey = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: shown.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined && shown.length > 0) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(next, shown.length - 1)));
      document
        .getElementById(optionId(Math.max(0, Math.min(next, shown.length - 1))))
        ?.scrollIntoView({ block: "nearest" });
    } else if (event.key === "Enter") {
      event.preventDefault();
      pick(shown[at]);
    }
  };

  const count =
    pages === undefined
      ? "Reading the pages…"
      : found.length === 0
        ? "No page matches."
        : `${found.length} ${found.length === 1 ? "page" : "pages"}${found.length > SHOWN ? `, the first ${SHOWN} shown: type more to narrow` : ""}.`;

  return (
    <dialog
      ref={dialog}
      className="page-link"
      aria-labelledby={`${id}-title`}
      onClose={close}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={`${id}-title`}>Link to a page</h2>
      <label htmlFor={`${id}-search`}>Search pages by title or URL</label>
      <input
        id={`${id}-search`}
        type="text"
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown.length > 0 ? optionId(at) : undefined}
        autoComplete="off"
        autoFocus
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKey}
      />
      <p role="status">{problem || count}</p>
      <ul id={`${id}-list`} role="listbox" aria-label="Pages">
        {shown.map((page, index) => (
          <li
            key={page.url}
            id={optionId(index)}
            role="option"
            aria-selected={index === at}
            onClick={() => pick(page)}
            onMouseMove={() => setActive(index)}
          >
            {page.title}
            <span>{`${STATUS_WORDS[page.status]} · ${page.url}`}</span>
          </li>
        ))}
      </ul>
      <div className="page-link__actions">
        <button type="button" onClick={close}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
