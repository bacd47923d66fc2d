/**
 * The block editor's footnotes: `<sup data-fn="id">` marks in the text and the notes in the
 * post's `footnotes` meta (JSON). They become markdown footnotes (`[^1]` and `[^1]: …`).
 */
import { htmlToMarkdown } from "#tools/import/lib/html-to-markdown.ts";

const MARK = /<sup\b[^>]*\bdata-fn="([^"]+)"[^>]*>[\s\S]*?<\/sup>/g;
/** Survives turndown untouched (no markdown characters), swapped for `[^n]` afterwards. */
const TOKEN = /WPFOOTNOTE(\d+)REF/g;

export interface Footnotes {
  /** The HTML with each mark replaced by a token. */
  html: string;
  /** Puts the references and the notes into the converted markdown. */
  finish(markdown: string): string;
}

export function extractFootnotes(html: string, meta: string | undefined): Footnotes {
  const notes = parseNotes(meta);
  const order: string[] = [];
  const marked = html.replace(MARK, (mark, id: string) => {
    if (!notes.has(id)) return mark;
    if (!order.includes(id)) order.push(id);
    return `WPFOOTNOTE${order.indexOf(id) + 1}REF`;
  });
  return {
    html: marked,
    finish(markdown) {
      if (order.length === 0) return markdown;
      const definitions = order.map(
        (id, index) =>
          `[^${index + 1}]: ${htmlToMarkdown(notes.get(id) ?? "").replace(/\n+/g, " ")}`,
      );
      return `${markdown.replace(TOKEN, "[^$1]")}\n\n${definitions.join("\n")}`;
    },
  };
}

function parseNotes(meta: string | undefined): Map<string, string> {
  const notes = new Map<string, string>();
  try {
    const parsed: unknown = JSON.parse(meta ?? "[]");
    for (const note of Array.isArray(parsed) ? parsed : []) {
      if (typeof note === "object" && note !== null && "id" in note && "content" in note)
        notes.set(String(note.id), String(note.content));
    }
  } catch {
    // No readable notes: the marks stay as they are.
  }
  return notes;
}
