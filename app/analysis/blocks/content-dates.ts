/**
 * Page dates (`date`, `updated`), in every form the common generators write them: ISO days and
 * date-times (`2024-05-01`, `2024-05-01T17:37:53+03:00`), Jekyll and Hugo's
 * `2019-11-28 21:39:37` (with or without `+0300`), TOML date-times, and English dates such as
 * `Jun 19 2024` or `June 19, 2024`. A time without a zone is read as UTC, as Hugo does by default.
 */
import { dayStart, monthNumber } from "#app/content/index.ts";
import { contentError, type ContentProblem } from "./content-problem.ts";

// Day, then an optional time (`T` or a space), fraction and zone (`Z`, `+03:00`, ` +0300`).
const NUMERIC =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;
// `Jun 19 2024`, `June 19, 2024`, `19 June 2024`.
const MONTH_FIRST = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i;
const DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3,9})\.?,?\s+(\d{4})$/i;

export interface ContentDate {
  /** ISO 8601 as the sitemap and schema.org want it: the day alone, or a UTC date-time. */
  iso: string;
  time: number;
  /** The calendar day as written, `YYYY-MM-DD`: a date-time's own day, not the day in UTC. */
  day: string;
}

/** A page date, or undefined when it is missing or no real date (`2024-02-30`, `soon`). */
export function parseContentDate(value: string | undefined): ContentDate | undefined {
  const text = value?.trim() ?? "";
  const numeric = NUMERIC.exec(text);
  if (numeric) return fromNumeric(numeric);
  const monthFirst = MONTH_FIRST.exec(text);
  if (monthFirst) return fromDay(monthFirst[3], monthNumber(monthFirst[1] ?? ""), monthFirst[2]);
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) return fromDay(dayFirst[3], monthNumber(dayFirst[2] ?? ""), dayFirst[1]);
  return undefined;
}

/** An error at `offset` when a date is written but is no real day (`2024-02-30`) or unreadable. */
export function checkPageDate(value: string, offset: number): ContentProblem | undefined {
  if (value.trim() === "" || parseContentDate(value)) return undefined;
  const message = `"${value.trim()}" is not a date: write it as 2024-05-01 (or 2024-05-01T17:30:00+02:00)`;
  return contentError(message, offset);
}

/** RFC 822 (as RFC 1123 spells it), what RSS 2.0 wants: `Fri, 12 Apr 2024 00:00:00 GMT`. */
export function toRfc822(date: ContentDate): string {
  return new Date(date.time).toUTCString();
}

function fromNumeric(match: RegExpExecArray): ContentDate | undefined {
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const date = fromDay(year, Number(month), day);
  if (hour === undefined || date === undefined) return date;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const millis = Math.round(Number(fraction ?? 0) * 1000);
  const clock = ((Number(hour) * 60 + Number(minute)) * 60 + Number(second ?? 0)) * 1000;
  const time = date.time + clock + millis - zoneMinutes(zone) * 60_000;
  return { iso: new Date(time).toISOString(), time, day: date.day };
}

function fromDay(year = "", month: number, day = ""): ContentDate | undefined {
  const time = dayStart(Number(year), month, Number(day));
  if (time === undefined) return undefined;
  const iso = new Date(time).toISOString().slice(0, 10);
  return { iso, time, day: iso };
}

function zoneMinutes(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === "Z") return 0;
  const digits = zone.replace(":", "");
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return digits.startsWith("-") ? -minutes : minutes;
}
