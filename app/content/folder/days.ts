/**
 * Calendar days, decided here and nowhere else: whether a string names a real day and a day's
 * midnight, all UTC, so a day is the same in every time zone. The analysis's page dates
 * (`parseContentDate`), price dates, link dates, the click figures' ranges and the importer all
 * ask this module; the months' names and how readers see a day are in `day-names.ts` (a page's
 * first load needs only those).
 */
import { MONTHS } from "./day-names.ts";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAY_MS = 86_400_000;

/** Midnight UTC of the day, or undefined when there is no such day (`2024-02-30`, month 13). */
export function dayStart(year: number, month: number, day: number): number | undefined {
  if (!(Number.isInteger(month) && month >= 1 && month <= 12 && day >= 1)) return undefined;
  const time = Date.UTC(year, month - 1, day);
  return new Date(time).getUTCDate() === day ? time : undefined;
}

/** True for a real calendar day written `YYYY-MM-DD` (not `2026-02-30`, not `2026-2-3`). */
export function isDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  return (
    match !== null && dayStart(Number(match[1]), Number(match[2]), Number(match[3])) !== undefined
  );
}

/** The day `days` after `day` (before, when negative), both `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (`YYYY-MM-DD`), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * 1–12 for a month's English name or a prefix of it of at least three letters, any case (`Jun`,
 * `June`, `Sept`); 0 for anything else.
 */
export function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  if (lower.length < 3) return 0;
  const index = MONTHS.findIndex((month) => month.toLowerCase().startsWith(lower));
  return index + 1;
}
