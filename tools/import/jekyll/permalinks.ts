/** Jekyll's URL for a post or page: its named permalink style or pattern, with `baseurl`. */
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
  /** The file's own `permalink`, which wins. */
  own?: string;
  isPage: boolean;
  /** The file, relative to the site folder. */
  rel: string;
  slug: string;
  date?: string;
  categories: string[];
  baseUrl: string;
}

export function jekyllOldUrl(input: JekyllUrlInput): string {
  const site = STYLES[input.style] ?? input.style;
  const file = input.rel.replace(/\.\w+$/, "");
  const values = {
    ...dateTokens(input.date),
    y_day: dateTokens(input.date).yearday ?? "",
    title: input.slug,
    slug: input.slug,
    categories: input.categories.map((category) => category.toLowerCase()).join("/"),
    output_ext: ".html",
    path: path.posix.dirname(file) === "." ? "" : path.posix.dirname(file),
    basename: path.posix.basename(file),
  };
  if (input.own) return input.baseUrl + expandPermalink(input.own, values);
  if (!input.isPage) return input.baseUrl + expandPermalink(site, values);
  // Pages keep their path: `about.md` is `/about.html`, or `/about/` with a pretty style.
  const bare = file.replace(/(^|\/)index$/, "$1");
  if (bare === "" || bare.endsWith("/")) return `${input.baseUrl}/${bare}`;
  return `${input.baseUrl}/${bare}${site.endsWith("/") ? "/" : ".html"}`;
}
