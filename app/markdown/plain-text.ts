/** Sanitized HTML as plain text: for places that take text only (structured data). */
import { decodeEntities } from "./html-entities.ts";

const BLOCK_TAGS =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|table|thead|tbody|tr|td|th|hr|figure|figcaption|section)\b[^>]*>/gi;

/**
 * Tags removed (block tags become line breaks), entities decoded, spaces collapsed. Meant for
 * the sanitizer's output, not for arbitrary HTML: the result is data, never markup again.
 */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(BLOCK_TAGS, "\n").replace(/<[^>]*>/g, ""))
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}
