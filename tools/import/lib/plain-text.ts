import { decodeEntities } from "#app/markdown/index.ts";

/** Text of a title or excerpt that may hold HTML: tags dropped, entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<\/?[a-z][^>]*>/gi, ""))
    .replace(/\s+/g, " ")
    .trim();
}

/** Non-empty names, the first spelling of each kept (`Markup` and `markup` are one tag). */
export function uniqueIgnoringCase(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (name === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
