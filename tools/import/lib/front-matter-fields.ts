/**
 * The facts a page's front matter gives, under every name the generators use for them
 * (keys already lower-cased): Hugo's `lastmod`, Astro's `pubDate` and `heroImage`, Jekyll's
 * space-separated `categories`.
 */
import { toIsoDay } from "./dates.ts";
import { lineAt, type Reporter } from "./reporter.ts";
import { listOf, textOf, type SourceFile } from "./source-file.ts";
import { uniqueIgnoringCase } from "./plain-text.ts";

export interface CommonFields {
  title?: string;
  date?: string;
  updated?: string;
  description?: string;
  author?: string;
  tags: string[];
  image?: string;
  draft: boolean;
  slug?: string;
}

const first = (data: Record<string, unknown>, keys: string[]): unknown =>
  keys
    .map((key) => data[key])
    .find((value) => value !== undefined && value !== null && value !== "");

/** The first of `keys` that holds a date, as an ISO day; one that is no real day is reported. */
function readDay(source: SourceFile, keys: string[], reporter: Reporter): string | undefined {
  for (const key of keys) {
    const value = source.data[key];
    if (value === undefined || value === null || value === "" || typeof value === "boolean")
      continue;
    const day = toIsoDay(value);
    if (day === undefined) {
      const at = source.text.search(new RegExp(`^${key}\\s*[:=]`, "im"));
      const line = at === -1 ? 1 : lineAt(source.text, at);
      reporter.add(source.display, line, `${key} "${String(value)}" is no date: left out`);
    }
    return day;
  }
  return undefined;
}

export function readCommonFields(
  source: SourceFile,
  reporter: Reporter,
  categorySeparator?: RegExp,
): CommonFields {
  const { data } = source;
  const cover = data.cover;
  const image =
    textOf(
      first(data, [
        "image",
        "heroimage",
        "featured_image",
        "featuredimage",
        "ogimage",
        "images",
        "thumbnail",
      ]),
    ) ??
    (typeof cover === "object" && cover !== null && "image" in cover
      ? textOf((cover as { image: unknown }).image)
      : textOf(cover));
  return {
    title: textOf(data.title),
    date: readDay(source, ["date", "pubdate", "publishdate", "published"], reporter),
    updated: readDay(
      source,
      ["updated", "updateddate", "lastmod", "modified", "last_modified_at"],
      reporter,
    ),
    description: textOf(first(data, ["description", "summary", "excerpt"])),
    author: listOf(first(data, ["author", "authors"])).join(", ") || undefined,
    tags: uniqueIgnoringCase([
      ...listOf(data.tags, categorySeparator),
      ...listOf(data.categories, categorySeparator),
      ...listOf(data.category, categorySeparator),
      ...listOf(data.keywords),
    ]),
    image,
    draft: data.draft === true || data.draft === "true" || data.published === false,
    slug: textOf(data.slug),
  };
}
