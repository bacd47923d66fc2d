/**
 * The facts a page's front matter gives, under every name the generators use for them (keys
 * already lower-cased), from the site's own synonym table (`FRONT_MATTER_SYNONYMS`): Hugo's
 * `lastmod`, Astro's `pubDate` and `heroImage`. Tags are every list the source has (tags,
 * Jekyll's space-separated `categories`, keywords), as the old site showed them.
 */
import { FRONT_MATTER_SYNONYMS, isDraftFrontMatter } from "#app/analysis/index.ts";
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
  const found = first(data, [...FRONT_MATTER_SYNONYMS.image]);
  const image =
    typeof found === "object" && found !== null && !Array.isArray(found) && "image" in found
      ? textOf((found as { image: unknown }).image)
      : textOf(found);
  return {
    title: textOf(data.title),
    date: readDay(source, [...FRONT_MATTER_SYNONYMS.date], reporter),
    updated: readDay(source, [...FRONT_MATTER_SYNONYMS.updated], reporter),
    description: textOf(first(data, [...FRONT_MATTER_SYNONYMS.description])),
    author: listOf(first(data, [...FRONT_MATTER_SYNONYMS.author])).join(", ") || undefined,
    tags: uniqueIgnoringCase([
      ...listOf(data.tags, categorySeparator),
      ...listOf(data.categories, categorySeparator),
      ...listOf(data.category, categorySeparator),
      ...listOf(data.keywords),
    ]),
    image,
    draft: isDraftFrontMatter(data),
    slug: textOf(data.slug),
  };
}
