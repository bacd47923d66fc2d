/**
 * The facts a page's front matter gives, under every name the generators use for them
 * (keys already lower-cased): Hugo's `lastmod`, Astro's `pubDate` and `heroImage`, Jekyll's
 * space-separated `categories`.
 */
import { toIsoDay } from "./dates.ts";
import { listOf, textOf } from "./source-file.ts";
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

export function readCommonFields(
  data: Record<string, unknown>,
  categorySeparator?: RegExp,
): CommonFields {
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
    date: toIsoDay(first(data, ["date", "pubdate", "publishdate", "published"])),
    updated: toIsoDay(
      first(data, ["updated", "updateddate", "lastmod", "modified", "last_modified_at"]),
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
