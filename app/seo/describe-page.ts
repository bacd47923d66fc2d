/**
 * A description for a page whose author wrote none: its DATA `summary`, else its first paragraph
 * as plain text, cut at a word to about the length search results show.
 */
import type { PageContent } from "#app/analysis/index.ts";
import { htmlToText } from "#app/markdown/index.ts";

/** About what a search result shows of a description. */
export const DESCRIPTION_LENGTH = 155;

export function describePage(content: Pick<PageContent, "data" | "parts">): string {
  const summary = content.data.summary?.trim();
  if (summary) return summary;
  for (const part of content.parts) {
    if (part.kind !== "text") continue;
    const paragraph = /<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/i.exec(part.html);
    const text = paragraph ? htmlToText(paragraph[1] ?? "").replace(/\s+/g, " ") : "";
    if (text) return cutAtWord(text, DESCRIPTION_LENGTH);
  }
  return "";
}

/** `text` if it fits in `max` characters, else its longest run of whole words that fits, and `…`. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max); // leaves one character for the ellipsis
  const end = room.lastIndexOf(" ");
  return `${(end > max / 2 ? room.slice(0, end) : room.slice(0, max - 1)).replace(/[\s,;:.–-]+$/, "")}…`;
}
