/**
 * The body widget's CodeMirror editor for the widget's life (code-editor.ts): made once into
 * `host`, told of Decap's later values (`replaceText`: a value from outside, not reported back),
 * underlining the widget's `diagnostics` (body-widget.tsx).
 */
import { useEffect, type RefObject } from "react";
import type { EditorView } from "@codemirror/view";
import type { EditorComponent } from "#server/back-office/editor/blocks.ts";
import type { BodyControlProps, BodyFindings } from "./body-seam.ts";
import type { BlockSpan } from "./block-spans.ts";
import { createCodeEditor, replaceText, showDiagnostics } from "./code-editor.ts";

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
): void {
  const { value, diagnostics } = latest.current;
  useEffect(() => {
    if (host.current === null) return;
    const props = latest.current;
    const created = createCodeEditor({
      parent: host.current,
      text: typeof props.value === "string" ? props.value : "",
      label: fieldLabel(props.field),
      id: props.forID,
      components: props.components,
      changed: (next) => latest.current.onChange(next),
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
    if (view.current) replaceText(view.current, typeof value === "string" ? value : "");
  }, [value, view]);

  useEffect(() => {
    if (view.current && diagnostics) showDiagnostics(view.current, diagnostics);
  }, [diagnostics, view]);
}
