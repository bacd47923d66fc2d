/**
 * Turns the site search's results into the rows the dialog shows. Each FAQ question is a row of
 * its own (a sub-result on the question's heading, whose id `faqAnchorIds` made); the rest of a
 * page's matches make one row for the page.
 */

/**
 * `FAQ_ANCHOR_PREFIX` of app/analysis/page/faq-anchors.ts, written again (a test keeps the two equal):
 * importing it would split a shared chunk off the first load of every page.
 */
export const FAQ_FRAGMENT_PREFIX = "faq--";

/** What a result's `data()` gives (site-search.ts): the part the dialog reads. */
export interface SearchResultData {
  url: string;
  excerpt: readonly ExcerptPart[];
  meta: Partial<Record<string, string>>;
  sub_results?: readonly SearchSubResult[];
}

export interface SearchSubResult {
  title: string;
  url: string;
  excerpt: readonly ExcerptPart[];
  anchor?: { id?: string };
}

export interface SearchHit {
  /** A site path, with a `#fragment` for a FAQ answer. */
  url: string;
  title: string;
  /** The excerpt as text runs, the matched words marked: rendered as text, never as markup. */
  excerpt: readonly ExcerptPart[];
  kind: string;
}

export const FAQ_KIND = "FAQ answer";

/** Rows in result order: per page, the page's own row first, then its matching questions. */
export function toSearchHits(results: readonly SearchResultData[]): SearchHit[] {
  return results.flatMap((result) => {
    const title = result.meta.title ?? toSitePath(result.url);
    const subs = result.sub_results ?? [];
    const faq = subs.filter((sub) => sub.anchor?.id?.startsWith(FAQ_FRAGMENT_PREFIX));
    const own = subs.filter((sub) => !faq.includes(sub));
    const hits: SearchHit[] = faq.map((sub) => ({
      url: toSitePath(sub.url),
      title: sub.title,
      excerpt: sub.excerpt,
      kind: FAQ_KIND,
    }));
    if (own.length > 0 || subs.length === 0) {
      const excerpt = own[0]?.excerpt ?? result.excerpt;
      hits.unshift({ url: toSitePath(result.url), title, excerpt, kind: result.meta.kind ?? "" });
    }
    return hits;
  });
}

/** A folder URL (`/insights/x/`) → the site's `/insights/x`, a fragment kept. */
export function toSitePath(url: string): string {
  const hash = url.indexOf("#");
  const path = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? "" : url.slice(hash);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return (trimmed || "/") + fragment;
}

export interface ExcerptPart {
  text: string;
  /** A word the query matched. */
  marked: boolean;
}
