/**
 * Which published pages use each link (`go:` in the text or a product card, or a keyword link
 * the page's text gets from links.json `keywords`), read from the content folder the way the
 * pages are: the manifest's done entries, each page's markdown, site.json's `autoLinksPerPage`.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { analyzeMarkdown } from "#app/analysis/index.ts";
import { CONTENT_BASE, MANIFEST_FILE } from "#app/content/index.ts";
import { listDoneEntries, parseManifest, resolvePage } from "#app/content/index.ts";
import {
  DEFAULT_AUTO_LINKS_PER_PAGE,
  GO_LINK_SCHEME,
  isGoLink,
  listKeywordLinks,
  type LinkRegistry,
} from "#app/affiliate/index.ts";
import { site } from "#app/config/index.ts";
import { parseSiteIdentity, SITE_FILE } from "#app/content/index.ts";

export async function pagesUsingLinks(
  contentDir: string,
  registry: LinkRegistry,
): Promise<Map<string, string[]>> {
  const text = await readFile(path.join(contentDir, MANIFEST_FILE), "utf8").catch(() => "[]");
  const { entries } = parseManifest(text);
  const siteText = await readFile(path.join(contentDir, SITE_FILE), "utf8").catch(() => undefined);
  const { identity } = parseSiteIdentity(siteText, site.identity);
  const limit = identity.autoLinksPerPage ?? DEFAULT_AUTO_LINKS_PER_PAGE;
  const pages = new Map<string, string[]>();
  for (const entry of listDoneEntries(entries)) {
    const resolved = resolvePage(entry.url, entries);
    if (!resolved.found) continue;
    const { page } = resolved;
    const file = path.join(contentDir, page.source.slice(CONTENT_BASE.length + 1));
    const markdown = await readFile(file, "utf8").catch(() => undefined);
    if (markdown === undefined) continue;
    const analyzed = analyzeMarkdown(markdown, page.layout, registry);
    const keywordSlugs = listKeywordLinks(analyzed, registry, limit).map((link) => link.slug);
    for (const slug of [...goSlugs(analyzed), ...keywordSlugs]) {
      const list = pages.get(slug) ?? [];
      if (!list.includes(page.path)) list.push(page.path);
      pages.set(slug, list);
    }
  }
  return pages;
}

/** The `go:` slugs of a page: product links and text links (as app/affiliate's link uses). */
function goSlugs(analyzed: ReturnType<typeof analyzeMarkdown>): string[] {
  const written = analyzed.productEntries.flatMap((entry) =>
    entry.written.filter(({ name }) => name === "link").map(({ value }) => value.trim()),
  );
  const text = analyzed.links
    .filter((link) => link.kind === "link" && !link.html)
    .map((link) => link.url.trim());
  return [...written, ...text]
    .filter((href) => isGoLink(href))
    .map((href) => href.slice(GO_LINK_SCHEME.length));
}
