/**
 * A report's cells as values: a day in any form a network writes it (`slashOrder` choosing, for
 * the whole file, what `03/11/2026` means) and an amount in cents.
 */
import { parseContentDate } from "#app/analysis/index.ts";
import { dayStart, isDay } from "#app/content/index.ts";
import type { SlashOrder } from "./networks.ts";

/** `03/11/2026` or `03-11-2026`: day and month in an order the file settles (`slashOrder`). */
const SLASH_DAY = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})(?:$|\s)/;
/** `2026/11/03`: year first is always year, month, day. */
const YEAR_FIRST = /^(\d{4})\/(\d{1,2})\/(\d{1,2})(?:$|\s)/;

/**
 * The order of a file's slash days. A day that reads only one way settles it: `20/11/2026` day
 * first, `11/20/2026` month first. When none does (every part 12 or under, as in a report of a
 * month's first twelve days) or the file has both kinds, the network's order stands (`fallback`),
 * and the note says so: a US report read day first would put 3 November on 11 March unnoticed.
 */
export function slashOrder(
  days: readonly string[],
  fallback: SlashOrder,
): { order: SlashOrder; note?: string } {
  let slashDays = 0;
  let dayFirst = false;
  let monthFirst = false;
  for (const day of days) {
    const parts = SLASH_DAY.exec(day.trim());
    if (!parts) continue;
    slashDays += 1;
    const [first, second] = [Number(parts[1]), Number(parts[3])];
    if (first > 12 && second <= 12) dayFirst = true;
    if (second > 12 && first <= 12) monthFirst = true;
  }
  if (dayFirst !== monthFirst) return { order: dayFirst ? "day-first" : "month-first" };
  if (slashDays === 0) return { order: fallback };
  const read = fallback === "day-first" ? "day first (3 November)" : "month first (11 March)";
  const why = dayFirst
    ? "its days are written both day first and month first"
    : "none of its days settles the order";
  return { order: fallback, note: `days like 03/11/2026 read ${read}: ${why}` };
}

/**
 * `2026-11-03`, `2026-11-03T10:00:00-08:00` (the day as written), `11/03/2026` and `11-03-2026`
 * (month first, or day first: `order`), `2026/11/03`, `03.11.2026`, `Nov 3, 2026`,
 * `3 November 2026`; undefined for no real day
 * (`2026-02-30`, `Feb 30, 2026`). Whether a day is real is the days module's (`dayStart`,
 * `isDay`) and the English forms are the page dates' (`parseContentDate`): a report reads a day
 * as a page does.
 */
export function readDay(value: string, order: SlashOrder = "month-first"): string | undefined {
  const text = value.trim();
  const slash = SLASH_DAY.exec(text);
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:$|\s)/.exec(text);
  const yearFirst = YEAR_FIRST.exec(text);
  const parts = slash
    ? order === "month-first"
      ? [slash[4], slash[1], slash[3]]
      : [slash[4], slash[3], slash[1]]
    : dotted
      ? [dotted[3], dotted[2], dotted[1]]
      : yearFirst
        ? [yearFirst[1], yearFirst[2], yearFirst[3]]
        : undefined;
  if (parts) {
    const time = dayStart(Number(parts[0]), Number(parts[1]), Number(parts[2]));
    return time === undefined ? undefined : new Date(time).toISOString().slice(0, 10);
  }
  const iso = /^\d{4}-\d{2}-\d{2}(?=$|[T ])/.exec(text)?.[0];
  if (iso !== undefined) return isDay(iso) ? iso : undefined;
  return parseContentDate(text)?.day;
}

/**
 * `$1,234.56`, `1234.5`, `-3.00`, `−3.00`, `(3.00)`, `EUR 8,33`, `1.234,56` → cents; undefined for
 * anything else. Of a comma and a point the later is the decimal mark; a lone comma is one when
 * one or two digits follow it (`8,33`), else it groups thousands (`1,234`).
 */
export function readCents(value: string): number | undefined {
  // A hyphen-minus or the minus sign (U+2212) a spreadsheet may print.
  const negative = /^\(.*\)$/.test(value) || /[-\u2212]/.test(value);
  const kept = value.replace(/[^\d.,]/g, "");
  const lastComma = kept.lastIndexOf(",");
  const lastPoint = kept.lastIndexOf(".");
  const commaDecimal = lastComma > lastPoint && (lastPoint !== -1 || /,\d{1,2}$/.test(kept));
  const digits = commaDecimal ? kept.replace(/\./g, "").replace(",", ".") : kept.replace(/,/g, "");
  if (!/^\d+(\.\d+)?$/.test(digits)) return undefined;
  // From the digits, not from a float: 1.005 * 100 is 100.49999… in binary, and a report's
  // third decimal (CJ writes some) rounds half up, as the network's own cents do.
  const [whole = "", fraction = ""] = digits.split(".");
  const roundUp = Number(fraction[2] ?? "0") >= 5 ? 1 : 0;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2)) + roundUp;
  return negative ? -cents : cents;
}
