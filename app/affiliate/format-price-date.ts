/**
 * How a card shows its `priceDate` ("Price as of 1 Nov 2026"): a day as the site writes days,
 * the same in every time zone (no locale, no local time).
 */
export { formatDay as formatPriceDate } from "#app/analysis/index.ts";
