/**
 * Decides what a URL path shows: which layout, which markdown file, which listing links.
 * One function for the prerender list, the route loaders (build and browser) and the server,
 * so the three never disagree about what exists (docs/authoring.md, "What each page type does").
 */
import { pathSegments, toCanonicalPath, toContentPath } from "#app/content/folder/index.ts";
import type { ContentPath } from "#app/content/folder/index.ts";
import { contentFile, toSitePath, type ContentFileKind } from "#app/content/folder/index.ts";
import { FIXED_PAGE_PATHS, FIXED_ROUTES } from "./fixed-routes.ts";
import {
  DEFAULT_LISTING_PAGE_SIZE,
  listingPagePath,
  paginate,
  parseListingPagePath,
  type ListingLink,
  type Pagination,
} from "./listing-pages.ts";

export type { ListingLink };
import {
  FIXED_PATHS,
  listDoneEntries,
  findDoneEntry,
  type ManifestEntry,
} from "#app/content/manifest/manifest.ts";

export type PageLayout = "generic" | "post" | "faq" | "listing";

export interface PageRequest {
  layout: PageLayout;
  /** Canonical URL path, e.g. `/insights/short-names`. */
  path: string;
  /**
   * The page's content path: the path without its leading slash, first three segments
   * (`toContentPath`). The field keeps its short name: it is in every page's hydration data;
   * its type says what it holds.
   */
  key: ContentPath;
  /** The markdown file to read, relative to the site root (`assets/content/...`). */
  source: string;
  /** The manifest entry behind an entry page. */
  entry?: ManifestEntry;
  /** Links of a category listing, in manifest order: this page's share of them. */
  links?: ListingLink[];
  /** Where a listing page stands among its pages. */
  pagination?: Pagination;
}

export interface RoutingOptions {
  /** Links per listing page (the site setting `listingPageSize`). */
  pageSize?: number;
}

export type Resolution = { found: true; page: PageRequest } | { found: false; redirectTo: "/" };

const LISTING_TYPES = { blogs: "blog", reviews: "review", qahub: "superfaq" } as const;
/** Fixed listings of no type of their own (`/insights`, `/humor`): they list blogs. */
const BLOG_CATEGORIES: ReadonlySet<string> = new Set(
  FIXED_ROUTES.filter(
    (route) => route.shows === "listing" && !Object.hasOwn(LISTING_TYPES, route.id),
  ).map((route) => route.id),
);

export function resolvePage(
  pathname: string,
  entries: readonly ManifestEntry[],
  options: RoutingOptions = {},
): Resolution {
  const path = toCanonicalPath(pathname);
  const contentPath = toContentPath(path);

  if (FIXED_PAGE_PATHS.has(path)) {
    const page = contentPath || "home";
    return found({
      layout: "generic",
      path,
      key: page,
      source: pageSource("page", `${page}.md`),
    });
  }

  const entry = findDoneEntry(entries, path);
  if (entry) return found(entryPage(entry, path, contentPath));

  const pageSize = options.pageSize ?? DEFAULT_LISTING_PAGE_SIZE;
  const numbered = parseListingPagePath(pathSegments(path));
  const listing = numbered
    ? resolveListing(numbered.listingPath, entries)
    : resolveListing(path, entries);
  const split =
    listing && paginate(listing.path, listing.links ?? [], numbered?.page ?? 1, pageSize);
  if (!listing || !split) return { found: false, redirectTo: "/" };
  return found({ ...listing, path, ...split });
}

const listingsByEntries = new WeakMap<
  readonly ManifestEntry[],
  { length: number; byPath: Map<string, PageRequest | undefined> }
>();

/**
 * The whole listing at a canonical path, remembered per entries list: every entry page resolves
 * the listings above it (breadcrumbs), and listing them again each time, thousands of links for
 * each of thousands of pages, made the build quadratic. Callers must not change what they get.
 */
function resolveListing(path: string, entries: readonly ManifestEntry[]): PageRequest | undefined {
  let known = listingsByEntries.get(entries);
  if (known?.length !== entries.length) {
    known = { length: entries.length, byPath: new Map() };
    listingsByEntries.set(entries, known);
  }
  if (known.byPath.has(path)) return known.byPath.get(path);
  const listing = listAt(path, entries);
  known.byPath.set(path, listing);
  return listing;
}

/** The whole listing at a canonical path (all its links), or undefined when it is none. */
function listAt(path: string, entries: readonly ManifestEntry[]): PageRequest | undefined {
  const contentPath = toContentPath(path);
  const segments = pathSegments(path);
  if (segments.length === 1) {
    const links = categoryLinks(contentPath, entries);
    if (links) {
      const source = pageSource("category", `${contentPath}.md`);
      return { layout: "listing", path, key: contentPath, source, links };
    }
  }
  if (segments.length === 2 && segments[0] === "qahub") {
    const sub = segments[1] ?? "";
    const links = toLinks(
      listDoneEntries(entries, "superfaq").filter((item) => item.url.includes(`${sub}/`)),
    );
    const source = pageSource("subcategory", `${sub}.md`);
    return { layout: "listing", path, key: contentPath, source, links };
  }
  return undefined;
}

const pathsByEntries = new WeakMap<readonly ManifestEntry[], Map<string, readonly string[]>>();

/**
 * Every path the build prerenders: fixed routes, FAQ subcategories in use, `done` entries, and
 * every page of a listing longer than one page. Remembered per entries list and page size, like
 * the listings: a build asks for it in the page keys, the feeds, the page index records and the
 * redirects, and the content check three times, a tenth of a second each at 10,000 entries.
 */
export function listPrerenderPaths(
  entries: readonly ManifestEntry[],
  options: RoutingOptions = {},
): string[] {
  const pageSize = options.pageSize ?? DEFAULT_LISTING_PAGE_SIZE;
  // By length too: a list that grew is worked out again.
  const key = `${entries.length} ${pageSize}`;
  const known = pathsByEntries.get(entries) ?? new Map<string, readonly string[]>();
  pathsByEntries.set(entries, known);
  const paths = known.get(key) ?? routedPaths(entries, { pageSize });
  known.set(key, paths);
  // A copy: a caller may change its list.
  return [...paths];
}

function routedPaths(entries: readonly ManifestEntry[], options: RoutingOptions): string[] {
  const paths = new Set<string>(FIXED_PATHS);
  for (const entry of listDoneEntries(entries)) {
    paths.add(entry.url);
    const segments = pathSegments(entry.url);
    if (entry.type === "superfaq" && segments[0] === "qahub" && segments.length > 2) {
      paths.add(`/qahub/${segments[1]}`);
    }
    // A blog under a category of its own (`/tips/x`) makes `/tips` a listing.
    if (entry.type === "blog" && segments.length > 1) paths.add(`/${segments[0]}`);
  }
  const routed: string[] = [];
  for (const path of paths) {
    const resolution = resolvePage(path, entries, options);
    if (!resolution.found) continue;
    routed.push(path);
    const pageCount = resolution.page.pagination?.pageCount ?? 1;
    for (let page = 2; page <= pageCount; page += 1) routed.push(listingPagePath(path, page));
  }
  return routed;
}

function entryPage(entry: ManifestEntry, path: string, contentPath: string): PageRequest {
  const page = { path, key: contentPath, entry };
  switch (entry.type) {
    case "blog":
      return { layout: "post", ...page, source: pageSource("blog", `${contentPath}.md`) };
    case "review":
      return { layout: "post", ...page, source: pageSource("review", `${contentPath}.md`) };
    case "superfaq":
      return {
        layout: "faq",
        ...page,
        source: pageSource("superfaq", `${pathSegments(path).at(-1)}.md`),
      };
    case "salepage":
      return { layout: "generic", ...page, source: pageSource("page", `${contentPath}.md`) };
  }
}

/**
 * Links of a one-segment category, or undefined when the path is no category.
 * `/blogs`, `/reviews`, `/qahub` list their type; any other category lists the `done` blogs
 * under it, or every `done` blog when none lies under it.
 */
function categoryLinks(
  category: string,
  entries: readonly ManifestEntry[],
): ListingLink[] | undefined {
  if (Object.hasOwn(LISTING_TYPES, category)) {
    return toLinks(listDoneEntries(entries, LISTING_TYPES[category as keyof typeof LISTING_TYPES]));
  }
  const blogs = listDoneEntries(entries, "blog");
  const under = blogs.filter((entry) => entry.url.startsWith(`/${category}/`));
  if (under.length > 0) return toLinks(under);
  return BLOG_CATEGORIES.has(category) ? toLinks(blogs) : undefined;
}

/** The page a listing's link opens (its markdown file, its layout), without the manifest. */
export function resolveListingLink(
  listingPath: string,
  link: ListingLink,
): PageRequest | undefined {
  const category = pathSegments(toCanonicalPath(listingPath))[0] ?? "";
  const type = Object.hasOwn(LISTING_TYPES, category)
    ? LISTING_TYPES[category as keyof typeof LISTING_TYPES]
    : "blog";
  const entry: ManifestEntry = { type, status: "done", url: link.url, title: link.title };
  const resolution = resolvePage(link.url, [entry]);
  return resolution.found ? resolution.page : undefined;
}

function toLinks(entries: readonly ManifestEntry[]): ListingLink[] {
  return entries.map(({ url, title, publishAt }) => ({
    url,
    title,
    ...(publishAt !== undefined && { publishAt }),
  }));
}

function found(page: PageRequest): Resolution {
  return { found: true, page };
}

/** The site path of a page's markdown file. */
function pageSource(kind: ContentFileKind, name: string): string {
  return toSitePath(contentFile(kind, name));
}
