/**
 * Where each contract block sits in the body's text and what its card says (pure text work for
 * the CodeMirror cards, cards.ts): every match of the components' own patterns (blocks.ts,
 * text-blocks.ts) and every `{{baseUrl}}`, read into the form's data as the form would, with a
 * short label naming the block ("Products block: 2 products — Namecheap, Dan.com"). A span
 * inside another (a `go:` link in a FAQ answer) is left to the outer one's card.
 */
import type { EditorComponent } from "#server/back-office/editor/blocks.ts";

type Data = Record<string, unknown>;

export interface BlockSpan {
  /** The component whose form edits it; none for `{{baseUrl}}` (text only). */
  component?: EditorComponent;
  from: number;
  to: number;
  /** A chip inside a line (a `go:` link, `{{baseUrl}}`) rather than a card on lines of its own. */
  inline: boolean;
  label: string;
  data: Data;
  /** Why its form cannot hold it (`fromBlock`): it is then edited as text. */
  unreadable?: string;
}

/** Blocks the site reads inside a line; every other block stands on lines of its own. */
export const INLINE_BLOCKS = new Set(["go-link"]);

const BASE_URL = /\{\{baseUrl\}\}/g;
const MOST = 3;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const rows = (value: unknown) => (Array.isArray(value) ? (value as Data[]) : []);
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** Up to three names, then "…": "Namecheap, Dan.com, Sedo, …". */
function names(values: string[]): string {
  const named = values.filter((value) => value !== "");
  const shown = named.slice(0, MOST).join(", ");
  return named.length > MOST ? `${shown}, …` : shown;
}

/** "2 products — Namecheap, Dan.com", or "no products". */
function counted(count: number, one: string, listed: string[]): string {
  if (count === 0) return `no ${one}s`;
  const list = names(listed);
  return list === "" ? plural(count, one) : `${plural(count, one)} — ${list}`;
}

/** What the card of a block says: its kind, then what it holds. */
function blockLabel(component: EditorComponent, data: Data, unreadable?: string): string {
  const kind = component.label.replace(/ \(.*\)$/, "");
  if (unreadable !== undefined) return `${kind}: edit as text (${unreadable})`;
  switch (component.id) {
    case "products": {
      const products = rows(data.products);
      const titles = products.map((product) => text(product.title));
      return `${kind}: ${counted(products.length, "product", titles)}`;
    }
    case "insert-product":
      return typeof data.number === "number"
        ? `Product marker: product ${data.number} shows here`
        : "Product marker: the next product shows here";
    case "insert-faq":
      return "FAQ marker: the FAQ shows here";
    case "faq": {
      const items = rows(data.items);
      const questions = items.map((item) => text(item.question));
      return `${kind}: ${counted(items.length, "question", questions)}`;
    }
    case "meta": {
      const title = text(data.title);
      const filled = Object.values(data).filter((value) => text(value) !== "").length;
      return `${kind}: ${title === "" ? plural(filled, "value") : `“${title}”`}`;
    }
    case "data": {
      const values = rows(data.values);
      return `${kind}: ${counted(
        values.length,
        "value",
        values.map((row) => text(row.key)),
      )}`;
    }
    case "go-link":
      return `Affiliate link: ${text(data.text)} → ${text(data.link)}`;
    default:
      return kind;
  }
}

/** A component's pattern, unanchored, to search a whole text. */
const anywhere = (pattern: RegExp) =>
  new RegExp(pattern.source.replace(/^\^/, ""), `${pattern.flags.replace("g", "")}g`);

/** Every block of `components` and every `{{baseUrl}}` in `text`, in text order, none nested. */
export function findBlockSpans(text: string, components: readonly EditorComponent[]): BlockSpan[] {
  const found: BlockSpan[] = [];
  for (const component of components) {
    for (const match of text.matchAll(anywhere(component.pattern))) {
      const from = match.index;
      const read = component.fromBlock(match);
      const unreadable = typeof read === "string" ? read : undefined;
      const data = typeof read === "string" ? {} : read;
      found.push({
        component,
        from,
        to: from + match[0].length,
        inline: INLINE_BLOCKS.has(component.id),
        label: blockLabel(component, data, unreadable),
        data,
        ...(unreadable === undefined ? {} : { unreadable }),
      });
    }
  }
  for (const match of text.matchAll(BASE_URL)) {
    const from = match.index;
    const label = "Site address ({{baseUrl}})";
    found.push({ from, to: from + match[0].length, inline: true, label, data: {} });
  }
  found.sort((a, b) => a.from - b.from || b.to - a.to);
  const kept: BlockSpan[] = [];
  for (const span of found) {
    const last = kept.at(-1);
    if (last === undefined || span.from >= last.to) kept.push(span);
  }
  return kept;
}

/** Whether a selection range (`from..to`) touches a span: then it shows as text. */
export function touches(span: BlockSpan, from: number, to: number): boolean {
  return from <= span.to && to >= span.from;
}
