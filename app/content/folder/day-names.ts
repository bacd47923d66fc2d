/**
 * The months' names and how readers see a day, decided here and nowhere else (`days.ts` decides
 * whether a day is real). Apart from it because a page's first load shows days but never checks
 * them: only this module's few bytes are in it.
 */

/** The months' English names, January first: what dates are read in and shown with. */
export const MONTHS =
  "January February March April May June July August September October November December".split(
    " ",
  );

/** A month's English name, 1 → `January`; "" for no month. */
export function monthName(month: number): string {
  return MONTHS[month - 1] ?? "";
}

/** `2026-11-01` → `1 Nov 2026`, the same in every time zone (no locale, no local time). */
export function formatDay(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${monthName(Number(month)).slice(0, 3)} ${year}`;
}
