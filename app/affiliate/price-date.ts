/** A product's `priceDate`: read, shown ("Price as of 1 Nov 2026") and aged for the checker. */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY_MS = 86_400_000;

/** "" when absent, the ISO date when valid, undefined when written but not a real date. */
export function readPriceDate(raw: string | undefined): string | undefined {
  const value = raw?.trim() ?? "";
  if (value === "") return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  // `Date` rolls 2026-02-30 over to March: only a date that round-trips is real.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** `2026-11-01` → `1 Nov 2026`, the same in every time zone (no locale, no local time). */
export function formatPriceDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** Whole days from `iso` to `today` (UTC). */
export function priceAgeDays(iso: string, today: Date): number {
  const then = Date.parse(`${iso}T00:00:00Z`);
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.floor((now - then) / DAY_MS);
}
