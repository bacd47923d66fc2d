/**
 * The page index: one small record per site path that tells the browser what the path shows,
 * so that browsing never needs the whole manifest (docs/decisions/016-page-index.md). The build
 * writes the records as files, the server answers them live and the preview with drafts shown,
 * all from this one builder.
 */
import * as v from "valibot";
import { pathSegments, toCanonicalPath } from "#app/content/folder/index.ts";
import { readJsonText } from "#app/content/folder/index.ts";
import { ManifestEntrySchema, type ManifestEntry } from "#app/content/manifest/manifest.ts";
import { resolvePage, type Resolution, type RoutingOptions } from "./resolve-page.ts";

/** The folder of the records, under the site root. */
export const PAGE_INDEX_DIR = "assets/page-index";
/** Each record's file name, in a folder per path segment like the prerendered pages. */
const PAGE_INDEX_FILE = "index.json";
/** Manifest problems one record carries; the rest are counted (the checker lists them all). */
export const MAX_RECORD_PROBLEMS = 20;

export interface PageIndexRecord {
  /** What the path shows (`resolvePage`); a listing page holds only its own links. */
  resolution: Resolution;
  /** The listings above an entry page (`/qahub`, `/qahub/buying`), for its breadcrumbs. */
  listingsAbove: string[];
  /** Why manifest entries were skipped, for the visitor's console. */
  problems: string[];
}

/** What the record builder needs of a manifest: its entries and why others were skipped. */
export interface ManifestView {
  entries: readonly ManifestEntry[];
  problems: readonly { message: string }[];
}

/**
 * Records of one manifest: what they share (the problems, which paths are listings) is worked
 * out once, so the build and the server make thousands of records in linear time.
 */
export function createPageIndexBuilder(
  manifest: ManifestView,
  options: RoutingOptions = {},
): (pathname: string) => PageIndexRecord {
  const problems = manifest.problems.slice(0, MAX_RECORD_PROBLEMS).map((p) => p.message);
  const more = manifest.problems.length - problems.length;
  if (more > 0) problems.push(`${more} more manifest problems (npm run check-content lists them)`);
  const listings = new Map<string, boolean>();
  const isListing = (path: string): boolean => {
    let known = listings.get(path);
    if (known === undefined) listings.set(path, (known = isListingPath(path, manifest.entries)));
    return known;
  };
  return (pathname) => {
    const resolution = resolvePage(pathname, manifest.entries, options);
    const entryPage = resolution.found && resolution.page.entry !== undefined;
    return {
      resolution,
      listingsAbove: entryPage
        ? listListingsAbove(resolution.page.path, manifest.entries, isListing)
        : [],
      problems: [...problems],
    };
  };
}

/** The record of one path (`createPageIndexBuilder` for many). */
export function buildPageIndexRecord(
  pathname: string,
  manifest: ManifestView,
  options: RoutingOptions = {},
): PageIndexRecord {
  return createPageIndexBuilder(manifest, options)(pathname);
}

/** The listing paths above `path`, nearest last (`/qahub/buying/escrow` → `/qahub`, `/qahub/buying`). */
export function listListingsAbove(
  path: string,
  entries: readonly ManifestEntry[],
  isListing: (path: string) => boolean = (above) => isListingPath(above, entries),
): string[] {
  const segments = pathSegments(path);
  return segments
    .slice(0, -1)
    .map((_, index) => `/${segments.slice(0, index + 1).join("/")}`)
    .filter(isListing);
}

function isListingPath(path: string, entries: readonly ManifestEntry[]): boolean {
  const resolution = resolvePage(path, entries);
  return resolution.found && resolution.page.layout === "listing";
}

/** The record's file inside the site root, `/`-separated (`assets/page-index/blogs/index.json`). */
export function pageIndexFile(pathname: string): string {
  return [PAGE_INDEX_DIR, ...pathSegments(toCanonicalPath(pathname)), PAGE_INDEX_FILE].join("/");
}

/** The URL the browser fetches the record of `pathname` at. */
export function pageIndexUrl(pathname: string): string {
  const segments = pathSegments(toCanonicalPath(pathname)).map(encodeURIComponent);
  return `/${[PAGE_INDEX_DIR, ...segments, PAGE_INDEX_FILE].join("/")}`;
}

/**
 * The page path a record URL stands for, from the URL's decoded segments
 * (`assets`, `page-index`, ..., `index.json`); undefined when it is not a record URL.
 */
export function pagePathOfIndexUrl(segments: readonly string[]): string | undefined {
  const prefix = PAGE_INDEX_DIR.split("/");
  if (segments.length <= prefix.length || segments.at(-1) !== PAGE_INDEX_FILE) return undefined;
  if (prefix.some((part, index) => segments[index] !== part)) return undefined;
  return `/${segments.slice(prefix.length, -1).join("/")}`;
}

const PageRequestSchema = v.object({
  layout: v.picklist(["generic", "post", "faq", "listing"]),
  path: v.string(),
  key: v.string(),
  source: v.string(),
  entry: v.optional(ManifestEntrySchema),
  links: v.optional(v.array(v.object({ url: v.string(), title: v.string() }))),
  pagination: v.optional(
    v.object({
      page: v.number(),
      pageCount: v.number(),
      prev: v.optional(v.string()),
      next: v.optional(v.string()),
    }),
  ),
});

const PageIndexRecordSchema = v.object({
  resolution: v.variant("found", [
    v.object({ found: v.literal(true), page: PageRequestSchema }),
    v.object({ found: v.literal(false), redirectTo: v.literal("/") }),
  ]),
  listingsAbove: v.array(v.string()),
  problems: v.array(v.string()),
});

/**
 * A fetched record, validated: undefined when the text is not a record for `pathname` (a host
 * that answers a missing file with an HTML page, a record of another path), so the caller can
 * fall back to the manifest.
 */
export function parsePageIndexRecord(text: string, pathname: string): PageIndexRecord | undefined {
  const read = (json: unknown): PageIndexRecord | undefined => {
    const result = v.safeParse(PageIndexRecordSchema, json);
    if (!result.success) return undefined;
    const { resolution } = result.output;
    const other = resolution.found && resolution.page.path !== toCanonicalPath(pathname);
    return other ? undefined : result.output;
  };
  return readJsonText(text, "the page index record", read, () => undefined);
}
