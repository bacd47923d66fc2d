/**
 * Splitting a long listing into pages: page 1 is the listing's own URL, page n is
 * `{listing}/page/{n}` (docs/decisions/015-scale.md). Pure arithmetic on paths and link lists.
 */

/** Links a listing page shows, unless a caller says otherwise (the site setting). */
export const DEFAULT_LISTING_PAGE_SIZE = 24;

/** One link a listing shows: an entry's canonical path and its title. */
export interface ListingLink {
  url: string;
  title: string;
  /** The entry's `publishAt`, where it has one: its date when its file gives none. */
  publishAt?: string;
  /** The entry's date and description, where its file gives them (the listing's loader adds them). */
  date?: { iso: string; label: string };
  description?: string;
}

export interface Pagination {
  /** 1-based number of this page. */
  page: number;
  pageCount: number;
  /** Canonical paths of the neighbouring pages, when there are. */
  prev?: string;
  next?: string;
}

/** The path of page `page` of the listing at `listingPath`. */
export function listingPagePath(listingPath: string, page: number): string {
  return page <= 1 ? listingPath : `${listingPath}/page/${page}`;
}

/**
 * `{listing, page}` when `segments` end with `page/{n}` for n ≥ 2 written canonically (no
 * leading zeros); page 1 has no such URL, it is the listing itself.
 */
export function parseListingPagePath(
  segments: readonly string[],
): { listingPath: string; page: number } | undefined {
  const [word, number] = segments.slice(-2);
  if (segments.length < 3 || word !== "page" || !number || !/^[1-9]\d*$/.test(number))
    return undefined;
  const page = Number(number);
  if (page < 2 || !Number.isSafeInteger(page)) return undefined;
  return { listingPath: `/${segments.slice(0, -2).join("/")}`, page };
}

/** The links of one page and its place among the others; undefined past the last page. */
export function paginate(
  listingPath: string,
  links: readonly ListingLink[],
  page: number,
  pageSize: number,
): { links: ListingLink[]; pagination: Pagination } | undefined {
  const pageCount = Math.max(1, Math.ceil(links.length / pageSize));
  if (page > pageCount) return undefined;
  const pagination: Pagination = { page, pageCount };
  if (page > 1) pagination.prev = listingPagePath(listingPath, page - 1);
  if (page < pageCount) pagination.next = listingPagePath(listingPath, page + 1);
  const start = (page - 1) * pageSize;
  return { links: links.slice(start, start + pageSize), pagination };
}
