/**
 * How a card shows its `priceDate` ("Price as of 1 Nov 2026"). Its own module: the card needs it
 * on every page's first load, reading and aging dates only the loaders and the checker do.
 */
import { formatDay } from "#app/engine/index.ts";

/** `2026-11-01` → `1 Nov 2026`, the same in every time zone (no locale, no local time). */
export function formatPriceDate(iso: string): string {
  return formatDay(iso);
}
