/**
 * The fixed routes: the pages that exist whatever the manifest says. `app/routes.ts` builds the
 * route table from this list, the prerender list starts from it, `resolvePage` reads what each
 * one shows from it, and the manifest may not take one of its paths.
 */
export const FIXED_ROUTES = [
  { id: "home", path: "/", shows: "page" },
  { id: "affiliate", path: "/affiliate", shows: "page" },
  { id: "privacy", path: "/privacy", shows: "page" },
  { id: "insights", path: "/insights", shows: "listing" },
  { id: "humor", path: "/humor", shows: "listing" },
  { id: "blogs", path: "/blogs", shows: "listing" },
  { id: "reviews", path: "/reviews", shows: "listing" },
  { id: "qahub", path: "/qahub", shows: "listing" },
  // Where the header's search button leads without JavaScript: a route module of its own.
  { id: "search", path: "/search", shows: "search" },
] as const;

/** The site path of cloaked affiliate links, `/go/{slug}`: the registry answers it, no page may take it. */
export const GO_PATH = "/go/";
/** `GO_PATH` as a path segment, for code that routes by segments. */
export const GO_PATH_SEGMENT = GO_PATH.slice(1, -1);

export type FixedPath = (typeof FIXED_ROUTES)[number]["path"];

/** Paths owned by the fixed routes. */
export const FIXED_PATHS: readonly FixedPath[] = FIXED_ROUTES.map((route) => route.path);

/**
 * Fixed pages with a route module of their own and no content file (the search page): the
 * build prerenders them and the server serves them, but `resolvePage` and the sitemap skip them.
 */
export const OWN_ROUTE_PATHS: readonly string[] = FIXED_ROUTES.filter(
  (route) => route.shows === "search",
).map((route) => route.path);

/** The fixed paths that show a generic page (read from `pages/{key or home}.md`). */
export const FIXED_PAGE_PATHS: ReadonlySet<string> = new Set(
  FIXED_ROUTES.filter((route) => route.shows === "page").map((route) => route.path),
);
