import { expect, test } from "vitest";
import { readFrontMatter } from "./front-matter.ts";

test("TOML front matter between +++ lines (Hugo) is read like YAML, TOML dates included", () => {
  const parsed = readFrontMatter(
    '+++\ntitle = "Hugo post"\ndate = 2019-11-28T21:39:37+03:00\nlastmod = 2024-05-01\ntags = ["go", "web"]\ndraft = false\n[params]\nx = 1\n+++\nText',
  );
  expect(parsed?.meta).toEqual({ title: "Hugo post" });
  expect(parsed?.data).toMatchObject({
    date: "2019-11-28T21:39:37.000+03:00",
    updated: "2024-05-01",
    tags: "go, web",
  });
  expect(parsed?.draft).toBe(false);
  expect(parsed?.lists).toEqual({ tags: ["go", "web"] });
});

test("keys are case-insensitive: Title: is title:, Date: is date:", () => {
  const parsed = readFrontMatter(
    "---\nTitle: Big T\nDate: 2019-11-28 21:39:37\nOGImage: /a.png\n---\n",
  );
  expect(parsed?.meta).toEqual({ title: "Big T", ogImage: "/a.png" });
  expect(parsed?.data).toEqual({ date: "2019-11-28 21:39:37", image: "/a.png" });
  expect(parsed?.problems).toEqual([]);
});

test("every synonym fills its field; the first listed one wins", () => {
  const cases: [string, Record<string, string>, Record<string, string>][] = [
    ["pubDate: 'Jun 19 2024'", {}, { date: "Jun 19 2024" }],
    ["publishDate: 2024-05-01", {}, { date: "2024-05-01" }],
    ["published: 'June 19, 2024'", {}, { date: "June 19, 2024" }],
    ["updatedDate: 2024-05-01", {}, { updated: "2024-05-01" }],
    ["lastmod: 2024-05-01", {}, { updated: "2024-05-01" }],
    ["modified: 2024-05-01", {}, { updated: "2024-05-01" }],
    ["summary: S", { description: "S" }, {}],
    ["excerpt: E", { description: "E" }, {}],
    ["heroImage: /h.jpg", { ogImage: "/h.jpg" }, { image: "/h.jpg" }],
    ["cover: /c.jpg", { ogImage: "/c.jpg" }, { image: "/c.jpg" }],
    ["cover:\n  image: /c.jpg\n  alt: C", { ogImage: "/c.jpg" }, { image: "/c.jpg" }],
    ["featuredImage: /f.jpg", { ogImage: "/f.jpg" }, { image: "/f.jpg" }],
    ["featured_image: /f.jpg", { ogImage: "/f.jpg" }, { image: "/f.jpg" }],
    ["authors: [Ann, Bob]", {}, { author: "Ann, Bob" }],
    ["keywords: [a, b]", { keywords: "a, b" }, { tags: "a, b" }],
    ["categories: [news]", {}, { tags: "news" }],
    ["tags: [t]\ncategories: [c]", {}, { tags: "t", categories: "c" }],
    ["description: D\nsummary: S", { description: "D" }, { summary: "S" }],
  ];
  for (const [yaml, meta, data] of cases) {
    const parsed = readFrontMatter(`---\n${yaml}\n---\n`);
    expect({ meta: parsed?.meta, data: parsed?.data }, yaml).toEqual({ meta, data });
  }
});

test("a date that is no real day, or cannot be read, is an error at its line", () => {
  const markdown = "---\ntitle: A\ndate: 2024-02-30\nlastmod: someday\n---\n";
  expect(readFrontMatter(markdown)?.problems).toEqual([
    {
      severity: "error",
      message: '"2024-02-30" is not a date: write it as 2024-05-01 (or 2024-05-01T17:30:00+02:00)',
      offset: markdown.indexOf("date:"),
    },
    expect.objectContaining({ severity: "error", offset: markdown.indexOf("lastmod:") }),
  ]);
});

test("draft: true and Jekyll's published: false mark a draft; a boolean published is no date", () => {
  expect(readFrontMatter("---\ndraft: true\n---\n")?.draft).toBe(true);
  const jekyll = readFrontMatter("---\npublished: false\ndate: 2024-05-01\n---\n");
  expect(jekyll).toMatchObject({ draft: true, data: { date: "2024-05-01" }, problems: [] });
});

test("lists stay lists for callers (aliases, redirect_from), and keys have their offsets", () => {
  const markdown = "---\ntitle: A\naliases:\n  - /old/\n  - /older/\nredirect_from: [/x/]\n---\n";
  const parsed = readFrontMatter(markdown);
  expect(parsed?.lists).toEqual({ aliases: ["/old/", "/older/"], redirect_from: ["/x/"] });
  expect(parsed?.offsets.aliases).toBe(markdown.indexOf("aliases"));
});

test("TOML that does not parse is 'Failed to parse meta block' at its line", () => {
  const markdown = '+++\ntitle = "A"\ndate = \n+++\n';
  expect(readFrontMatter(markdown)?.problems).toMatchObject([
    { severity: "error", message: "Failed to parse meta block", offset: markdown.indexOf("date") },
  ]);
});

test("the importers' synonyms are the page's: Jekyll's last_modified_at, Hugo's images list, a thumbnail", () => {
  const parsed = readFrontMatter(
    "---\nlast_modified_at: 2024-06-01\nimages: [/a.png, /b.png]\n---\n",
  );
  expect(parsed?.data).toEqual({ updated: "2024-06-01", image: "/a.png" });
  expect(readFrontMatter("---\nthumbnail: /t.png\n---\n")?.meta).toEqual({ ogImage: "/t.png" });
});
