/**
 * The site's one table of character references: what markup-escaping writes and what decoding
 * reads back (plain text for structured data, search excerpts, XML feeds, attribute values).
 */
const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};
const ESCAPED: Readonly<Record<string, string>> = Object.fromEntries(
  ["amp", "lt", "gt", "quot", "apos"].map((name) => [NAMED[name], `&${name};`]),
);

/** `& < > " '` as references: safe in text and in quoted attribute values, HTML and XML alike. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPED[char] ?? char);
}

/** Named (of the table, any case) and numeric references decoded; anything else kept as written. */
export function decodeEntities(text: string): string {
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
