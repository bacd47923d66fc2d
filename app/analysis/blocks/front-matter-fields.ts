/**
 * Front matter keys as the common generators name them, read into the meta block and the page
 * data. Keys are case-insensitive (as in Hugo); each field takes the first of its synonyms that
 * the file sets (docs/authoring.md, "Coming from Hugo, Jekyll, Astro or WordPress").
 */
import { checkPageDate } from "./content-dates.ts";
import { isDraftFrontMatter } from "./draft-flag.ts";
import { contentWarning, type ContentProblem } from "./content-problem.ts";
import type { PageData } from "./data-block.ts";
import { MetaBlockSchema, type MetaBlock } from "./meta.ts";

type Field = "date" | "updated" | "description" | "image" | "author" | "tags";

/** Each field's synonyms, in the order one wins over the next. */
export const FRONT_MATTER_SYNONYMS: Record<Field, readonly string[]> = {
  date: ["date", "pubdate", "publishdate", "published"],
  updated: ["updated", "updateddate", "lastmod", "modified", "last_modified_at"],
  description: ["description", "summary", "excerpt"],
  image: [
    "ogimage",
    "image",
    "heroimage",
    "cover",
    "featuredimage",
    "featured_image",
    "images",
    "thumbnail",
  ],
  author: ["author", "authors"],
  tags: ["tags", "keywords", "categories"],
};

const META_KEYS = new Map(
  Object.keys(MetaBlockSchema.entries).map((key) => [key.toLowerCase(), key]),
);

export interface FrontMatterFields {
  meta: MetaBlock;
  data: PageData;
  lists: Record<string, string[]>;
  draft: boolean;
  problems: ContentProblem[];
}

/** `offsets`: where each lowercased key is written, for problems at its line. */
export function readFrontMatterFields(
  values: Record<string, unknown>,
  offsets: Record<string, number>,
): FrontMatterFields {
  const draft = isDraftFrontMatter(values);
  const result: FrontMatterFields = { meta: {}, data: {}, lists: {}, draft, problems: [] };
  const at = (key: string) => offsets[key] ?? 0;
  const byKey = new Map<string, { key: string; text: string }>();
  for (const [key, value] of Object.entries(values)) {
    const lower = key.toLowerCase();
    const text = toText(nested(lower, value));
    if (Array.isArray(value) && text !== undefined) result.lists[lower] = value.map(itemText);
    if (byKey.has(lower)) {
      result.problems.push(
        contentWarning(`front matter "${key}" is set twice: ignored`, at(lower)),
      );
    } else if (text === undefined) {
      const message = `front matter "${key}" is not text or a list of text: ignored`;
      result.problems.push(contentWarning(message, at(lower)));
    } else if (!(lower === "published" && typeof value === "boolean")) {
      byKey.set(lower, { key, text });
    }
  }
  const take = (field: Field) => {
    const name = FRONT_MATTER_SYNONYMS[field].find((synonym) => byKey.has(synonym));
    if (name === undefined) return undefined;
    const found = byKey.get(name);
    byKey.delete(name);
    return found && { name, text: found.text };
  };
  for (const field of ["date", "updated"] as const) {
    const found = take(field);
    if (!found) continue;
    result.data[field] = found.text;
    const problem = checkPageDate(found.text, at(found.name));
    if (problem) result.problems.push(problem);
  }
  const description = take("description");
  if (description) result.meta.description = description.text;
  const image = take("image");
  if (image) [result.meta.ogImage, result.data.image] = [image.text, image.text];
  const author = take("author");
  if (author) result.data.author = author.text;
  const tags = take("tags");
  if (tags) result.data.tags = tags.text;
  if (tags?.name === "keywords") result.meta.keywords = tags.text;
  for (const [lower, { key, text }] of byKey) {
    const metaKey = META_KEYS.get(lower) as keyof MetaBlock | undefined;
    if (metaKey) result.meta[metaKey] = text;
    else result.data[key] = text;
  }
  return result;
}

/**
 * Hugo themes write `cover: { image: ... }`, `images: [a.png]` and `author: { name: ... }`: the
 * part a page shows.
 */
function nested(lower: string, value: unknown): unknown {
  if (Array.isArray(value) && FRONT_MATTER_SYNONYMS.image.includes(lower)) return value[0];
  if (value === null || typeof value !== "object" || Array.isArray(value) || value instanceof Date)
    return value;
  const record = value as Record<string, unknown>;
  if (FRONT_MATTER_SYNONYMS.image.includes(lower)) return record.image ?? record.src ?? value;
  if (FRONT_MATTER_SYNONYMS.author.includes(lower)) return record.name ?? value;
  return value;
}

/** Scalars as written (TOML dates as written too); a list becomes comma-separated. */
function toText(value: unknown): string | undefined {
  if (value === null) return "";
  if (value instanceof Date) return value.toISOString();
  if (["string", "number", "boolean"].includes(typeof value)) return String(value);
  if (
    Array.isArray(value) &&
    value.every((item) => !Array.isArray(item) && toText(item) !== undefined)
  )
    return value.map(itemText).join(", ");
  return undefined;
}

function itemText(item: unknown): string {
  return toText(item) ?? "";
}
