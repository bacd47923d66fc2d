/** `rss.xml`: an RSS 2.0 feed of the published articles (blog posts and reviews). */
import { toAbsoluteUrl } from "#app/seo/absolute-url.ts";
import { parseContentDate, toRfc822, type ContentDate, splitTags } from "#app/analysis/index.ts";
import type { PublishedPage } from "./published-pages.ts";
import { escapeXml, xmlElement } from "./xml.ts";

export const RSS_FILE = "rss.xml";

export interface FeedSite {
  title: string;
  description: string;
  /** Public base URL, no trailing slash. */
  baseUrl: string;
  /** The channel's language tag; `en` when not given. */
  language?: string;
}

export interface FeedItem {
  title: string;
  /** Absolute URL of the page. */
  link: string;
  description: string;
  published?: ContentDate;
  author?: string;
  categories: string[];
}

/**
 * The feed's items: readable `done` blog posts and reviews, newest first by DATA `date`
 * (undated ones last), ties in manifest order.
 */
export function listFeedItems(pages: readonly PublishedPage[], baseUrl: string): FeedItem[] {
  const items = pages
    .filter((page) => page.readable && (page.entry.type === "blog" || page.entry.type === "review"))
    .map(({ entry, meta, data }): FeedItem => ({
      title: meta.title,
      link: toAbsoluteUrl(entry.url, baseUrl),
      description: data.summary || meta.description,
      published: parseContentDate(data.date),
      author: data.author || undefined,
      categories: splitTags(data.tags),
    }));
  // Array sort is stable: equal dates keep manifest order.
  return items.sort(
    (a, b) => (b.published?.time ?? -Infinity) - (a.published?.time ?? -Infinity) || 0,
  );
}

/** The RSS 2.0 document. Authors are names, not e-mail addresses, so they go in `dc:creator`. */
export function buildRssFeed(items: readonly FeedItem[], site: FeedSite): string {
  const home = toAbsoluteUrl("/", site.baseUrl);
  const self = toAbsoluteUrl(RSS_FILE, site.baseUrl);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    xmlElement("title", site.title),
    xmlElement("link", home),
    `<description>${escapeXml(site.description)}</description>`,
    xmlElement("language", site.language ?? "en"),
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...items.map(buildItem),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

function buildItem(item: FeedItem): string {
  const parts = [
    xmlElement("title", item.title),
    xmlElement("link", item.link),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    xmlElement("description", item.description),
    xmlElement("pubDate", item.published && toRfc822(item.published)),
    xmlElement("dc:creator", item.author),
    ...item.categories.map((tag) => xmlElement("category", tag)),
  ];
  return `<item>${parts.join("")}</item>`;
}
