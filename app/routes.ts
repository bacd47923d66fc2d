/**
 * The route table, written out. Every route renders through the same thin module: what a path
 * shows is decided by `resolvePage` from the manifest, so a page published after the build
 * (drop-in) routes through the catch-all without a rebuild. The fixed routes come from the same
 * list the prerender list and `resolvePage` use; the search page has a module of its own.
 */
import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { FIXED_ROUTES } from "#app/content/index.ts";

const PAGE = "routes/content-page.tsx";
const SEARCH_PAGE = "routes/search-page.tsx";

export default [
  ...FIXED_ROUTES.map(({ id, path, shows }) => {
    const file = shows === "search" ? SEARCH_PAGE : PAGE;
    return path === "/" ? index(file, { id }) : route(path.slice(1), file, { id });
  }),
  route("qahub/:sub", PAGE, { id: "qahub-subcategory" }),
  // Manifest entries (blog, review, superfaq, salepage); anything else redirects to `/`.
  // Always last.
  route("*", PAGE, { id: "entry-or-redirect" }),
] satisfies RouteConfig;
