import { expect, test } from "vitest";
import { LISTED_STATUSES, pageLink, searchPages, sitePages } from "./page-links.ts";

const manifest = [
  { type: "blog", status: "open", url: "/insights/draft-ideas", title: "Draft Ideas" },
  { type: "blog", status: "done", url: "/insights/short-names", title: "Short Names Win" },
  { type: "review", status: "done", url: "/reviews/namecheap", title: "Namecheap Review" },
  { type: "blog", status: "staging", url: "/humor/typos", title: "" },
  { type: "blog", status: "review", url: "/insights/naming", title: "Naming a Startup" },
  { type: "blog", status: "gone", url: "/insights/unknown", title: "Unknown status" },
  { type: "blog", status: "done", title: "No URL" },
  "not a row",
];

test("every row with a URL and a status is a page, public ones first, then by title", () => {
  expect(sitePages(manifest)).toEqual([
    { url: "/reviews/namecheap", status: "done", title: "Namecheap Review" },
    { url: "/insights/short-names", status: "done", title: "Short Names Win" },
    { url: "/insights/naming", status: "review", title: "Naming a Startup" },
    { url: "/insights/draft-ideas", status: "open", title: "Draft Ideas" },
    // Without a title: its URL.
    { url: "/humor/typos", status: "staging", title: "/humor/typos" },
  ]);
  expect(LISTED_STATUSES).toEqual(["done", "review", "open", "staging"]);
  expect(sitePages({ not: "an array" })).toEqual([]);
});

test("the search keeps pages whose title or URL holds every word, any case", () => {
  const pages = sitePages(manifest);
  expect(searchPages(pages, "NAME").map((page) => page.url)).toEqual([
    "/reviews/namecheap",
    "/insights/short-names",
  ]);
  expect(searchPages(pages, "insights short").map((page) => page.url)).toEqual([
    "/insights/short-names",
  ]);
  expect(searchPages(pages, "  ")).toHaveLength(5);
  expect(searchPages(pages, "nothing-like-it")).toEqual([]);
});

test("the link takes the selected words, else the title; brackets stay inside the text", () => {
  const page = { url: "/insights/short-names", status: "done" as const, title: "Short [Names]" };
  expect(pageLink(page, "")).toBe("[Short \\[Names\\]](/insights/short-names)");
  expect(pageLink(page, "these tips")).toBe("[these tips](/insights/short-names)");
});
