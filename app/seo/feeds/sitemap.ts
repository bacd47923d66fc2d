/**
 * `sitemap.xml` and `robots.txt`: every routed page, from the same prerender list the build
 * uses, so the sitemap never names a page the site does not serve, nor misses one.
 */
import { site } from "#app/config/index.ts";
import { toAbsoluteUrl } from "#app/seo/absolute-url.ts";
import { parseContentDate, type ContentDate } from "#app/analysis/index.ts";
import { type ManifestEntry, resolvePage } from "#app/content/index.ts";
import type { PublishedPage } from "./published-pages.ts";
import { escapeXml, xmlElement } from "./xml.ts";

export const SITEMAP_FILE = "sitemap.xml";

/** The sitemap of `paths`, each with its `<lastmod>` when `lastmods` knows it. */
export function buildSitemap(
  paths: readonly string[],
  baseUrl: string,
  lastmods: ReadonlyMap<string, string> = new Map(),
): string {
  return wrapSitemap(paths.map((path) => sitemapUrl(path, baseUrl, lastmods)));
}

/** One `<url>` element. */
export function sitemapUrl(
  path: string,
  baseUrl: string,
  lastmods: ReadonlyMap<string, string>,
): string {
  return `<url><loc>${escapeXml(encodeURI(toAbsoluteUrl(path, baseUrl)))}</loc>${xmlElement("lastmod", lastmods.get(path))}</url>`;
}

/** A `<urlset>` document around `urls`, one a line. */
export function wrapSitemap(urls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * When each path last changed, where the content says: an entry's DATA `updated`, else its
 * `date`; a listing's newest entry. Paths without a known date are left out.
 */
export function listLastmods(
  paths: readonly string[],
  entries: readonly ManifestEntry[],
  pages: readonly PublishedPage[],
): Map<string, string> {
  const byUrl = new Map<string, ContentDate>();
  for (const { entry, data } of pages) {
    const date = parseContentDate(data.updated) ?? parseContentDate(data.date);
    if (date) byUrl.set(entry.url, date);
  }
  const lastmods = new Map<string, string>();
  for (const path of paths) {
    const own = byUrl.get(path);
    const resolution = own
      ? undefined
      : resolvePage(path, entries, { pageSize: site.listingPageSize });
    const links = resolution?.found ? (resolution.page.links ?? []) : [];
    const dates = own ? [own] : links.flatMap((link) => byUrl.get(link.url) ?? []);
    const newest = dates.reduce<ContentDate | undefined>(
      (best, date) => (!best || date.time > best.time ? date : best),
      undefined,
    );
    if (newest) lastmods.set(path, newest.iso);
  }
  return lastmods;
}

/** Every crawler may read everything; the sitemap is named with its absolute URL. */
export function buildRobotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${toAbsoluteUrl(SITEMAP_FILE, baseUrl)}\n`;
}
