/**
 * The body widget's CodeMirror editor for the widget's life (code-editor.ts): made once into
 * `host`, told of Decap's later values (`replaceText`: a value from outside, not reported back;
 * not the echoes of what was typed: typed-echoes.ts),
 * underlining the widget's `diagnostics` (body-widget.tsx).
 */
import { useEffect, useRef, type RefObject } from "react";
import type { EditorView } from "@codemirror/view";
import type { EditorComponent } from "#server/back-office/editor/blocks.ts";
import type { BodyControlProps, BodyFindings } from "./body-seam.ts";
import type { BlockSpan } from "./block-spans.ts";
import { createCodeEditor, replaceText, showDiagnostics } from "./code-editor.ts";
import { TypedEchoes } from "./typed-echoes.ts";

type Props = BodyControlProps & BodyFindings & { components: readonly EditorComponent[] };

/** The field's label (Decap's field is an Immutable map), the accessible name of the text. */
function fieldLabel(field: unknown): string {
  const get = (field as { get?: (key: string) => unknown } | undefined)?.get;
  const label = typeof get === "function" ? get.call(field, "label") : undefined;
  return typeof label === "string" && label !== "" ? label : "Body";
}

export function useCodeEditor(
  host: RefObject<HTMLDivElement | null>,
  view: RefObject<EditorView | undefined>,
  latest: RefObject<Props>,
  open: (span: BlockSpan) => void,
): (text: string) => void {
  const { value, diagnostics } = latest.current;
  const echoes = useRef(new TypedEchoes());
  // Every text handed to Decap goes through here, so that its echo is known for one.
  const report = (text: string) => {
    echoes.current.reported(text);
    latest.current.onChange(text);
  };
  useEffect(() => {
    if (host.current === null) return;
    const props = latest.current;
    const created = createCodeEditor({
      parent: host.current,
      text: typeof props.value === "string" ? props.value : "",
      label: fieldLabel(props.field),
      id: props.forID,
      components: props.components,
      changed: report,
      open,
      focus: () => latest.current.setActiveStyle(),
      blur: () => latest.current.setInactiveStyle(),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = undefined;
    };
    // One editor for the widget's life; later values come in through `replaceText`.
  }, []);

  useEffect(() => {
    const text = typeof value === "string" ? value : "";
    // An echo of what the writer typed: the editor holds that text, or a later one.
    if (view.current && !echoes.current.isEcho(text)) replaceText(view.current, text);
  }, [value, view]);

  useEffect(() => {
    if (view.current && diagnostics) showDiagnostics(view.current, diagnostics);
  }, [diagnostics, view]);
  return report;
}
