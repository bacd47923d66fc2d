import { expect, test } from "vitest";
import { FIXED_PATHS, listPrerenderPaths, OWN_ROUTE_PATHS } from "#app/content/index.ts";
import routes from "./routes.ts";

test("the route table has every fixed route, the FAQ subcategories, and the catch-all last", () => {
  const paths = routes.map((route) => (route.index ? "/" : `/${route.path}`));
  expect(paths.slice(0, FIXED_PATHS.length)).toEqual([...FIXED_PATHS]);
  expect(paths.slice(FIXED_PATHS.length)).toEqual(["/qahub/:sub", "/*"]);
});

test("the prerender list starts from the same fixed routes", () => {
  expect(listPrerenderPaths([])).toEqual(FIXED_PATHS.filter((p) => !OWN_ROUTE_PATHS.includes(p)));
});
