/**
 * Jekyll's URL for a post or page, computed as Jekyll computes it: a file's own `permalink`
 * wins; posts follow `collections.posts.permalink`, else the site's `permalink` (a named style
 * or a pattern); `:categories` are the folders above `_posts` and the front matter's, lower-cased;
 * a post's date is read in the site's `timezone`. `baseurl` goes in front.
 */
import path from "node:path";
import { dateTokens, expandPermalink } from "#tools/import/lib/permalink.ts";

const STYLES: Record<string, string> = {
  date: "/:categories/:year/:month/:day/:title:output_ext",
  pretty: "/:categories/:year/:month/:day/:title/",
  ordinal: "/:categories/:year/:y_day/:title:output_ext",
  weekdate: "/:categories/:year/W:week/:short_day/:title:output_ext",
  none: "/:categories/:title:output_ext",
};

export interface JekyllUrlInput {
  /** The site's `permalink` (a style name or a pattern). */
  style: string;
  /** `collections.posts.permalink`, which wins over the site's for posts. */
  postsStyle?: string;
  /** The file's own `permalink`, which wins. */
  own?: string;
  isPage: boolean;
  /** The file, relative to the site folder. */
  rel: string;
  slug: string;
  /** The post's day (`2021-03-01`), already in the site's time zone. */
  date?: string;
  categories: string[];
  baseUrl: string;
}

export function jekyllOldUrl(input: JekyllUrlInput): string {
  const site = STYLES[input.style] ?? input.style;
  const posts = input.postsStyle ? (STYLES[input.postsStyle] ?? input.postsStyle) : site;
  const file = input.rel.replace(/\.\w+$/, "");
  const values = {
    ...dateTokens(input.date),
    y_day: dateTokens(input.date).yearday ?? "",
    title: input.slug,
    slug: input.slug,
    categories: postCategories(input.rel, input.categories).join("/"),
    output_ext: ".html",
    path: path.posix.dirname(file) === "." ? "" : path.posix.dirname(file),
    basename: path.posix.basename(file),
  };
  if (input.own) return input.baseUrl + expandPermalink(input.own, values);
  if (!input.isPage) return input.baseUrl + expandPermalink(posts, values);
  // Pages keep their path: `about.md` is `/about.html`, or `/about/` with a pretty style.
  const bare = file.replace(/(^|\/)index$/, "$1");
  if (bare === "" || bare.endsWith("/")) return `${input.baseUrl}/${bare}`;
  return `${input.baseUrl}/${bare}${site.endsWith("/") ? "/" : ".html"}`;
}

/** The folders above `_posts` (`news/_posts/x.md` is in `news`), then the front matter's. */
function postCategories(rel: string, categories: readonly string[]): string[] {
  const parts = rel.split("/");
  const at = parts.indexOf("_posts");
  const folders = at > 0 ? parts.slice(0, at) : [];
  return [...new Set([...folders, ...categories].map((category) => category.toLowerCase()))];
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The day a post's date falls on in the site's `timezone` (`2021-03-01 02:30:00 +0000` is
 * 28 February in `America/New_York`). A date without an offset is already local to the site.
 */
export function dayInTimeZone(written: unknown, timeZone: string | undefined): string | undefined {
  const text = written instanceof Date ? written.toISOString() : String(written ?? "").trim();
  const match = DATE_TIME.exec(text);
  if (!match || !timeZone) return undefined;
  const [, year, month, day, hour = "0", minute, second = "00", zone = "Z"] = match;
  const offset = zone.toUpperCase() === "Z" ? "Z" : zone.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  const instant = new Date(
    `${year}-${month}-${day}T${hour.padStart(2, "0")}:${minute}:${second}${offset}`,
  );
  if (Number.isNaN(instant.getTime())) return undefined;
  try {
    return new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(instant);
  } catch {
    return undefined;
  }
}
