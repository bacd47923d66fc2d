/**
 * Where a block sits in the body's text and how a form's block goes into it: pure text work for
 * the body widget (body-widget.tsx), with the components' own patterns (blocks.ts,
 * text-blocks.ts) so what the widget finds is what the components read.
 */
import type { EditorComponent } from "#server/back-office/editor/blocks.ts";

export interface FoundBlock {
  component: EditorComponent;
  start: number;
  end: number;
  data: Record<string, unknown>;
  /** Why its form cannot hold it (`fromBlock`): then it is edited as text, not in the form. */
  unreadable?: string;
}

/** A block's form while it is open. */
export interface Open {
  component: EditorComponent;
  data: Record<string, unknown>;
  /** The block being edited, or the selection a new block replaces. */
  start: number;
  end: number;
  /** The text between them when the form opened. */
  was: string;
  editing: boolean;
}

/** A new form: lists start with one empty row; a `go:` link takes the selected words. */
export function firstData(component: EditorComponent, selected: string): Record<string, unknown> {
  if (component.id === "go-link") return { text: selected };
  const list = component.fields.find((field) => field.widget === "list");
  return typeof list?.name === "string" ? { [list.name]: [{}] } : {};
}

/** A component's pattern, unanchored, to search a whole text. */
const anywhere = (pattern: RegExp) =>
  new RegExp(pattern.source.replace(/^\^/, ""), `${pattern.flags.replace("g", "")}g`);

/** The block of one of `components` that holds the cursor (`at`), read into its form's data. */
export function findBlockAt(
  text: string,
  at: number,
  components: readonly EditorComponent[],
): FoundBlock | undefined {
  for (const component of components) {
    for (const match of text.matchAll(anywhere(component.pattern))) {
      const start = match.index;
      const end = start + match[0].length;
      // The cursor right after a block's last character still means that block.
      if (at >= start && at <= end) {
        const data = component.fromBlock(match);
        if (typeof data === "string") return { component, start, end, data: {}, unreadable: data };
        return { component, start, end, data };
      }
    }
  }
  return undefined;
}

/**
 * `text` with `block` in place of `start..end` (the selection, or a block being edited). A block
 * the site reads as a block (`ownLine`) starts and ends a line: a line break is added before or
 * after it only where the text has none.
 */
export function placeBlock(
  text: string,
  block: string,
  start: number,
  end: number,
  ownLine: boolean,
): { text: string; cursor: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = ownLine && before !== "" && !before.endsWith("\n") ? "\n" : "";
  const tail = ownLine && !after.startsWith("\n") ? "\n" : "";
  const placed = `${lead}${block}${tail}`;
  return { text: `${before}${placed}${after}`, cursor: before.length + placed.length };
}

/**
 * Where the text `was` (a block being edited, a selection) starts now: at `start` still, or
 * found again after the text was typed in while its form was open; -1 when it is gone.
 */
export function findAgain(text: string, start: number, end: number, was: string): number {
  return text.slice(start, end) === was ? start : text.indexOf(was);
}
