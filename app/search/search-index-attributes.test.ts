import { expect, test } from "vitest";
import { searchIndexAttributes } from "./search-index-attributes.ts";

const entry = (type: "blog" | "review" | "superfaq" | "salepage") => ({
  type,
  status: "done" as const,
  url: "/x/y",
  title: "Y",
});

test("posts, reviews, FAQ pages and generic pages are indexed with their kind", () => {
  expect(searchIndexAttributes({ layout: "post", entry: entry("blog") })).toEqual({
    "data-search-body": "",
    "data-search-meta": "kind:Blog post",
  });
  expect(searchIndexAttributes({ layout: "post", entry: entry("review") })).toMatchObject({
    "data-search-meta": "kind:Review",
  });
  expect(searchIndexAttributes({ layout: "faq", entry: entry("superfaq") })).toMatchObject({
    "data-search-meta": "kind:FAQ page",
  });
  expect(searchIndexAttributes({ layout: "generic", entry: entry("salepage") })).toMatchObject({
    "data-search-meta": "kind:Page",
  });
  expect(searchIndexAttributes({ layout: "generic" })).toMatchObject({
    "data-search-meta": "kind:Page",
  });
});

test("listings are not indexed: their links lead to pages that are", () => {
  expect(searchIndexAttributes({ layout: "listing" })).toEqual({});
});
