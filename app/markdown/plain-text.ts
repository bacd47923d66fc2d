/** Sanitized HTML as plain text: for places that take text only (structured data). */

const BLOCK_TAGS =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|table|thead|tbody|tr|td|th|hr|figure|figcaption|section)\b[^>]*>/gi;
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

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

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X"
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}
