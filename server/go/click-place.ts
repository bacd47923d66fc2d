/**
 * The page and placement a cloaked link carries to `/go/{slug}` (go-link.ts): read for the
 * click, then taken out of the query, so the merchant never sees them. A value that is not a
 * site path or a placement is ignored (the referring page is used instead).
 */
import { isPlacement, PAGE_PARAM, PLACEMENT_PARAM, type Placement } from "#app/affiliate/index.ts";

/** The click store keeps a bounded page (click-filter.ts cuts referring paths the same). */
const MAX_PAGE_LENGTH = 300;

export interface ClickPlace {
  /** The site path the link was on, or undefined: not carried (use the referer). */
  page?: string;
  placement: Placement | "";
  /** The visitor's query without the two parameters. */
  rest: string;
}

export function readClickPlace(query: string): ClickPlace {
  const params = new URLSearchParams(query.replace(/^\?/, ""));
  const page = params.get(PAGE_PARAM) ?? "";
  const placement = params.get(PLACEMENT_PARAM) ?? "";
  if (!params.has(PAGE_PARAM) && !params.has(PLACEMENT_PARAM)) {
    return { placement: "", rest: query };
  }
  params.delete(PAGE_PARAM);
  params.delete(PLACEMENT_PARAM);
  const sitePath = page.startsWith("/") && !page.startsWith("//") && !/[\s\\]/.test(page);
  return {
    ...(sitePath && { page: page.slice(0, MAX_PAGE_LENGTH) }),
    placement: isPlacement(placement) ? placement : "",
    rest: params.toString(),
  };
}
