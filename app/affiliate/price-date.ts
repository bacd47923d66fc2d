/** A product's `priceDate`: read, and aged for the checker (the card shows it: app/affiliate/format-price-date.ts). */

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

/** Whole days from `iso` to `today` (UTC). */
export function priceAgeDays(iso: string, today: Date): number {
  const then = Date.parse(`${iso}T00:00:00Z`);
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.floor((now - then) / DAY_MS);
}
