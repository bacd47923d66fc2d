/**
 * Site search in the browser over the index the build wrote (site-index-format.ts) and the pages
 * a running server published since (live-index.ts): fetches `meta.json` and `live.json` once, then per query the shard of each word and the pages it shows. A page must
 * hold every word (the last one also as the start of a longer word, as the visitor types);
 * pages rank by their summed scores. Results have the shape the dialog reads (search-hits.ts).
 */
import type { ExcerptPart, SearchResultData, SearchSubResult } from "./search-hits.ts";
import {
  SEARCH_INDEX_PATH,
  SEARCH_INDEX_VERSION,
  type IndexMeta,
  type PageRecord,
  type Shard,
} from "./site-index-format.ts";
import { words, type Word } from "./tokenize.ts";
import { loadLivePages } from "./live-index.ts";

interface SearchResult {
  id: number;
  data: () => Promise<SearchResultData>;
}

export interface SiteSearch {
  search: (term: string) => Promise<SearchResult[]>;
  /** Resolves null when a later call superseded this one within `ms`. */
  debouncedSearch: (term: string, ms?: number) => Promise<SearchResult[] | null>;
}

/** Words shown around the first match. */
const EXCERPT_WORDS = 24;
/** Longer words a prefix stands for, at most. */
const PREFIX_TERMS = 40;

export async function loadSiteSearch(
  base = SEARCH_INDEX_PATH,
  get: (url: string) => Promise<unknown> = fetchJson,
): Promise<SiteSearch> {
  const meta = (await get(`${base}/meta.json`)) as IndexMeta;
  if (meta.version !== SEARCH_INDEX_VERSION)
    throw new Error(`search index version ${meta.version}`);
  const shards = new Map<string, Promise<Shard>>();
  const shard = (name: string) => {
    let loaded = shards.get(name);
    if (!loaded) {
      loaded = get(`${base}/shards/${name}`) as Promise<Shard>;
      shards.set(name, loaded);
    }
    return loaded;
  };
  const firsts = meta.shards.map(([first]) => first);
  const live = await loadLivePages(base, get, meta);

  /** Pages (id → score) holding `term`, or a term starting with `prefix` when given. */
  const pagesFor = async (term: string, prefix?: string): Promise<Map<number, number>> => {
    const found = new Map<number, number>();
    // The stem and the typed prefix can sort into different shards ("inspect", "inspection").
    const names = new Set([shardOf(firsts, term)]);
    if (prefix) for (const index of shardsFrom(firsts, prefix)) names.add(index);
    let expanded = 0;
    const counts = new Map<string, number>();
    for (const index of names) {
      const entry = meta.shards[index];
      if (!entry) continue;
      const terms = await shard(entry[1]);
      const matching = prefix
        ? Object.keys(terms).filter((t) => t === term || t.startsWith(prefix))
        : [term];
      for (const t of matching) {
        if (t !== term && ++expanded > PREFIX_TERMS) continue;
        counts.set(t, (terms[t]?.length ?? 0) / 2);
        decode(terms[t], (id, score) => found.set(id, Math.max(found.get(id) ?? 0, score)));
      }
    }
    live.addScores(term, prefix, counts, found);
    return found;
  };

  const search = async (query: string): Promise<SearchResult[]> => {
    const typed = words(query);
    if (typed.length === 0) return [];
    const last = typed.at(-1) as Word;
    const lists = await Promise.all(
      typed.map((word) => pagesFor(word.term, word === last ? word.folded : undefined)),
    );
    const [smallest, ...others] = lists.toSorted((a, b) => a.size - b.size);
    const ranked: { id: number; score: number }[] = [];
    for (const [id, score] of smallest ?? []) {
      if (!others.every((other) => other.has(id))) continue;
      const total = others.reduce((sum, other) => sum + (other.get(id) ?? 0), score);
      ranked.push({ id, score: total });
    }
    ranked.sort((a, b) => b.score - a.score || a.id - b.id);
    return ranked.map(({ id }) => ({
      id,
      data: async () => toResultData(await live.recordOf(id), typed, last),
    }));
  };

  let latest = 0;
  return {
    search,
    async debouncedSearch(term, ms = 0) {
      const call = ++latest;
      await new Promise((resolve) => setTimeout(resolve, ms));
      if (call !== latest) return null;
      const results = await search(term);
      return call === latest ? results : null;
    },
  };
}

async function fetchJson(url: string): Promise<unknown> {
  // Revalidated: an index swapped in after a build must not be mixed with an old meta.json.
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** The shard that would hold `term`: the last whose first term is not after it. */
function shardOf(firsts: readonly string[], term: string): number {
  let low = 0;
  let high = firsts.length - 1;
  let found = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((firsts[middle] as string) <= term) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Shards that can hold terms starting with `prefix`: from its shard while firsts still match. */
function shardsFrom(firsts: readonly string[], prefix: string): number[] {
  const start = shardOf(firsts, prefix);
  const indexes = [start];
  for (
    let index = start + 1;
    index < firsts.length && (firsts[index] as string).startsWith(prefix);
    index++
  ) {
    indexes.push(index);
    if (indexes.length > 3) break;
  }
  return indexes;
}

function decode(list: readonly number[] | undefined, each: (id: number, score: number) => void) {
  if (!list) return;
  let id = 0;
  for (let index = 0; index < list.length; index += 2) {
    id += list[index] as number;
    each(id, list[index + 1] as number);
  }
}

function toResultData(record: PageRecord, typed: readonly Word[], last: Word): SearchResultData {
  const hit = (word: Word) =>
    typed.some(
      (query) =>
        word.term === query.term || (query === last && word.folded.startsWith(last.folded)),
    );
  const subs: SearchSubResult[] = [];
  const top = excerpt(record.text, hit);
  if (top.matched) subs.push({ title: record.title, url: record.url, excerpt: top.parts });
  for (const section of record.sections) {
    const inText = excerpt(section.text, hit);
    const inTitle = words(section.title).some(hit);
    if (!inText.matched && !inTitle) continue;
    subs.push({
      title: section.title,
      url: `${record.url}#${section.anchor}`,
      excerpt: inText.parts,
      anchor: { id: section.anchor },
    });
  }
  return {
    url: record.url,
    excerpt: top.parts,
    meta: { title: record.title, kind: record.kind },
    sub_results: subs,
  };
}

/** About `EXCERPT_WORDS` words around the first match, as text runs, the matches marked. */
function excerpt(
  text: string,
  hit: (word: Word) => boolean,
): { parts: ExcerptPart[]; matched: boolean } {
  const all = words(text);
  const first = all.findIndex(hit);
  const start = Math.max(0, first - Math.floor(EXCERPT_WORDS / 4));
  const shown = all.slice(start, start + EXCERPT_WORDS);
  const parts: ExcerptPart[] = [];
  const push = (piece: string, marked: boolean) => {
    const last = parts.at(-1);
    if (piece === "") return;
    if (last && !last.marked && !marked) last.text += piece;
    else parts.push({ text: piece, marked });
  };
  let cursor = shown[0]?.at ?? 0;
  for (const word of shown) {
    push(text.slice(cursor, word.at), false);
    push(word.text, hit(word));
    cursor = word.at + word.text.length;
  }
  // What ends the last word's run of text: "night>." keeps its ">.".
  if (shown.length > 0) push(/^\S*/.exec(text.slice(cursor))?.[0] ?? "", false);
  return { parts, matched: first !== -1 };
}
