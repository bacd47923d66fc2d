/**
 * `_headers` for static hosts that read it (Cloudflare Pages, Netlify): the same Cache-Control
 * and security headers the Node server sends. Both hosts merge every rule that matches a path and
 * join repeated headers, so each path gets its Cache-Control (and a page its CSP) from exactly
 * one rule: hashed assets, pages, route data and feeds are listed one by one.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { cacheControlFor, HASHED_ASSET_PATTERN, IMMUTABLE, SHARED_SHORT } from "#server/caching.ts";
import { securityHeaders } from "#server/security-headers.ts";
import { listBuiltPages, SPA_FALLBACK_FILE, type BuiltPage } from "#tools/deploy/site-pages.ts";

/** Cloudflare Pages reads at most this many rules; the build warns beyond it. */
export const HOST_RULE_LIMIT = 100;

export interface HeadersFile {
  text: string;
  rules: number;
}

/**
 * `pages`: each page's URL path and Content-Security-Policy, when the build already knows them;
 * otherwise every built page is read to compute them.
 */
export async function buildHeadersFile(
  clientDir: string,
  siteUrl: string,
  pages?: readonly Pick<BuiltPage, "urlPath" | "csp">[],
  /** The site's files (relative, `/`-separated), when the build knows them; else listed here. */
  siteFiles?: readonly string[],
): Promise<HeadersFile> {
  const rules: [string, Record<string, string>][] = [["/*", securityHeaders(siteUrl)]];
  const files = (siteFiles ?? (await readdir(clientDir, { recursive: true })))
    .map((file) => `/${file.split(path.sep).join("/")}`)
    .filter((file) => !/\.(br|gz)$/.test(file) && !file.startsWith("/assets/content/"))
    .sort();
  const hashed = new RegExp(HASHED_ASSET_PATTERN);
  for (const file of files) {
    if (hashed.test(file)) rules.push([file, { "Cache-Control": IMMUTABLE }]);
    else if (file.endsWith(".data") || /^\/[^/]+\.(xml|txt)$/.test(file)) {
      rules.push([file, { "Cache-Control": cacheControlFor(file) }]);
    }
  }
  // In the order of their files, however the pages were found.
  const fileOf = ({ urlPath }: { urlPath: string }) =>
    urlPath === SPA_FALLBACK_FILE ? urlPath : `${urlPath === "/" ? "" : urlPath}/index.html`;
  const sortedPages = [...(pages ?? (await listBuiltPages(clientDir)))].sort((a, b) =>
    fileOf(a) < fileOf(b) ? -1 : fileOf(a) > fileOf(b) ? 1 : 0,
  );
  for (const page of sortedPages) {
    rules.push([
      page.urlPath,
      { "Cache-Control": SHARED_SHORT, "Content-Security-Policy": page.csp },
    ]);
  }
  rules.push(["/assets/content/*", { "Cache-Control": SHARED_SHORT }]);
  // Page index records (decision 016): live data, like the content they are made from.
  rules.push(["/assets/page-index/*", { "Cache-Control": SHARED_SHORT }]);
  const text = rules
    .map(([url, headers]) =>
      [url, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n");
  return { text: `${text}\n`, rules: rules.length };
}
