/** What the route loaders share: a load result becomes loader data or a redirect to `/`. */
import { replace } from "react-router";
import type { LoadResult, PageModel } from "./load-page.ts";

export function toLoaderData(result: LoadResult): PageModel {
  // Replace, so Back does not return to the unknown path and bounce again.
  if (!result.found) throw replace(result.redirectTo);
  return result.model;
}
