/**
 * The body toolbar's "Link to a page" (links/page-link-dialog.tsx, decision 075): the dialog
 * opens on the editor's selection, and the page chosen is written over it as a link whose text
 * is the selected words (or the page's title).
 */
import { useState, type RefObject } from "react";
import type { EditorView } from "@codemirror/view";
import { PageLinkDialog } from "#server/back-office/editor/links/page-link-dialog.tsx";
import { pageLink, type SitePage } from "#server/back-office/editor/links/page-links.ts";

export function LinkToPage(props: {
  view: RefObject<EditorView | undefined>;
  /** The link written: the cursor goes to `at`, the editor focused. */
  done(at: number): void;
}) {
  const [linking, setLinking] = useState<{ from: number; to: number } | undefined>();
  const choose = (page: SitePage) => {
    const current = props.view.current;
    if (!linking || !current) return;
    const link = pageLink(page, current.state.sliceDoc(linking.from, linking.to));
    current.dispatch({ changes: { from: linking.from, to: linking.to, insert: link } });
    setLinking(undefined);
    props.done(linking.from + link.length);
  };
  const select = () => {
    const { from = 0, to = 0 } = props.view.current?.state.selection.main ?? {};
    setLinking({ from, to });
  };
  return (
    <>
      <button type="button" onClick={select}>
        Link to a page
      </button>
      {linking && (
        <PageLinkDialog
          choose={choose}
          close={() => {
            setLinking(undefined);
            // After the dialog is gone: a closing modal dialog moves the focus itself.
            requestAnimationFrame(() => props.view.current?.focus());
          }}
        />
      )}
    </>
  );
}
