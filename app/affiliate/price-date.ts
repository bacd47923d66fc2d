/** A product's `priceDate`: read, and aged for the checker (the card shows it with `formatDay`). */
import { daysBetween, isDay } from "#app/content/index.ts";

/** "" when absent, the ISO date when valid, undefined when written but not a real date. */
export function readPriceDate(raw: string | undefined): string | undefined {
  const value = raw?.trim() ?? "";
  if (value === "") return "";
  return isDay(value) ? value : undefined;
}

/** Whole days from `iso` to `today` (UTC). */
export function priceAgeDays(iso: string, today: Date): number {
  return daysBetween(iso, today.toISOString().slice(0, 10));
}
