/**
 * Turns the site search's results into the rows the dialog shows. Each FAQ question is a row of
 * its own (a sub-result on the question's heading, whose id `faqAnchorIds` made); the rest of a
 * page's matches make one row for the page.
 */

/**
 * `FAQ_ANCHOR_PREFIX` of app/engine/page/faq-anchors.ts, written again (a test keeps the two equal):
 * importing it would split a shared chunk off the first load of every page.
 */
export const FAQ_FRAGMENT_PREFIX = "faq--";

/** What a result's `data()` gives (site-search.ts): the part the dialog reads. */
export interface SearchResultData {
  url: string;
  excerpt: string;
  meta: Partial<Record<string, string>>;
  sub_results?: readonly SearchSubResult[];
}

export interface SearchSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { id?: string };
}

export interface SearchHit {
  /** A site path, with a `#fragment` for a FAQ answer. */
  url: string;
  title: string;
  /** The excerpt: escaped text with the matched words in `<mark>`. */
  excerpt: string;
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
  marked: boolean;
}

/**
 * The references excerpts are written with (site-search.ts). Markdown's one table (`decodeEntities`) decodes
 * them the same (excerpt-entities.test.ts); importing it would add a chunk to the search
 * dialog's preload list in every page's first load.
 */
export const EXCERPT_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  "#39": "'",
  "#x27": "'",
};

/**
 * An excerpt as text runs, marked or not. Only `<mark>` is honoured; anything else stays text,
 * so an excerpt can never inject markup into the dialog.
 */
export function splitExcerpt(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === "<mark>" || piece === "</mark>") {
      marked = piece === "<mark>";
      continue;
    }
    const text = piece.replace(
      /&(#x27|#39|[a-z]+);/g,
      (all, name: string) => EXCERPT_ENTITIES[name] ?? all,
    );
    if (text) parts.push({ text, marked });
  }
  return parts;
}
