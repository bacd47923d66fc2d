import { expect, test } from "vitest";
import type { ImportedItem } from "./model.ts";
import { placeItems } from "./new-urls.ts";
import { buildRedirects, normalizeOldPath } from "./redirects.ts";
import { Reporter } from "./reporter.ts";

const item = (slug: string, oldUrls: string[], published = true): ImportedItem => ({
  kind: "post",
  published,
  title: slug,
  slug,
  body: "",
  oldUrls,
  source: `${slug}.md`,
});

test("old paths are written percent-encoded with upper-case hex, doubled slashes collapsed", () => {
  expect(normalizeOldPath("//greek/%ce%b5-2/")).toBe("/greek/%CE%B5-2/");
  expect(normalizeOldPath("/greek/ε-2/")).toBe("/greek/%CE%B5-2/");
  expect(normalizeOldPath("/2013/01/11/post/?replytocom=3")).toBe("/2013/01/11/post/");
});

test("no redirect for an old URL that is the new page, one that is another page, or one already taken", () => {
  const reporter = new Reporter();
  const placed = placeItems([
    item("a", ["/blogs/a/", "/2020/01/01/a/"]),
    item("b", ["/blogs/a", "/2020/01/01/a/", "/b-old/"]),
    item("c", ["/c-old/"], false),
  ]);
  expect(buildRedirects(placed, reporter)).toEqual([
    { from: "/2020/01/01/a/", to: "/blogs/a" },
    { from: "/b-old/", to: "/blogs/b" },
  ]);
  expect(reporter.reports.map((report) => report.message)).toEqual([
    "old URL /blogs/a is now another page: no redirect to /blogs/b",
    "old URL /2020/01/01/a/ already redirects to /blogs/a: not to /blogs/b",
  ]);
});

test("slugs in other scripts keep their letters, as npm run new keeps a title's", () => {
  const placed = placeItems([
    { ...item("%ce%b5%cf%80", []), title: "Επίπεδο 2 - Second level" },
    { ...item("ελληνικά", []), title: "Ελληνικά" },
    item("blogs", []),
  ]);
  expect(placed.map((p) => p.entry.url)).toEqual(["/blogs/επ", "/blogs/ελληνικα", "/blogs/blogs"]);
});

test("no redirect over a page this site serves (/search, a listing, a listing's later page): reported", () => {
  const reporter = new Reporter();
  const placed = placeItems([
    item("search-page", ["/search/"]),
    item("all", ["/blogs/", "/reviews"]),
    item("kept", ["/2020/01/01/kept/"]),
  ]);
  expect(buildRedirects(placed, reporter)).toEqual([
    { from: "/2020/01/01/kept/", to: "/blogs/kept" },
  ]);
  expect(reporter.reports.map((report) => report.message)).toEqual([
    "old URL /search/ is a page this site serves: no redirect to /blogs/search-page",
    "old URL /blogs/ is a page this site serves: no redirect to /blogs/all",
    "old URL /reviews is a page this site serves: no redirect to /blogs/all",
  ]);
});
