/**
 * The body widget (`site-body`, decision 059): the file's whole text in a plain textarea, saved
 * exactly as typed, and a toolbar whose buttons open a form for each block of the contract; the
 * form's block goes in at the cursor in the components' own syntax (`toBlock`). "Edit the block
 * at the cursor" reads the block there back into its form (`fromBlock`). Decap's markdown widget
 * either hides the components (Markdown mode) or rewrites the text (Rich Text mode).
 */
import { Component, useEffect, useRef, useState } from "react";
import type { EditorComponent } from "#server/back-office/editor/blocks.ts";
import { afterEachSave } from "./after-save.ts";
import { BlockForm, type PickImage } from "./block-form.tsx";
import { findAgain, findBlockAt, placeBlock } from "./block-text.ts";
import { fileOfEntry, useLiveCheck, type DecapEntry } from "./live-check.ts";
import { jumpInTextarea, ProblemsPanel, PROBLEMS_CSS } from "./problems-panel.tsx";
import {
  PAGE_LINK_CSS,
  PageLinkDialog,
} from "#server/back-office/editor/links/page-link-dialog.tsx";
import { pageLink, type SitePage } from "#server/back-office/editor/links/page-links.ts";

type Data = Record<string, unknown>;

/** What Decap gives a widget's control that this one uses (Decap's own types are `any`). */
export interface BodyControlProps {
  forID: string;
  value?: unknown;
  field: unknown;
  classNameWrapper: string;
  onChange(value: string): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  mediaPaths: { get(id: string): unknown };
  onOpenMediaLibrary(options: Data): void;
  onRemoveInsertedMedia(id: string): void;
  /** The entry being edited (its path, or a new entry's row). */
  getEntry?(): DecapEntry;
}

interface Open {
  component: EditorComponent;
  data: Data;
  /** The block being edited, or the selection a new block replaces. */
  start: number;
  end: number;
  /** The text between them when the form opened. */
  was: string;
  editing: boolean;
}

/** Wraps at 375 px; every control at least 44 px high, for a finger. */
const CSS = `
.site-body__blocks { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 8px; }
.site-body button { min-height: 44px; padding: 6px 10px; border: 1px solid #798291; border-radius: 5px; background: #fff; color: #1e2532; font: inherit; cursor: pointer; }
.site-body button:focus-visible, .site-body textarea:focus-visible, .site-body input:focus-visible, .site-body select:focus-visible { outline: 2px solid #3a69c7; outline-offset: 2px; }
.site-body > textarea { display: block; box-sizing: border-box; width: 100%; min-height: 24em; font: 14px/1.5 ui-monospace, Menlo, Consolas, monospace; border: 1px solid #798291; border-radius: 5px; padding: 8px; }
.site-body [role=status] { margin: 0; }
.block-form { border: 2px solid #3a69c7; border-radius: 5px; padding: 10px; margin: 0 0 10px; min-width: 0; }
.block-form legend { font-weight: 600; padding: 0 4px; }
.block-form fieldset { border: 1px solid #c4c9d2; border-radius: 5px; margin: 8px 0; padding: 8px; min-width: 0; }
.block-field { display: flex; flex-direction: column; gap: 2px; margin: 6px 0; }
.block-field input, .block-field select, .block-field textarea { box-sizing: border-box; width: 100%; min-height: 40px; font: inherit; padding: 6px; border: 1px solid #798291; border-radius: 4px; }
.block-image { display: flex; flex-wrap: wrap; gap: 6px; }
.block-actions { display: flex; gap: 8px; margin-top: 10px; }
`;

/** Blocks the site reads on lines of their own; the `go:` link sits inside a line. */
const INLINE = new Set(["go-link"]);

/** A new form: lists start with one empty row; a `go:` link takes the selected words. */
function firstData(component: EditorComponent, selected: string): Data {
  if (component.id === "go-link") return { text: selected };
  const list = component.fields.find((field) => field.widget === "list");
  return typeof list?.name === "string" ? { [list.name]: [{}] } : {};
}

// Long: the editor's state (text, cursor, the open form, the status line) and the handlers that
// read and write it share one closure; split, they would pass the same six values around.
function BodyEditor(props: BodyControlProps & { components: readonly EditorComponent[] }) {
  const { forID, components } = props;
  const value = typeof props.value === "string" ? props.value : "";
  const area = useRef<HTMLTextAreaElement>(null);
  const [open, setOpen] = useState<Open | undefined>();
  const [note, setNote] = useState("");
  const [linking, setLinking] = useState<{ start: number; end: number } | undefined>();
  const picked = useRef<(path: string) => void>(undefined);
  const mediaId = `${forID}-media`;
  const mediaPath = props.mediaPaths.get(mediaId);
  // Words typed while a save was on its way stay marked unsaved (after-save.ts).
  const latest = useRef({ value, onChange: props.onChange });
  latest.current = { value, onChange: props.onChange };
  useEffect(() => afterEachSave(() => latest.current.onChange(latest.current.value)), []);
  // The problems panel (problems-panel.tsx): the checker's findings and a jump to one.
  const file = fileOfEntry(props.getEntry?.());
  const problems = useLiveCheck(file, value);
  const onJump = (line: number, column: number) => jumpInTextarea(area.current, line, column);

  useEffect(() => {
    if (typeof mediaPath !== "string") return;
    picked.current?.(mediaPath);
    picked.current = undefined;
    props.onRemoveInsertedMedia(mediaId);
  }, [mediaPath, mediaId, props]);

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

  const openForm = (component: EditorComponent) => {
    const { selectionStart = 0, selectionEnd = 0 } = area.current ?? {};
    const data = firstData(component, value.slice(selectionStart, selectionEnd));
    setNote("");
    const was = value.slice(selectionStart, selectionEnd);
    setOpen({ component, data, start: selectionStart, end: selectionEnd, was, editing: false });
  };

  const editAtCursor = () => {
    const found = findBlockAt(value, area.current?.selectionStart ?? 0, components);
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
    setOpen({ ...found, was: value.slice(found.start, found.end), editing: true });
  };

  const write = (data: Data) => {
    if (!open) return;
    const start = findAgain(value, open.start, open.end, open.was);
    if (start < 0) {
      setNote("The block changed in the text while its form was open: nothing was written.");
      return;
    }
    const block = open.component.toBlock(data);
    const ownLine = !INLINE.has(open.component.id);
    const end = start + open.was.length;
    const placed = placeBlock(value, block, start, end, ownLine);
    props.onChange(placed.text);
    setOpen(undefined);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(placed.cursor, placed.cursor);
    });
  };

  // "Link to a page": the link replaces the selection (its words become the link's text).
  const insertLink = (page: SitePage) => {
    if (!linking) return;
    const link = pageLink(page, value.slice(linking.start, linking.end));
    props.onChange(value.slice(0, linking.start) + link + value.slice(linking.end));
    setLinking(undefined);
    const cursor = linking.start + link.length;
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(cursor, cursor);
    });
  };

  const close = () => {
    setOpen(undefined);
    area.current?.focus();
  };

  return (
    <div className={`${props.classNameWrapper} site-body`}>
      <style>{CSS + PROBLEMS_CSS + PAGE_LINK_CSS}</style>
      <div role="group" aria-label="Insert a block" className="site-body__blocks">
        {components.map((component) => (
          <button key={component.id} type="button" onClick={() => openForm(component)}>
            {component.label}
          </button>
        ))}
        <button type="button" onClick={editAtCursor}>
          Edit the block at the cursor
        </button>
        <button
          type="button"
          onClick={() =>
            setLinking({
              start: area.current?.selectionStart ?? 0,
              end: area.current?.selectionEnd ?? 0,
            })
          }
        >
          Link to a page
        </button>
      </div>
      {linking && (
        <PageLinkDialog
          choose={insertLink}
          close={() => {
            setLinking(undefined);
            // After the dialog is gone: a closing modal dialog moves the focus itself.
            requestAnimationFrame(() => area.current?.focus());
          }}
        />
      )}
      <p role="status">{note}</p>
      {open && (
        <BlockForm
          key={`${open.component.id}-${open.start}`}
          component={open.component}
          initial={open.data}
          editing={open.editing}
          done={write}
          cancel={close}
          pickImage={pickImage}
        />
      )}
      <textarea
        id={forID}
        ref={area}
        value={value}
        spellCheck
        rows={24}
        onChange={(event) => props.onChange(event.target.value)}
        onFocus={props.setActiveStyle}
        onBlur={props.setInactiveStyle}
      />
      <ProblemsPanel file={file} {...problems} onJump={onJump} />
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
