/**
 * The site's machine-readable files, from the manifest and the published markdown: what the
 * build writes into `build/client` and what the server answers live from the content folder.
 */
import { site as siteConfig } from "#app/config/index.ts";
import {
  listPrerenderPaths,
  parseSiteIdentity,
  type ManifestEntry,
  type ReadText,
} from "#app/content/index.ts";
import { SITE_PATH } from "#app/content/index.ts";
import { collectPublishedPages, type ReadFacts } from "./published-pages.ts";
import { buildRssFeed, listFeedItems, RSS_FILE, type FeedSite } from "./rss.ts";
import { buildRobotsTxt, listLastmods, SITEMAP_FILE } from "./sitemap.ts";
import { buildSitemapFiles, isSitemapPartName, type SitemapLimits } from "./sitemap-index.ts";

const ROBOTS_FILE = "robots.txt";
const FEED_FILE_NAMES = [SITEMAP_FILE, RSS_FILE, ROBOTS_FILE] as const;

/** A fixed feed file, or a part of a split sitemap (`sitemap-2.xml`). */
export type FeedFileName = (typeof FEED_FILE_NAMES)[number] | `sitemap-${number}.xml`;
/** The three fixed files always; the sitemap's parts when it is split. */
export type FeedFiles = Record<string, string> & Record<(typeof FEED_FILE_NAMES)[number], string>;

/** Items in the RSS feed: the newest, as feed readers poll it whole. */
const RSS_MAX_ITEMS = 50;

export function isFeedFileName(name: string): name is FeedFileName {
  return (FEED_FILE_NAMES as readonly string[]).includes(name) || isSitemapPartName(name);
}

/** The feed's channel by default: the built-in title and tagline at `siteUrl`. */
export function feedSite(siteUrl: string): FeedSite {
  const { title, tagline } = siteConfig.identity;
  return { title, description: tagline, baseUrl: siteUrl };
}

/**
 * `sitemap.xml` (with its parts past the protocol's limits), `rss.xml` and `robots.txt`; each
 * published markdown file is read once. `limits` is for tests.
 */
export async function buildFeedFiles(
  entries: readonly ManifestEntry[],
  readText: ReadText,
  site: FeedSite,
  limits?: SitemapLimits,
  readFacts?: ReadFacts,
): Promise<FeedFiles> {
  const pages = await collectPublishedPages(entries, readText, readFacts);
  // The channel names the site as `site.json` does, where it does.
  const siteText = await readText(SITE_PATH).catch(() => undefined);
  const defaults = { ...siteConfig.identity, title: site.title, tagline: site.description };
  const { identity } = parseSiteIdentity(siteText, defaults);
  const channel = {
    ...site,
    title: identity.title,
    description: identity.tagline,
    language: identity.language,
  };
  const paths = listPrerenderPaths(entries, { pageSize: siteConfig.listingPageSize });
  const lastmods = listLastmods(paths, entries, pages);
  const sitemaps = buildSitemapFiles(paths, site.baseUrl, lastmods, limits);
  return {
    ...sitemaps,
    [SITEMAP_FILE]: sitemaps[SITEMAP_FILE] ?? "",
    [RSS_FILE]: buildRssFeed(listFeedItems(pages, site.baseUrl).slice(0, RSS_MAX_ITEMS), channel),
    [ROBOTS_FILE]: buildRobotsTxt(site.baseUrl),
  };
}
