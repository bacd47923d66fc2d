/**
 * The site's machine-readable files, from the manifest and the published markdown: what the
 * build writes into `build/client` and what the server answers live from the content folder.
 */
import { site as siteConfig } from "#app/config/index.ts";
import { type ManifestEntry, type ReadText, listPrerenderPaths } from "#app/engine/index.ts";
import { collectPublishedPages } from "./published-pages.ts";
import { buildRssFeed, listFeedItems, RSS_FILE, type FeedSite } from "./rss.ts";
import { buildRobotsTxt, buildSitemap, listLastmods, SITEMAP_FILE } from "./sitemap.ts";

export const ROBOTS_FILE = "robots.txt";
export const FEED_FILE_NAMES = [SITEMAP_FILE, RSS_FILE, ROBOTS_FILE] as const;

export type FeedFileName = (typeof FEED_FILE_NAMES)[number];
export type FeedFiles = Record<FeedFileName, string>;

export function isFeedFileName(name: string): name is FeedFileName {
  return (FEED_FILE_NAMES as readonly string[]).includes(name);
}

/** The feed's channel: the site's title and tagline at `siteUrl`. */
export function feedSite(siteUrl: string): FeedSite {
  return { title: siteConfig.title, description: siteConfig.tagline, baseUrl: siteUrl };
}

/** `sitemap.xml`, `rss.xml` and `robots.txt`; each published markdown file is read once. */
export async function buildFeedFiles(
  entries: readonly ManifestEntry[],
  readText: ReadText,
  site: FeedSite,
): Promise<FeedFiles> {
  const pages = await collectPublishedPages(entries, readText);
  const paths = listPrerenderPaths(entries, { pageSize: siteConfig.listingPageSize });
  return {
    [SITEMAP_FILE]: buildSitemap(paths, site.baseUrl, listLastmods(paths, entries, pages)),
    [RSS_FILE]: buildRssFeed(listFeedItems(pages, site.baseUrl), site),
    [ROBOTS_FILE]: buildRobotsTxt(site.baseUrl),
  };
}
