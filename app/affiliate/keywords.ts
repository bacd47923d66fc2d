/**
 * Keyword links (`keywords` on a link): which words name which link. A keyword is matched
 * case-insensitively as whole words; two links may not share one (the second keeps its other
 * keywords and the clash is reported at its place).
 */
/** What keywords need of a link (link-registry.ts's KeywordLink). */
interface KeywordLink {
  slug: string;
  keywords?: string[] | undefined;
}

/** The most keyword links a page shows when `site.json` says nothing (`autoLinksPerPage`). */
export const DEFAULT_AUTO_LINKS_PER_PAGE = 3;

export interface KeywordIndex {
  /** Any keyword as whole words, longest first; global, so `exec` walks a text. */
  pattern: RegExp;
  /** Lower-cased keyword → slug. */
  slugOf: ReadonlyMap<string, string>;
}

/** One page's keyword links so far: every piece a page renders shares it. */
export interface AutoLinkBudget {
  limit: number;
  /** Slugs linked already, in page order, with the words that became them. */
  linked: { slug: string; text: string }[];
}

export function createAutoLinkBudget(limit: number): AutoLinkBudget {
  return { limit, linked: [] };
}

interface KeywordClash {
  slug: string;
  position: number;
  message: string;
}

/** Drops a keyword a link earlier in the file already has; returns where each clash is. */
export function claimKeywords(entries: readonly KeywordLink[]): KeywordClash[] {
  const owner = new Map<string, string>();
  const clashes: KeywordClash[] = [];
  for (const entry of entries) {
    const kept: string[] = [];
    (entry.keywords ?? []).forEach((keyword, position) => {
      const key = keyword.toLowerCase();
      const first = owner.get(key);
      if (first !== undefined && first !== entry.slug) {
        const message = `keywords: "${keyword}" is already a keyword of go:${first}: ignored here`;
        clashes.push({ slug: entry.slug, position, message });
        return;
      }
      owner.set(key, entry.slug);
      kept.push(keyword);
    });
    if (entry.keywords) entry.keywords = kept;
  }
  return clashes;
}

const indexes = new WeakMap<object, KeywordIndex | null>();

/** The registry's keywords as one pattern; undefined when no link has any. */
export function keywordIndex(bySlug: ReadonlyMap<string, KeywordLink>): KeywordIndex | undefined {
  const known = indexes.get(bySlug);
  if (known !== undefined) return known ?? undefined;
  const slugOf = new Map<string, string>();
  for (const entry of bySlug.values()) {
    for (const keyword of entry.keywords ?? []) {
      if (!slugOf.has(keyword.toLowerCase())) slugOf.set(keyword.toLowerCase(), entry.slug);
    }
  }
  const words = [...slugOf.keys()].sort((a, b) => b.length - a.length);
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const index =
    words.length === 0
      ? null
      : {
          pattern: new RegExp(
            `(?<![\\p{L}\\p{N}_])(?:${escaped.join("|")})(?![\\p{L}\\p{N}_])`,
            "giu",
          ),
          slugOf,
        };
  indexes.set(bySlug, index);
  return index ?? undefined;
}
