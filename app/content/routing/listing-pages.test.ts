import { expect, test } from "vitest";
import type { ManifestEntry } from "#app/content/manifest/manifest.ts";
import { listingPagePath, parseListingPagePath } from "./listing-pages.ts";
import { listPrerenderPaths, resolvePage, type PageRequest } from "./resolve-page.ts";

/** `count` done blogs under /insights, titled by number. */
function blogs(count: number): ManifestEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    type: "blog",
    status: "done",
    url: `/insights/post-${index + 1}`,
    title: `Post ${index + 1}`,
  }));
}

function pageAt(path: string, entries: readonly ManifestEntry[], pageSize?: number): PageRequest {
  const resolution = resolvePage(path, entries, { pageSize });
  if (!resolution.found) throw new Error(`${path} redirected`);
  return resolution.page;
}

test("page 1 is the listing's own URL; page n is {listing}/page/{n}", () => {
  expect(listingPagePath("/blogs", 1)).toBe("/blogs");
  expect(listingPagePath("/qahub/buying", 3)).toBe("/qahub/buying/page/3");
  expect(parseListingPagePath(["qahub", "buying", "page", "3"])).toEqual({
    listingPath: "/qahub/buying",
    page: 3,
  });
  for (const segments of [
    ["blogs", "page", "1"],
    ["blogs", "page", "02"],
    ["page", "2"],
  ])
    expect(parseListingPagePath(segments)).toBeUndefined();
});

test("a listing shows 24 links a page by default, in manifest order, linking its neighbours", () => {
  const entries = blogs(50);
  const first = pageAt("/insights", entries);
  expect(first.links?.map((link) => link.title)).toEqual(blogs(24).map((entry) => entry.title));
  expect(first.pagination).toEqual({ page: 1, pageCount: 3, next: "/insights/page/2" });
  const second = pageAt("/insights/page/2", entries);
  expect(second.path).toBe("/insights/page/2");
  expect(second.key).toBe("insights");
  expect(second.links?.[0]?.title).toBe("Post 25");
  expect(second.pagination).toEqual({
    page: 2,
    pageCount: 3,
    prev: "/insights",
    next: "/insights/page/3",
  });
  expect(pageAt("/insights/page/3", entries).links?.map((link) => link.title)).toEqual([
    "Post 49",
    "Post 50",
  ]);
});

test("the page size is a setting; pages past the last, page 1 by number and /page/0 redirect", () => {
  const entries = blogs(5);
  expect(pageAt("/insights/page/3", entries, 2).links?.map((link) => link.url)).toEqual([
    "/insights/post-5",
  ]);
  for (const path of ["/insights/page/4", "/insights/page/1", "/insights/page/0", "/nope/page/2"])
    expect(resolvePage(path, entries, { pageSize: 2 }).found).toBe(false);
});

test("following next from the first page reaches every done entry exactly once", () => {
  const entries = [...blogs(30), { ...blogs(1)[0]!, url: "/insights/draft", status: "staging" }];
  const seen: string[] = [];
  let path: string | undefined = "/insights";
  while (path) {
    const page = pageAt(path, entries as ManifestEntry[], 7);
    seen.push(...(page.links ?? []).map((link) => link.url));
    path = page.pagination?.next;
  }
  expect(seen).toEqual(blogs(30).map((entry) => entry.url));
});

test("every page of every long listing is prerendered, FAQ subcategories included", () => {
  const faqs: ManifestEntry[] = Array.from({ length: 5 }, (_, index) => ({
    type: "superfaq",
    status: "done",
    url: `/qahub/buying/faq-${index}`,
    title: `FAQ ${index}`,
  }));
  const paths = listPrerenderPaths([...blogs(5), ...faqs], { pageSize: 2 });
  expect(paths).toEqual(
    expect.arrayContaining([
      "/insights/page/2",
      "/insights/page/3",
      "/blogs/page/3",
      "/qahub/page/3",
      "/qahub/buying/page/3",
    ]),
  );
  expect(paths).not.toContain("/insights/page/4");
  expect(paths).not.toContain("/reviews/page/2");
});

test("the paths of one entries list, asked again, are the same; a caller's changes to its copy stay its own", () => {
  const entries = blogs(5);
  const first = listPrerenderPaths(entries, { pageSize: 2 });
  first.push("/changed-by-a-caller");
  expect(listPrerenderPaths(entries, { pageSize: 2 })).toEqual(first.slice(0, -1));
  // Another page size, and the list grown: worked out again.
  expect(listPrerenderPaths(entries, { pageSize: 10 })).not.toContain("/insights/page/2");
  entries.push(...blogs(15).slice(5));
  expect(listPrerenderPaths(entries, { pageSize: 2 })).toContain("/insights/page/8");
});

test("an entry at a listing page's URL is that entry, not the listing page", () => {
  const entries = [...blogs(30), { ...blogs(1)[0]!, url: "/insights/page/2", title: "Clash" }];
  expect(pageAt("/insights/page/2", entries).layout).toBe("post");
});
