/**
 * From a URL path to everything a page shows. Pure: reading files and rendering markdown are
 * passed in, so the build (files on disk) and the browser (fetch) run the same code.
 */
import { titleFromContentPath } from "#app/content/index.ts";
import {
  resolveMeta,
  parsePageContent,
  type ContentSource,
  type LoadResult,
  type PageMessage,
} from "#app/analysis/index.ts";
import { loadSiteIdentity } from "./site-identity.ts";
import { addListingSummaries } from "./listing-summaries.ts";
import { forListingPage } from "./listing-page.ts";
import { readPageIndexFromManifest } from "./page-index.ts";
import { buildStructuredData, describePage } from "#app/seo/index.ts";
import { loadLinkRegistry } from "./load-links.ts";

export type { ContentSource, LoadResult, PageModel } from "#app/analysis/index.ts";

export async function loadPage(pathname: string, source: ContentSource): Promise<LoadResult> {
  const index = await (source.readPageIndex?.(pathname) ??
    readPageIndexFromManifest(pathname, source.readText));
  const messages: PageMessage[] = index.problems.map((text) => ({ level: "error", text }));
  const { resolution, listingsAbove } = index;
  if (!resolution.found) {
    // No page will show these: say them now.
    for (const message of messages) source.log[message.level](message.text);
    return resolution;
  }
  const page = await addListingSummaries(resolution.page, source);
  const identity = await loadSiteIdentity(source.readText, messages);
  const site = { baseUrl: source.baseUrl, siteTitle: identity.title };
  const fallbackTitle =
    page.entry?.title ??
    (page.layout === "listing" ? titleFromContentPath(page.key) : identity.title);

  let markdown: string;
  try {
    markdown = await source.readText(page.source);
  } catch {
    messages.push({ level: "error", text: "Failed to fetch markdown content" });
    const meta = resolveMeta({}, fallbackTitle);
    const structuredData = buildStructuredData({
      page,
      meta,
      content: null,
      listingsAbove,
      ...site,
    });
    return {
      found: true,
      model: forListingPage({
        page,
        meta,
        content: null,
        messages,
        structuredData,
        site: identity,
      }),
    };
  }
  const links = await loadLinkRegistry(source, messages);
  const content = parsePageContent(markdown, page.layout, {
    ...source,
    links,
    title: fallbackTitle,
    path: page.path,
    ...(identity.autoLinksPerPage !== undefined && { autoLinksPerPage: identity.autoLinksPerPage }),
    ...(page.entry?.publishAt !== undefined && { publishAt: page.entry.publishAt }),
  });
  // Bad content is reported, never thrown: the rest of the page still renders.
  for (const problem of content.problems) {
    messages.push({
      level: problem.severity === "error" ? "error" : "warn",
      text: problem.message,
    });
  }
  const meta = resolveMeta(content.metaBlock, fallbackTitle, describePage(content));
  const structuredData = buildStructuredData({ page, meta, content, listingsAbove, ...site });
  const model = { page, meta, content, messages, structuredData, site: identity };
  return { found: true, model: forListingPage(model) };
}
