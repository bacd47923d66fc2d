/**
 * What a blog post or review prints above its text, as blog themes do: the title, the date, the
 * update date, the author and the tags, from the page data (DATA block and front matter). The
 * title is the page's own `# Title` when the body begins with one (split off by
 * `splitLeadingTitle`), else the page title. Rendered here, by the loader, as HTML: the first
 * load carries no code for it.
 */
import { parseContentDate } from "#app/analysis/blocks/content-dates.ts";
import type { PageData } from "#app/analysis/blocks/data-block.ts";
import { splitTags } from "#app/analysis/blocks/tags.ts";
import { formatDay } from "#app/content/index.ts";
import { escapeMarkup, type Token } from "#app/markdown/index.ts";

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

/** A page date (DATA `date`, `updated`) as a reader sees it; undefined when it is no real day. */
export function readHeaderDate(value: string | undefined): HeaderDate | undefined {
  const date = parseContentDate(value);
  // The day as the author wrote it, not as it falls in UTC.
  return date && { iso: date.iso, label: formatDay(date.day) };
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

/** The header's HTML: `titleHtml` (sanitized markdown) or the page title as the `h1`, then the rest. */
export function renderPostHeader(
  header: PostHeader,
  title: { html: string } | { text: string },
): string {
  const h1 = "html" in title ? title.html : `<h1>${escapeMarkup(title.text)}</h1>`;
  const dates: string[] = [];
  for (const [label, date] of [
    ["Published", header.date],
    ["Updated", header.updated],
  ] as const) {
    if (!date) continue;
    const time = `<time datetime="${date.iso}">${date.label}</time>`;
    dates.push(`<span class="post-header__date">${label} ${time}</span>`);
  }
  if (header.author) {
    dates.push(`<span class="post-header__author">By ${escapeMarkup(header.author)}</span>`);
  }
  const byline = dates.length > 0 ? `<p class="post-header__byline">${dates.join("")}</p>` : "";
  const tags = header.tags.map((tag) => `<li>${escapeMarkup(tag)}</li>`).join("");
  const list = tags && `<ul class="post-header__tags" aria-label="Tags">${tags}</ul>`;
  return h1 + byline + list;
}
