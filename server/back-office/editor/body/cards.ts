/**
 * The contract's blocks drawn as what they are in the CodeMirror body (decision 073): each block
 * (block-spans.ts) is replaced by a card (a block on lines of its own) or a chip (a `go:` link,
 * `{{baseUrl}}` inside a line) wherever no cursor or selection touches it; where one does, the
 * block shows as its text. The document is never changed by this: only what is drawn.
 *
 * A card is a real `<button>` named by its label: Tab and Shift+Tab go from card to card as from
 * any button; click or Enter calls `open` with its span (the widget opens the block's form).
 * Card decorations replace line breaks, so they come from a state field, not a view plugin.
 */
import { RangeSetBuilder, StateField, type EditorState, type Extension } from "@codemirror/state";
import { Decoration, EditorView, WidgetType, type DecorationSet } from "@codemirror/view";
import type { EditorComponent } from "#server/back-office/editor/blocks.ts";
import { findBlockSpans, touches, type BlockSpan } from "./block-spans.ts";

class CardWidget extends WidgetType {
  readonly span: BlockSpan;
  readonly open: (span: BlockSpan) => void;
  constructor(span: BlockSpan, open: (span: BlockSpan) => void) {
    super();
    this.span = span;
    this.open = open;
  }
  override eq(other: CardWidget): boolean {
    const [a, b] = [this.span, other.span];
    return a.from === b.from && a.to === b.to && a.label === b.label && a.inline === b.inline;
  }
  toDOM(): HTMLElement {
    const button = document.createElement("button");
    button.type = "button";
    button.className = this.span.inline ? "site-chip" : "site-card";
    button.textContent = this.span.label;
    button.dataset.from = String(this.span.from);
    button.addEventListener("click", (event) => {
      event.preventDefault();
      this.open(this.span);
    });
    if (this.span.inline) return button;
    const line = document.createElement("div");
    line.className = "site-card__line";
    line.append(button);
    return line;
  }
  /** The card's own clicks and keys are the button's, not the editor's. */
  override ignoreEvent(): boolean {
    return true;
  }
}

/** Whether the span covers whole lines (then its card stands between lines). */
function wholeLines(state: EditorState, span: BlockSpan): boolean {
  return state.doc.lineAt(span.from).from === span.from && state.doc.lineAt(span.to).to === span.to;
}

function draw(
  state: EditorState,
  spans: readonly BlockSpan[],
  open: (span: BlockSpan) => void,
): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const span of spans) {
    if (state.selection.ranges.some((range) => touches(span, range.from, range.to))) continue;
    const block = !span.inline && wholeLines(state, span);
    builder.add(
      span.from,
      span.to,
      Decoration.replace({ widget: new CardWidget(span, open), block }),
    );
  }
  return builder.finish();
}

interface Cards {
  spans: readonly BlockSpan[];
  decorations: DecorationSet;
}

/** The cards of `components`' blocks; `open` gets the span of a card clicked or entered. */
export function blockCards(
  components: readonly EditorComponent[],
  open: (span: BlockSpan) => void,
): Extension {
  const field = StateField.define<Cards>({
    create(state) {
      const spans = findBlockSpans(state.doc.toString(), components);
      return { spans, decorations: draw(state, spans, open) };
    },
    update(cards, transaction) {
      if (!transaction.docChanged && !transaction.selection) return cards;
      const { state } = transaction;
      const spans = transaction.docChanged
        ? findBlockSpans(state.doc.toString(), components)
        : cards.spans;
      return { spans, decorations: draw(state, spans, open) };
    },
    provide: (cards) => EditorView.decorations.from(cards, (value) => value.decorations),
  });
  return field;
}

/** The cards' look: compact, at least 44 px high, wrapping at 375 px. */
export const CARDS_CSS = `
.site-card__line { padding: 2px 0; }
.site-body .site-card, .site-body .site-chip { display: inline-block; max-width: 100%; min-height: 44px; box-sizing: border-box; text-align: left; white-space: normal; overflow-wrap: anywhere; font: 14px/1.4 system-ui, sans-serif; border: 1px solid #3a69c7; background: #eef3fc; color: #1e2532; }
.site-body .site-card { display: block; width: 100%; padding: 8px 12px; border-left-width: 6px; }
.site-body .site-chip { padding: 2px 8px; border-radius: 12px; vertical-align: baseline; }
`;
