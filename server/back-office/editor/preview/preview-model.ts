/**
 * The page an entry of the editor would be once published, as the site's loader builds it
 * (app/loaders/load-page.ts): its manifest fields and text, links.json and site.json through the
 * site's own analysis (`parsePageContent`), markdown renderer and `go:` links. Pure: the caller
 * passes the sanitizer (DOMPurify in the editor) and the files' texts.
 */
import { EMPTY_REGISTRY, parseLinkRegistry } from "#app/affiliate/index.ts";
import { parsePageContent, resolveMeta, type PageModel } from "#app/analysis/index.ts";
import { site } from "#app/config/index.ts";
import {
  parseSiteIdentity,
  toContentPath,
  type PageLayout,
  type PageRequest,
} from "#app/content/index.ts";
import { pageMarkdownRenderer } from "#app/loaders/index.ts";
import type { Sanitize } from "#app/markdown/index.ts";

/** links.json and site.json as the content folder holds them (undefined: no such file). */
export interface SiteFiles {
  links?: string;
  site?: string;
}

/** The layout the site gives an entry of a manifest type (app/content/routing/resolve-page.ts). */
const LAYOUTS: Record<string, PageLayout> = { blog: "post", review: "post", superfaq: "faq" };

const text = (value: unknown): string => (typeof value === "string" ? value : "");

export function previewModel(
  fields: Record<string, unknown>,
  files: SiteFiles,
  sanitize: Sanitize,
): PageModel {
  const layout = LAYOUTS[text(fields.type)] ?? "generic";
  const path = text(fields.url) || "/";
  const title = text(fields.title);
  const identity = parseSiteIdentity(files.site, site.identity).identity;
  const links = files.links === undefined ? EMPTY_REGISTRY : parseLinkRegistry(files.links);
  const content = parsePageContent(text(fields.body), layout, {
    renderMarkdown: pageMarkdownRenderer(sanitize),
    baseUrl: site.baseUrl,
    links,
    ...(title && { title }),
    path,
    ...(identity.autoLinksPerPage !== undefined && { autoLinksPerPage: identity.autoLinksPerPage }),
  });
  const page: PageRequest = { layout, path, key: toContentPath(path), source: "" };
  return {
    page,
    meta: resolveMeta(content.metaBlock, title || identity.title),
    content,
    messages: [],
    structuredData: [],
    site: identity,
  };
}
