/** What other features may use of `app/affiliate/`: the link registry, go: links and their markdown renderer, link targets, disclosure place, price dates. */
export { priceAgeDays, readPriceDate } from "./price-date.ts";
export { findDisclosurePlace } from "./disclosure-place.ts";
export {
  AFFILIATE_REL,
  GO_LINK_SCHEME,
  GO_PATH,
  GO_PATH_SEGMENT,
  isGoLink,
  PAGE_PARAM,
  PLACEMENT_PARAM,
  resolveGoLink,
} from "./go-link.ts";
export {
  fillPlaceholders,
  isPlacement,
  type FillValues,
  type LinkPlace,
  type Placement,
} from "./placeholders.ts";
export {
  EMPTY_REGISTRY,
  LINK_KEY_NAMES,
  MAX_SLUG_LENGTH,
  SLUG_PATTERN,
  parseLinkRegistry,
  readLinkRegistry,
  type LinkEntry,
  type LinkKey,
  type LinkRegistry,
} from "./link-registry.ts";
export { COUNTRY_CODES } from "./country-codes.ts";
export { createAutoLinkBudget, DEFAULT_AUTO_LINKS_PER_PAGE } from "./keywords.ts";
export { countryUrls, LINK_STATUSES } from "./link-fields.ts";
export { chooseLinkTarget, linkWindow, siteDay } from "./link-target.ts";
export { goLinkRenderer } from "./markdown-link.ts";
export { withKeywordLinks } from "./keyword-links.ts";
export { listKeywordLinks } from "./keyword-links.ts";
