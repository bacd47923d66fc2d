/** What other features may use of `app/affiliate/`: reading the registry for a page, rendering `go:` links, price dates, link uses. */
export { formatPriceDate } from "./format-price-date.ts";
export { findLinkUses } from "./link-uses.ts";
export { loadLinkRegistry } from "./load-links.ts";
export { goLinkRenderer } from "./markdown-link.ts";
export { withKeywordLinks } from "./keyword-links.ts";
export { listKeywordLinks } from "./keyword-links.ts";
