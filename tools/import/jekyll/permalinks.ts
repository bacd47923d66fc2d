/**
 * Jekyll's URL for a post or page, computed as Jekyll computes it: a file's own `permalink`
 * wins; posts follow `collections.posts.permalink`, else the site's `permalink` (a named style
 * or a pattern); `:categories` are the folders above `_posts` and the front matter's, lower-cased;
 * a post's date is read in the site's `timezone`. `baseurl` goes in front. Every placeholder of
 * Jekyll's `UrlDrop` (lib/jekyll/drops/url_drop.rb) is known: `:week` is Ruby's `%V` (the ISO
 * week), `:w_year` `%G`, `:short_day` `%a` (`Tue`), `:short_month` `%b` (`Mar`).
 */
import path from "node:path";
import { monthName } from "#app/content/index.ts";
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
  /** Its time of day (`14:05:09`), likewise. */
  time?: string;
  categories: string[];
  baseUrl: string;
}

export function jekyllOldUrl(input: JekyllUrlInput): string {
  const site = STYLES[input.style] ?? input.style;
  const posts = input.postsStyle ? (STYLES[input.postsStyle] ?? input.postsStyle) : site;
  const file = input.rel.replace(/\.\w+$/, "");
  const categories = postCategories(input.rel, input.categories);
  const values = {
    ...dateTokens(input.date),
    ...jekyllDateTokens(input.date, input.time),
    title: input.slug,
    slug: input.slug,
    name: slugify(path.posix.basename(file)),
    categories: categories.join("/"),
    slugified_categories: categories.map(slugify).join("/"),
    collection: "posts",
    output_ext: ".html",
    // A post's path is its file's within the collection (`_posts/` taken out), a page's its folder.
    path: input.isPage
      ? path.posix.dirname(file) === "."
        ? ""
        : path.posix.dirname(file)
      : file.replace("_posts", ""),
    basename: path.posix.basename(file),
  };
  if (input.own) return input.baseUrl + expandPermalink(input.own, values);
  if (!input.isPage) return input.baseUrl + expandPermalink(posts, values);
  // Pages keep their path: `about.md` is `/about.html`, or `/about/` with a pretty style.
  const bare = file.replace(/(^|\/)index$/, "$1");
  if (bare === "" || bare.endsWith("/")) return `${input.baseUrl}/${bare}`;
  return `${input.baseUrl}/${bare}${site.endsWith("/") ? "/" : ".html"}`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The date placeholders only Jekyll has, as Ruby's `strftime` writes them. */
function jekyllDateTokens(day: string | undefined, time = "00:00:00"): Record<string, string> {
  const date = day ? new Date(`${day}T00:00:00Z`) : undefined;
  if (!date || Number.isNaN(date.getTime())) return {};
  const [hour = "00", minute = "00", second = "00"] = time.split(":");
  const month = monthName(date.getUTCMonth() + 1);
  const weekday = WEEKDAYS[date.getUTCDay()] ?? "";
  // ISO 8601 week: the week (Monday to Sunday) holding this week's Thursday, in that Thursday's year.
  const thursday = new Date(date);
  thursday.setUTCDate(date.getUTCDate() + 3 - ((date.getUTCDay() + 6) % 7));
  const weekYear = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 / 7) + 1;
  return {
    y_day: dateTokens(day).yearday ?? "",
    short_month: month.slice(0, 3),
    long_month: month,
    w_year: String(weekYear),
    week: String(week).padStart(2, "0"),
    w_day: String(date.getUTCDay() || 7),
    short_day: weekday.slice(0, 3),
    long_day: weekday,
    hour,
    minute,
    second,
  };
}

/** Jekyll's `slugify` (default mode): lower case, every run of other characters one hyphen. */
function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
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
 * The day and time of day a post's date falls on in the site's `timezone` (`2021-03-01 02:30:00
 * +0000` is 28 February, 21:30 in `America/New_York`). Without a `timezone` the written day
 * stands (no `day`) and the time is the clock as written; a date without a time has neither.
 */
export function postMoment(
  written: unknown,
  timeZone: string | undefined,
): { day?: string; time?: string } {
  const text = written instanceof Date ? written.toISOString() : String(written ?? "").trim();
  const match = DATE_TIME.exec(text);
  if (!match) return {};
  const [, year, month, day, hour = "0", minute, second = "00", zone = "Z"] = match;
  const clock = `${hour.padStart(2, "0")}:${minute}:${second}`;
  if (!timeZone) return { time: clock };
  const offset = zone.toUpperCase() === "Z" ? "Z" : zone.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  const instant = new Date(`${year}-${month}-${day}T${clock}${offset}`);
  if (Number.isNaN(instant.getTime())) return {};
  try {
    const parts = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }).formatToParts(instant);
    const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
    return {
      day: `${part("year")}-${part("month")}-${part("day")}`,
      time: `${part("hour")}:${part("minute")}:${part("second")}`,
    };
  } catch {
    return {};
  }
}
