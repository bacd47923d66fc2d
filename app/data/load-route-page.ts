/** What the route loaders share: a load result becomes loader data or a redirect to `/`. */
import { replace, type MetaDescriptor } from "react-router";
import { buildPageHead } from "#app/seo/index.ts";
import type { LoadResult, PageModel } from "#app/engine/index.ts";

/** A page as the route gets it: its model, and its head tags computed here, in the loader. */
export type RoutePageData = PageModel & { head: MetaDescriptor[] };

export function toLoaderData(result: LoadResult): RoutePageData {
  // Replace, so Back does not return to the unknown path and bounce again.
  if (!result.found) throw replace(result.redirectTo);
  return { ...result.model, head: buildPageHead(result.model) };
}
