/**
 * The body's CodeMirror 6 editor (decision 073): markdown highlighted, undo and redo, lines
 * wrapped, the contract's blocks as cards (cards.ts), findings underlined and marked in the
 * gutter (@codemirror/lint). Lines split at "\n" only, so a "\r", a tab, trailing spaces or a
 * missing final newline stay as they are: the document is the file's text byte for byte.
 */
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { markdown } from "@codemirror/lang-markdown";
import { defaultHighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { lintGutter, setDiagnostics, type Diagnostic } from "@codemirror/lint";
import { Annotation, EditorSelection, EditorState, type Text } from "@codemirror/state";
import { EditorView, drawSelection, keymap } from "@codemirror/view";
import type { EditorComponent } from "#server/back-office/editor/blocks.ts";
import type { BlockSpan } from "./block-spans.ts";
import { blockCards } from "./cards.ts";

/** A finding at a line and column of the file's text (both from 1, as the checker prints). */
export interface BodyDiagnostic {
  line: number;
  column: number;
  severity: "error" | "warning" | "info";
  message: string;
}

/** Where `line:column` is in `doc`, kept inside the document (a stale finding still shows). */
export function positionOf(doc: Text, line: number, column: number): number {
  const at = doc.line(Math.min(Math.max(1, Math.trunc(line)), doc.lines));
  return at.from + Math.min(Math.max(0, Math.trunc(column) - 1), at.length);
}

/** The findings as CodeMirror's: each underlines its word (to the next space or line end). */
export function toLintDiagnostics(doc: Text, findings: readonly BodyDiagnostic[]): Diagnostic[] {
  return findings.map(({ line, column, severity, message }) => {
    const from = positionOf(doc, line, column);
    const rest = doc.lineAt(from);
    const word = /^\S*/.exec(rest.text.slice(from - rest.from))?.[0].length ?? 0;
    const to = Math.min(rest.to, from + Math.max(1, word));
    return { from, to: Math.max(from, to), severity, message };
  });
}

/** A change that came from Decap's value, not from the writer: not reported back as typed. */
const fromOutside = Annotation.define<boolean>();

export interface CodeEditorOptions {
  parent: HTMLElement;
  text: string;
  /** The editable content's accessible name (the field's label). */
  label: string;
  id: string;
  components: readonly EditorComponent[];
  changed(text: string): void;
  open(span: BlockSpan): void;
  focus(): void;
  blur(): void;
}

export function createCodeEditor(options: CodeEditorOptions): EditorView {
  return new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        EditorState.lineSeparator.of("\n"),
        history(),
        drawSelection(),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        markdown(),
        syntaxHighlighting(defaultHighlightStyle),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({
          "aria-label": options.label,
          id: options.id,
          spellcheck: "true",
        }),
        blockCards(options.components, options.open),
        lintGutter(),
        EditorView.updateListener.of((update) => {
          const outside = update.transactions.some((t) => t.annotation(fromOutside));
          if (update.docChanged && !outside) options.changed(update.state.doc.toString());
          if (update.focusChanged) (update.view.hasFocus ? options.focus : options.blur)();
        }),
      ],
    }),
  });
}

/** The text replaced by `text` when it differs (a value from outside), the cursor kept near. */
export function replaceText(view: EditorView, text: string): void {
  const now = view.state.doc.toString();
  if (now === text) return;
  let start = 0;
  while (start < now.length && start < text.length && now[start] === text[start]) start++;
  let end = 0;
  while (
    end < now.length - start &&
    end < text.length - start &&
    now[now.length - 1 - end] === text[text.length - 1 - end]
  )
    end++;
  view.dispatch({
    changes: { from: start, to: now.length - end, insert: text.slice(start, text.length - end) },
    annotations: fromOutside.of(true),
  });
}

/** The findings shown: underlined at their line and column, marked in the gutter. */
export function showDiagnostics(view: EditorView, findings: readonly BodyDiagnostic[]): void {
  view.dispatch(setDiagnostics(view.state, toLintDiagnostics(view.state.doc, findings)));
}

/** The cursor at `line:column` (from 1), scrolled into view, the editor focused. */
export function jumpTo(view: EditorView, line: number, column: number): void {
  const at = positionOf(view.state.doc, line, column);
  view.dispatch({ selection: EditorSelection.cursor(at), scrollIntoView: true });
  view.focus();
}
