/** A heading's id: lower case letters and digits of any script, joined by single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z0-9#]+;/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** Longest slug a page's url gets from its title, cut at a hyphen's place: short enough to share. */
const MAX_PAGE_SLUG = 80;

/**
 * A page's url segment from its title or old slug, for `npm run new` and the importer alike:
 * `slugify`'s rule (letters and digits of any script, so `Ελληνικά` is `ελληνικα`), at most 80
 * characters; "" when the text has no letter or digit.
 */
export function pageSlug(text: string): string {
  return slugify(text).slice(0, MAX_PAGE_SLUG).replace(/-+$/, "");
}
