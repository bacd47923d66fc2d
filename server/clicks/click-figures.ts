/**
 * The figures of a date range, the one query module `npm run clicks` and the dashboard share:
 * both read through `ClickStore.report`, so for the same range they give the same numbers.
 */
import { addDays, daysBetween } from "#app/content/index.ts";
import type { ClickStore, Grouping } from "./click-store.ts";

/** Inclusive UTC days, `YYYY-MM-DD`. */
export interface DateRange {
  from: string;
  to: string;
}

export interface ClickFigures {
  total: number;
  /** Days with clicks, oldest first. */
  byDay: { day: string; clicks: number }[];
  /** Most clicked first; "" is a click whose page, country or device is unknown. */
  byLink: { slug: string; clicks: number }[];
  byPage: { page: string; clicks: number }[];
  byCountry: { country: string; clicks: number }[];
  byDevice: { device: string; clicks: number }[];
  /** `card-N`, `text`, `faq`, `auto`; "" for clicks that carried none. */
  byPlacement: { placement: string; clicks: number }[];
  /** Rotating links only: `{slug}:{index}` (the target's index in `targets`). */
  byTarget: { target: string; clicks: number }[];
}

export async function clickFigures(store: ClickStore, range: DateRange): Promise<ClickFigures> {
  const by = async <K extends Grouping>(key: K) =>
    (await store.report({ by: [key], since: range.from, until: range.to })).map((row) => ({
      [key]: row[key] ?? "",
      clicks: row.clicks,
    })) as ({ [P in K]: string } & { clicks: number })[];
  const [days, byLink, byPage, byCountry, byDevice, byPlacement, targets] = await Promise.all([
    by("day"),
    by("slug"),
    by("page"),
    by("country"),
    by("device"),
    by("placement"),
    store.report({ by: ["slug", "target"], since: range.from, until: range.to }),
  ]);
  const byDay = days.sort((a, b) => (a.day < b.day ? -1 : 1));
  const total = byDay.reduce((sum, row) => sum + row.clicks, 0);
  const byTarget = targets
    .filter((row) => row.target)
    .map((row) => ({ target: `${row.slug ?? ""}:${row.target ?? ""}`, clicks: row.clicks }));
  return { total, byDay, byLink, byPage, byCountry, byDevice, byPlacement, byTarget };
}

/** Days in the range, both ends counted. */
export function rangeLength(range: DateRange): number {
  return daysBetween(range.from, range.to) + 1;
}

/** The same number of days just before the range: what its figures are compared with. */
export function previousRange(range: DateRange): DateRange {
  return { from: addDays(range.from, -rangeLength(range)), to: addDays(range.from, -1) };
}

/** The last `days` days up to `today` (UTC), both counted. */
export function lastDays(days: number, today = new Date().toISOString().slice(0, 10)): DateRange {
  return { from: addDays(today, 1 - days), to: today };
}
