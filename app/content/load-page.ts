/**
 * From a URL path to everything a page shows. Pure: reading files and rendering markdown are
 * passed in, so the build (files on disk) and the browser (fetch) run the same code.
 */
import { contentPath } from "./content-key.ts";
import { parseManifest, type ManifestEntry } from "./manifest.ts";
import { resolveMeta, type PageMeta } from "./meta.ts";
import { parsePageContent, type PageContent, type SlugCounter } from "./page-content.ts";
import { resolvePage, type PageRequest } from "./resolve-page.ts";

export interface Logger {
  error(message: string): void;
  warn(message: string): void;
}

export interface ContentSource {
  /** Reads a content file by its site path (`assets/content/...`); rejects when it cannot. */
  readText(path: string): Promise<string>;
  /** Markdown → sanitized HTML; heading ids are counted in `slugs` when given. */
  renderMarkdown(markdown: string, slugs?: SlugCounter): string;
  /** The public base URL, for `{{baseUrl}}`. */
  baseUrl: string;
  /** Title used when neither the meta block nor the manifest gives one. */
  siteTitle: string;
  log: Logger;
}

export interface PageModel {
  page: PageRequest;
  meta: PageMeta;
  /** Null when the markdown could not be read: the page area stays empty (spec section 8). */
  content: PageContent | null;
}

export type LoadResult = { found: true; model: PageModel } | { found: false; redirectTo: "/" };

export const MANIFEST_PATH = contentPath("content-manifest.json");

/** Reads and validates the manifest; on failure logs `Failed to fetch content` and lists nothing. */
export async function loadManifest(source: ContentSource): Promise<ManifestEntry[]> {
  let text: string;
  try {
    text = await source.readText(MANIFEST_PATH);
  } catch {
    source.log.error("Failed to fetch content");
    return [];
  }
  const { entries, problems } = parseManifest(text);
  for (const problem of problems) source.log.error(problem.message);
  return entries;
}

export async function loadPage(pathname: string, source: ContentSource): Promise<LoadResult> {
  const entries = await loadManifest(source);
  const resolution = resolvePage(pathname, entries);
  if (!resolution.found) return resolution;
  const { page } = resolution;
  const fallbackTitle = page.entry?.title ?? (page.layout === "listing" ? titleCase(page.key) : source.siteTitle);

  let markdown: string;
  try {
    markdown = await source.readText(page.source);
  } catch {
    source.log.error("Failed to fetch markdown content");
    return { found: true, model: { page, meta: resolveMeta({}, fallbackTitle), content: null } };
  }
  const content = parsePageContent(markdown, page.layout, source);
  // Bad content is reported, never thrown: the rest of the page still renders (spec section 8).
  for (const problem of content.problems) {
    if (problem.severity === "error") source.log.error(problem.message);
    else source.log.warn(problem.message);
  }
  return { found: true, model: { page, meta: resolveMeta(content.metaBlock, fallbackTitle), content } };
}

function titleCase(key: string): string {
  const last = key.split("/").at(-1) ?? key;
  return last.replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => (dash ? " " : "") + letter.toUpperCase());
}
