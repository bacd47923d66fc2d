/**
 * Calendar days, decided here and nowhere else: whether a string names a real day, the months'
 * names, a day's midnight and how readers see it. Every UTC, so a day is the same in every time
 * zone. The analysis's page dates (`parseContentDate`), price dates, link dates, the click
 * figures' ranges and the importer all ask this module.
 */

/** The months' English names, January first: what dates are read in and shown with. */
const MONTHS =
  "January February March April May June July August September October November December".split(
    " ",
  );
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

/** A month's English name, 1 → `January`; "" for no month. */
export function monthName(month: number): string {
  return MONTHS[month - 1] ?? "";
}

/** `2026-11-01` → `1 Nov 2026`, the same in every time zone (no locale, no local time). */
export function formatDay(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${monthName(Number(month)).slice(0, 3)} ${year}`;
}

/** The day `days` after `day` (before, when negative), both `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (`YYYY-MM-DD`), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
