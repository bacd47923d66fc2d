/**
 * Decides what a URL path shows: which layout, which markdown file, which listing links.
 * One function for the prerender list, the route loaders (build and browser) and the server,
 * so the three never disagree about what exists (spec section 2; content-format.md "Listings").
 */
import {
  contentPath,
  pathSegments,
  toCanonicalPath,
  toContentKey,
} from "#app/engine/content-folder/content-key.ts";
import {
  FIXED_PATHS,
  listDoneEntries,
  findDoneEntry,
  type ManifestEntry,
} from "#app/engine/manifest/manifest.ts";

export type PageLayout = "generic" | "post" | "faq" | "listing";

export interface ListingLink {
  url: string;
  title: string;
}

export interface PageRequest {
  layout: PageLayout;
  /** Canonical URL path, e.g. `/insights/short-names`. */
  path: string;
  /** Content key: the path without its leading slash, first three segments. */
  key: string;
  /** The markdown file to read, relative to the site root (`assets/content/...`). */
  source: string;
  /** The manifest entry behind an entry page. */
  entry?: ManifestEntry;
  /** Links of a category listing, in manifest order. */
  links?: ListingLink[];
}

export type Resolution = { found: true; page: PageRequest } | { found: false; redirectTo: "/" };

const GENERIC_PAGES = new Set(["", "affiliate", "privacy"]);
const LISTING_TYPES = { blogs: "blog", reviews: "review", qahub: "superfaq" } as const;
const BLOG_CATEGORIES = new Set(["insights", "humor"]);

export function resolvePage(pathname: string, entries: readonly ManifestEntry[]): Resolution {
  const path = toCanonicalPath(pathname);
  const key = toContentKey(path);
  const segments = pathSegments(path);

  if (GENERIC_PAGES.has(key)) {
    const page = key || "home";
    return found({
      layout: "generic",
      path,
      key: page,
      source: contentPath("pages", `${page}.md`),
    });
  }

  const entry = findDoneEntry(entries, path);
  if (entry) return found(entryPage(entry, path, key, segments));

  if (segments.length === 1) {
    const links = categoryLinks(key, entries);
    if (links) {
      return found({
        layout: "listing",
        path,
        key,
        source: contentPath("categories", `${key}.md`),
        links,
      });
    }
  }
  if (segments.length === 2 && segments[0] === "qahub") {
    const sub = segments[1] ?? "";
    const links = toLinks(
      listDoneEntries(entries, "superfaq").filter((item) => item.url.includes(`${sub}/`)),
    );
    const source = contentPath("categories/subcategories", `${sub}.md`);
    return found({ layout: "listing", path, key, source, links });
  }
  return { found: false, redirectTo: "/" };
}

/**
 * Fixed pages with a route module of their own and no content file (the search page): the
 * build prerenders them and the server serves them, but `resolvePage` and the sitemap skip them.
 */
export const OWN_ROUTE_PATHS: readonly string[] = ["/search"];

/** Every path the build prerenders: fixed routes, FAQ subcategories in use, `done` entries. */
export function listPrerenderPaths(entries: readonly ManifestEntry[]): string[] {
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
  return [...paths].filter((path) => resolvePage(path, entries).found);
}

function entryPage(
  entry: ManifestEntry,
  path: string,
  key: string,
  segments: string[],
): PageRequest {
  switch (entry.type) {
    case "blog":
      return { layout: "post", path, key, entry, source: contentPath("blogs", `${key}.md`) };
    case "review":
      return { layout: "post", path, key, entry, source: contentPath("reviews", `${key}.md`) };
    case "superfaq":
      return {
        layout: "faq",
        path,
        key,
        entry,
        source: contentPath("superfaqs", `${segments.at(-1)}.md`),
      };
    case "salepage":
      return { layout: "generic", path, key, entry, source: contentPath("pages", `${key}.md`) };
  }
}

/**
 * Links of a one-segment category, or undefined when the path is no category.
 * `/blogs`, `/reviews`, `/qahub` list their type; any other category lists the `done` blogs
 * under it, or every `done` blog when none lies under it (spec section 2).
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

function toLinks(entries: readonly ManifestEntry[]): ListingLink[] {
  return entries.map(({ url, title }) => ({ url, title }));
}

function found(page: PageRequest): Resolution {
  return { found: true, page };
}
