/**
 * From a URL path to everything a page shows. Pure: reading files and rendering markdown are
 * passed in, so the build (files on disk) and the browser (fetch) run the same code.
 */
import {
  titleFromKey,
  type ReadText,
  resolveMeta,
  type PageMeta,
  parsePageContent,
  type MarkdownInput,
  type PageContent,
  type SlugCounter,
  type PageRequest,
  type LinkRegistry,
  type PageIndexRecord,
  type SiteIdentity,
} from "#app/engine/index.ts";
import { loadSiteIdentity } from "./site-identity.ts";
import { addListingSummaries } from "./listing-summaries.ts";
import { forListingPage } from "./listing-page.ts";
import { readPageIndexFromManifest } from "./page-index.ts";
import { buildStructuredData, describePage, type JsonLdObject } from "#app/seo/index.ts";
import type { PageImages } from "#app/images/index.ts";
import { loadLinkRegistry } from "#app/affiliate/index.ts";

export interface Logger {
  error(message: string): void;
  warn(message: string): void;
}

export interface ContentSource {
  /** Reads a content file by its site path (`assets/content/...`); rejects when it cannot. */
  readText: ReadText;
  /**
   * The page's index record: what the path shows, without the whole manifest. When absent it is
   * built from the manifest read through `readText` (the build, the preview's loader).
   */
  readPageIndex?(pathname: string): Promise<PageIndexRecord>;
  /** Markdown → sanitized HTML; heading ids are counted in `slugs` when given. */
  renderMarkdown(markdown: MarkdownInput, slugs?: SlugCounter, links?: LinkRegistry): string;
  /** The public base URL, for `{{baseUrl}}`. */
  baseUrl: string;
  log: Logger;
}

/** A console message the page owes its visitor. */
export interface PageMessage {
  level: "error" | "warn";
  text: string;
}

export interface PageModel {
  page: PageRequest;
  meta: PageMeta;
  /** Null when the markdown could not be read: the page area stays empty. */
  content: PageContent | null;
  /**
   * What went wrong while loading, for the visitor's console. Carried in the model rather than
   * logged by the loader, so a prerendered page reports its problems in the browser too.
   */
  messages: PageMessage[];
  /** JSON-LD objects for the document head, one `<script type="application/ld+json">` each. */
  structuredData: JsonLdObject[];
  /** The site's identity (`site.json` over the defaults): the shell, head and disclosure. */
  site: SiteIdentity;
  /** Build-made image variants for product cards; absent for pages rendered in the browser. */
  images?: PageImages;
}

export type LoadResult = { found: true; model: PageModel } | { found: false; redirectTo: "/" };

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
  const page = await addListingSummaries(resolution.page, source.readText);
  const identity = await loadSiteIdentity(source.readText, messages);
  const site = { baseUrl: source.baseUrl, siteTitle: identity.title };
  const fallbackTitle =
    page.entry?.title ?? (page.layout === "listing" ? titleFromKey(page.key) : identity.title);

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
