/**
 * How a card shows its `priceDate` ("Price as of 1 Nov 2026"). Its own module: the card needs it
 * on every page's first load, reading and aging dates only the loaders and the checker do.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `2026-11-01` → `1 Nov 2026`, the same in every time zone (no locale, no local time). */
export function formatPriceDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}
