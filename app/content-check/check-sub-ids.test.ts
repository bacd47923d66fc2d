/** The checker places every sub-ID problem of links.json at links.json:line:col. */
import { expect, test } from "vitest";
import { ATTRIBUTION_EXAMPLES_TEXT } from "#tests/support/link-examples.ts";
import { checkLinksFile } from "./check-links-file.ts";
import { checkContentFolder, type ContentFolder } from "./check-folder.ts";
import { formatFinding } from "./finding.ts";

test("the contract's attribution examples check clean", () => {
  expect(checkLinksFile(ATTRIBUTION_EXAMPLES_TEXT, "links.json").findings).toEqual([]);
});

test("{click}, {country}, {device} on an uncloaked link, unknown names and bad targets are errors at line:col", () => {
  const text = `[
  { "slug": "book", "url": "https://www.amazon.com/dp/B0?tag=x&s={click}", "cloak": false },
  { "slug": "geo", "cloak": false, "url": "https://a.example/",
    "countries": { "GB": "https://a.example/uk?c={country}" } },
  { "slug": "typo", "url": "https://a.example/?s={pgae}" },
  { "slug": "one", "targets": [{ "url": "https://a.example/", "weight": 1 }] },
  { "slug": "half", "targets": [{ "url": "https://a.example/", "weight": 1 },
    { "url": "https://b.example/", "weight": 0.5 }] },
  { "slug": "both", "url": "https://a.example/", "targets": [{ "url": "https://a.example/", "weight": 1 },
    { "url": "https://b.example/", "weight": 1 }] }
]`;
  const lines = checkLinksFile(text, "links.json").findings.map(formatFinding);
  expect(lines).toEqual([
    'links.json:2:21: error: skipped link #1: url: {click} is known only per click, which an uncloaked link ("cloak": false) never sees',
    'links.json:4:20: error: skipped link #2: countries.GB: {country} is known only per click, which an uncloaked link ("cloak": false) never sees',
    "links.json:5:21: error: skipped link #3: url: {pgae} is not a placeholder: use page, placement, click, country, device or a values name",
    "links.json:6:20: error: skipped link #4: targets: targets needs 2 to 10 entries",
    "links.json:8:36: error: skipped link #5: targets.1.weight: weight must be a whole number",
    "links.json:9:50: error: skipped link #6: targets: a link has a url or targets, not both",
  ]);
});

test("a values name without a row for the page using the link is an error at the page's link", async () => {
  const files: Record<string, string> = {
    "content-manifest.json": JSON.stringify([
      { type: "blog", status: "done", url: "/insights/a", title: "A" },
      { type: "review", status: "done", url: "/reviews/b", title: "B" },
    ]),
    "links.json": JSON.stringify([
      {
        slug: "book",
        url: "https://www.amazon.com/dp/B0?tag={tag}",
        cloak: false,
        values: { tag: { "/reviews/": "site-reviews-20" } },
      },
    ]),
    "blogs/insights/a.md": "# A\n\nRead [the book](go:book).\n",
    "reviews/b.md": "# B\n\nRead [the book](go:book).\n",
  };
  const folder: ContentFolder = {
    listFiles: async () => Object.keys(files),
    readText: async (file) => files[file] ?? Promise.reject(new Error(`no ${file}`)),
    displayPath: (file) => `content/${file}`,
  };
  const lines = (await checkContentFolder(folder)).map(formatFinding);
  expect(lines.filter((line) => line.includes("values.tag"))).toEqual([
    'content/blogs/insights/a.md:3:17: error: the link go:book: values.tag has no row for /insights/a (add "*")',
  ]);
});
