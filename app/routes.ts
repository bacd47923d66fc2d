/**
 * The route table, written out (spec section 2). Every route renders through the same thin
 * module: what a path shows is decided by `resolvePage` from the manifest, so a page published
 * after the build (drop-in) routes through the catch-all without a rebuild.
 */
import { type RouteConfig, index, route } from "@react-router/dev/routes";

const PAGE = "routes/content-page.tsx";

export default [
  index(PAGE, { id: "home" }),
  route("affiliate", PAGE, { id: "affiliate" }),
  route("privacy", PAGE, { id: "privacy" }),
  route("insights", PAGE, { id: "insights" }),
  route("humor", PAGE, { id: "humor" }),
  route("blogs", PAGE, { id: "blogs" }),
  route("reviews", PAGE, { id: "reviews" }),
  route("qahub", PAGE, { id: "qahub" }),
  route("qahub/:sub", PAGE, { id: "qahub-subcategory" }),
  // Where the header's search button leads without JavaScript.
  route("search", "routes/search-page.tsx", { id: "search" }),
  // Manifest entries (blog, review, superfaq, salepage); anything else redirects to `/`.
  // Always last.
  route("*", PAGE, { id: "entry-or-redirect" }),
] satisfies RouteConfig;
