/**
 * A day as readers see it (`1 Nov 2026`): the post header, listings and the card's price date.
 * Its own module: the card needs it on every page's first load, parsing dates only the loaders do.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `2026-11-01` → `1 Nov 2026`, the same in every time zone (no locale, no local time). */
export function formatDay(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}
