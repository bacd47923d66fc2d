/**
 * Whether a page's front matter marks it a draft, decided here for the site and the importer
 * alike: `draft: true` (Hugo, Astro), or Jekyll's `published: false`. A flag written as text
 * (`"true"`, `"False"`) counts as the boolean; keys in any case.
 */
export function isDraftFrontMatter(values: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(values).some(([key, value]) => {
    const lower = key.toLowerCase();
    const flag = typeof value === "string" ? value.trim().toLowerCase() : value;
    if (lower === "draft") return flag === true || flag === "true";
    return lower === "published" && (flag === false || flag === "false");
  });
}
