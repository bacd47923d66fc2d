import { daysBetween, monthName } from "#app/content/index.ts";

/**
 * A permalink pattern (`/:year/:month/:slug/`, Jekyll's `/:categories/:title.html`) filled with
 * a page's values. Unknown tokens are left out, doubled slashes collapsed. A token followed by
 * an underscore (`/:month_:day`) is read as Jekyll reads it: `:month` then `_`.
 */
export function expandPermalink(pattern: string, values: Readonly<Record<string, string>>): string {
  const filled = pattern.replace(/:([a-z_]+)/gi, (whole, token: string) => {
    const value = values[token.toLowerCase()];
    if (value !== undefined) return value;
    const bare = token.endsWith("_") ? values[token.slice(0, -1).toLowerCase()] : undefined;
    return bare === undefined ? whole : `${bare}_`;
  });
  const path = `/${filled}`.replace(/\/{2,}/g, "/");
  return path.replace(/:[a-z_]+/gi, "").replace(/\/{2,}/g, "/");
}

/** The date tokens both Hugo and Jekyll know, from an ISO day (`2014-09-28`). */
export function dateTokens(day: string | undefined): Record<string, string> {
  if (!day) return {};
  const [year = "", month = "", date = ""] = day.split("-");
  return {
    year,
    month,
    day: date,
    i_month: String(Number(month)),
    i_day: String(Number(date)),
    short_year: year.slice(2),
    monthname: monthName(Number(month)).toLowerCase(),
    yearday: String(daysBetween(`${year}-01-01`, day) + 1).padStart(3, "0"),
  };
}
