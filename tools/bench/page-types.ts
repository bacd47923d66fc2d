/**
 * One page of each type of the demo site, by name: what the benchmark measures and what the
 * browser tests check for accessibility, layout shift and first-load bytes.
 */
export const DEMO_PAGES = {
  home: "/",
  "generic page": "/privacy",
  "blog post": "/insights/short-names",
  review: "/reviews/namecheap",
  "FAQ page": "/qahub/buying/escrow",
  "category listing": "/blogs",
  "FAQ subcategory": "/qahub/buying",
} as const;

export const DEMO_PAGE_PATHS: readonly string[] = Object.values(DEMO_PAGES);
