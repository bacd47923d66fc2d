/**
 * The sitemap protocol allows 50,000 URLs or 50 MB in one file. A larger site gets
 * `sitemap.xml` as a sitemap index naming `sitemap-1.xml`, `sitemap-2.xml`, ..., each a
 * sitemap within both limits; a smaller one keeps the single `sitemap.xml` it always had.
 */
import { toAbsoluteUrl } from "#app/seo/absolute-url.ts";
import { SITEMAP_FILE, sitemapUrl, wrapSitemap } from "./sitemap.ts";
import { escapeXml } from "./xml.ts";

export interface SitemapLimits {
  urls: number;
  bytes: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024 };

/** `sitemap-3.xml`: the name of a part of a split sitemap. */
function sitemapPartName(part: number): string {
  return `sitemap-${part}.xml`;
}

export function isSitemapPartName(name: string): boolean {
  return /^sitemap-[1-9]\d*\.xml$/.test(name);
}

/** `sitemap.xml` alone, or a sitemap index and its parts, by file name. */
export function buildSitemapFiles(
  paths: readonly string[],
  baseUrl: string,
  lastmods: ReadonlyMap<string, string>,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Record<string, string> {
  const parts = splitUrls(
    paths.map((path) => sitemapUrl(path, baseUrl, lastmods)),
    limits,
  );
  if (parts.length <= 1) return { [SITEMAP_FILE]: wrapSitemap(parts[0] ?? []) };
  const names = parts.map((_, index) => sitemapPartName(index + 1));
  const files: Record<string, string> = {
    [SITEMAP_FILE]: [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...names.map(
        (name) => `<sitemap><loc>${escapeXml(toAbsoluteUrl(name, baseUrl))}</loc></sitemap>`,
      ),
      "</sitemapindex>",
      "",
    ].join("\n"),
  };
  parts.forEach((part, index) => (files[names[index] as string] = wrapSitemap(part)));
  return files;
}

/** Consecutive runs of `urls` of at most `limits.urls` each, each document within the bytes. */
function splitUrls(urls: readonly string[], limits: SitemapLimits): string[][] {
  const encoder = new TextEncoder();
  const wrapper = encoder.encode(wrapSitemap([])).length;
  const parts: string[][] = [[]];
  let bytes = wrapper;
  for (const url of urls) {
    const size = encoder.encode(url).length + 1;
    const current = parts.at(-1) as string[];
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      parts.push([url]);
      bytes = wrapper + size;
    } else {
      current.push(url);
      bytes += size;
    }
  }
  return parts;
}
