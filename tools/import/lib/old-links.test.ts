import { expect, test } from "vitest";
import { AffiliateLinks } from "./affiliate-links.ts";
import type { ImportedItem } from "./model.ts";
import { rewriteOldLink, type OldLinkContext } from "./old-links.ts";

const item = {
  kind: "post",
  published: true,
  title: "Rich content",
  slug: "rich-content",
  body: "",
  oldUrls: ["/post/rich-content/"],
  source: "post/rich-content.md",
} satisfies ImportedItem;

function contextOf(siteUrl: string | undefined) {
  const reports: string[] = [];
  const context: OldLinkContext = {
    siteUrl,
    newUrlOf: new Map([["/post/other", "/blogs/other"]]),
    affiliate: new AffiliateLinks([], [], siteUrl),
    report: (_item, _href, message) => reports.push(message),
  };
  return { context, reports };
}

test("a relative link naming no imported page is resolved against the old page's URL and reported", () => {
  const { context, reports } = contextOf("https://gohugo.example");
  expect(rewriteOldLink(context, item, "html5demos.com/contenteditable")).toBe(
    "https://gohugo.example/post/rich-content/html5demos.com/contenteditable",
  );
  expect(reports).toEqual([
    "link to html5demos.com/contenteditable (relative: /post/rich-content/html5demos.com/contenteditable on the old site): no imported page has that old URL; it now points at https://gohugo.example/post/rich-content/html5demos.com/contenteditable",
  ]);
});

test("a relative link to an imported page goes to its new url, unreported", () => {
  const { context, reports } = contextOf("https://gohugo.example");
  expect(rewriteOldLink(context, item, "../other/#setup")).toBe("/blogs/other#setup");
  expect(reports).toEqual([]);
});

test("with no old site URL, a link naming no page keeps only its text", () => {
  const { context, reports } = contextOf(undefined);
  expect(rewriteOldLink(context, item, "missing/")).toBe("");
  expect(rewriteOldLink(context, item, "/gone/")).toBe("");
  expect(reports).toHaveLength(2);
  expect(reports[1]).toBe(
    "link to /gone/: no imported page has that old URL; its text is kept without the link",
  );
  expect(rewriteOldLink(context, item, "https://elsewhere.example/x")).toBeUndefined();
  expect(rewriteOldLink(context, item, "#top")).toBeUndefined();
});
