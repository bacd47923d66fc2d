/**
 * What a blog post or review prints above its text, as blog themes do: the date, the update
 * date, the author and the tags, from the page data (DATA block and front matter). The title is
 * the page's own `# Title` when the body begins with one (split off by `splitLeadingTitle`),
 * else the page title.
 */
import { parseContentDate } from "#app/engine/blocks/content-dates.ts";
import type { PageData } from "#app/engine/blocks/data-block.ts";
import { splitTags } from "#app/engine/blocks/tags.ts";
import type { Token } from "#app/markdown/index.ts";

export interface HeaderDate {
  /** For `<time datetime>`. */
  iso: string;
  /** As a reader sees it: `1 May 2024`. */
  label: string;
}

export interface PostHeader {
  date?: HeaderDate;
  updated?: HeaderDate;
  author?: string;
  tags: string[];
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** `2026-11-01` (or a date-time starting so) → `1 Nov 2026`, the same in every time zone. */
export function formatDay(iso: string): string {
  const [, year, month, day] = DAY.exec(iso) ?? [];
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** A page date (DATA `date`, `updated`) as a reader sees it; undefined when it is no real day. */
export function readHeaderDate(value: string | undefined): HeaderDate | undefined {
  const date = parseContentDate(value);
  if (!date) return undefined;
  // The day as the author wrote it, not as it falls in UTC.
  const written = DAY.test(value?.trim() ?? "") ? (value ?? "").trim() : date.iso;
  return { iso: date.iso, label: formatDay(written) };
}

export function buildPostHeader(data: PageData): PostHeader {
  const date = readHeaderDate(data.date);
  const updated = readHeaderDate(data.updated);
  const author = data.author?.trim();
  return {
    ...(date && { date }),
    // An update on the day of publication says nothing.
    ...(updated && updated.iso !== date?.iso && { updated }),
    ...(author && { author }),
    tags: splitTags(data.tags),
  };
}

/**
 * The body's leading `# Title` heading, when its first block is one, and the tokens after it:
 * the page shows that heading as its title, never a second one.
 */
export function splitLeadingTitle(tokens: Token[]): { title?: Token; rest: Token[] } {
  const first = tokens.findIndex((token) => token.type !== "space");
  const token = tokens[first];
  if (token?.type !== "heading" || token.depth !== 1) return { rest: tokens };
  return { title: token, rest: tokens.slice(first + 1) };
}
