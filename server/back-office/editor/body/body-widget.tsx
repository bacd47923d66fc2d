/**
 * The body widget (`site-body`, decisions 059 and 073): the file's whole text in a CodeMirror 6
 * editor (code-editor.ts), saved exactly as typed (`onChange` gets the document, byte for byte),
 * markdown highlighted, each contract block drawn as a card or chip where the cursor is not
 * (cards.ts). A card's click or Enter opens the block's form (block-form.tsx), whose "Edit as
 * text" puts the cursor in the block instead. The toolbar opens a form per block, inserted at the
 * cursor in the components' own syntax (`toBlock`); "Edit the block at the cursor" reads the
 * block there back into its form (`fromBlock`).
 *
 * Under it, the problems panel (problems-panel.tsx): the checker's findings on the text as typed
 * (live-check.ts, decision 074), each underlined in the editor at its line and column and listed
 * with a jump to it. "Link to a page" writes a link to another page at the selection
 * (links/page-link-dialog.tsx). Words typed while a save is on its way stay unsaved
 * (after-save.ts).
 */
import { Component, useEffect, useMemo, useRef, useState } from "react";
import type { EditorView } from "@codemirror/view";
import type { EditorComponent } from "#server/back-office/editor/blocks.ts";
import { PAGE_LINK_CSS } from "#server/back-office/editor/links/page-link-dialog.tsx";
import { afterEachSave } from "./after-save.ts";
import { BlockForm, type PickImage } from "./block-form.tsx";
import { INLINE_BLOCKS, type BlockSpan } from "./block-spans.ts";
import { findAgain, findBlockAt, firstData, placeBlock, type Open } from "./block-text.ts";
import { BODY_CSS } from "./body-css.ts";
import type { BodyControlProps } from "./body-seam.ts";
import { jumpTo, type BodyDiagnostic } from "./code-editor.ts";
import { fileOfEntry, useLiveCheck } from "./live-check.ts";
import { ProblemsPanel, PROBLEMS_CSS } from "./problems-panel.tsx";
import { LinkToPage } from "./link-to-page.tsx";
import { useCodeEditor } from "./use-code-editor.ts";

export type { BodyControlProps } from "./body-seam.ts";

type Data = Record<string, unknown>;

// Long: the editor's state (the CodeMirror view, the open form, the status line) and the handlers
// that read and write it share one closure; split, they would pass the same six values around.
function BodyEditor(props: BodyControlProps & { components: readonly EditorComponent[] }) {
  const { forID, components } = props;
  const value = typeof props.value === "string" ? props.value : "";
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  const [open, setOpen] = useState<Open | undefined>();
  const [note, setNote] = useState("");
  const picked = useRef<(path: string) => void>(undefined);
  // The checker's findings on the text as typed; this file's are underlined in the editor.
  const file = fileOfEntry(props.getEntry?.());
  const problems = useLiveCheck(file, value);
  const diagnostics = useMemo<BodyDiagnostic[]>(
    () => problems.findings.filter((finding) => finding.file === file),
    [problems, file],
  );
  const latest = useRef({ ...props, diagnostics });
  latest.current = { ...props, diagnostics };
  const mediaId = `${forID}-media`;
  const mediaPath = props.mediaPaths.get(mediaId);
  const text = () => view.current?.state.doc.toString() ?? value;

  useEffect(() => {
    if (typeof mediaPath !== "string") return;
    picked.current?.(mediaPath);
    picked.current = undefined;
    props.onRemoveInsertedMedia(mediaId);
  }, [mediaPath, mediaId, props]);

  /** A card clicked or entered: its form, or its text when the form cannot hold it. */
  const openSpan = (span: BlockSpan) => {
    const now = text();
    if (span.component === undefined || span.unreadable !== undefined) {
      if (span.unreadable !== undefined) {
        setNote(
          `This ${span.component?.label ?? "block"} cannot open in its form (${span.unreadable}): edit it as text.`,
        );
      }
      toText(span.from);
      return;
    }
    setNote("");
    const was = now.slice(span.from, span.to);
    setOpen({
      component: span.component,
      data: span.data,
      start: span.from,
      end: span.to,
      was,
      editing: true,
    });
  };
  const openRef = useRef(openSpan);
  openRef.current = openSpan;

  // `report` reads only refs: the first one serves the widget's life.
  const report = useCodeEditor(host, view, latest, (span) => openRef.current(span));
  useEffect(() => afterEachSave(() => report(text())), []);

  const pickImage: PickImage = (current, use) => {
    picked.current = use;
    props.onOpenMediaLibrary({
      controlID: mediaId,
      forImage: true,
      allowMultiple: false,
      value: current,
      field: props.field,
    });
  };

  const selection = () => view.current?.state.selection.main ?? { from: 0, to: 0, head: 0 };

  const openForm = (component: EditorComponent) => {
    const { from, to } = selection();
    const was = text().slice(from, to);
    setNote("");
    setOpen({
      component,
      data: firstData(component, was),
      start: from,
      end: to,
      was,
      editing: false,
    });
  };

  const editAtCursor = () => {
    const found = findBlockAt(text(), selection().head, components);
    if (!found) {
      setNote("No block at the cursor: put the cursor inside a block's text first.");
      return;
    }
    if (found.unreadable) {
      setNote(
        `This ${found.component.label} cannot open in its form (${found.unreadable}): edit it as text.`,
      );
      return;
    }
    setNote("");
    setOpen({ ...found, was: text().slice(found.start, found.end), editing: true });
  };

  /** The cursor at `at` (inside a block: it shows as its text), the editor focused. */
  function toText(at: number) {
    setOpen(undefined);
    requestAnimationFrame(() => {
      const current = view.current;
      if (!current) return;
      current.dispatch({ selection: { anchor: at }, scrollIntoView: true });
      current.focus();
    });
  }

  const write = (data: Data) => {
    const current = view.current;
    if (!open || !current) return;
    const now = text();
    const start = findAgain(now, open.start, open.end, open.was);
    if (start < 0) {
      setNote("The block changed in the text while its form was open: nothing was written.");
      return;
    }
    const block = open.component.toBlock(data);
    const ownLine = !INLINE_BLOCKS.has(open.component.id);
    const end = start + open.was.length;
    const placed = placeBlock(now, block, start, end, ownLine);
    const insert = placed.text.slice(start, placed.text.length - (now.length - end));
    current.dispatch({ changes: { from: start, to: end, insert } });
    // Past the line break after a block on its own line, so its card shows again.
    const after =
      ownLine && placed.text[placed.cursor - 1] !== "\n" && placed.text[placed.cursor] === "\n";
    toText(placed.cursor + (after ? 1 : 0));
  };

  const asText = () => {
    if (!open) return;
    const start = findAgain(text(), open.start, open.end, open.was);
    toText(start < 0 ? open.start : start);
  };

  const close = () => {
    setOpen(undefined);
    view.current?.focus();
  };

  return (
    <div className={`${props.classNameWrapper} site-body`}>
      <style>{BODY_CSS + PROBLEMS_CSS + PAGE_LINK_CSS}</style>
      <div role="group" aria-label="Insert a block" className="site-body__blocks">
        {components.map((component) => (
          <button key={component.id} type="button" onClick={() => openForm(component)}>
            {component.label}
          </button>
        ))}
        <button type="button" onClick={editAtCursor}>
          Edit the block at the cursor
        </button>
        <LinkToPage view={view} done={toText} />
      </div>
      <p role="status">{note}</p>
      {open && (
        <BlockForm
          key={`${open.component.id}-${open.start}`}
          component={open.component}
          initial={open.data}
          editing={open.editing}
          done={write}
          cancel={close}
          {...(open.editing ? { asText } : {})}
          pickImage={pickImage}
        />
      )}
      <div ref={host} />
      <ProblemsPanel
        file={file}
        {...problems}
        onJump={(line, column) => view.current && jumpTo(view.current, line, column)}
      />
    </div>
  );
}

/**
 * The control Decap mounts. A class: Decap re-renders a widget only when its value changes unless
 * the control has its own `shouldComponentUpdate`, and a picked image arrives in `mediaPaths`.
 */
export function bodyControl(components: readonly EditorComponent[]) {
  return class BodyControl extends Component<BodyControlProps> {
    override shouldComponentUpdate(): boolean {
      return true;
    }
    override render() {
      return <BodyEditor {...this.props} components={components} />;
    }
  };
}

/** Where no page preview is registered (category texts): the text as written. */
export function BodyPreview({ value }: { value?: unknown }) {
  return <pre style={{ whiteSpace: "pre-wrap" }}>{typeof value === "string" ? value : ""}</pre>;
}
