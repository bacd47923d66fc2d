import { expect, test } from "vitest";
import { type ManifestEntry } from "#app/content/index.ts";
import { resolveMeta } from "#app/analysis/index.ts";
import type { PublishedPage } from "./published-pages.ts";
import { buildRobotsTxt, buildSitemap, listLastmods } from "./sitemap.ts";

const BASE = "https://domains.example";

test("a sitemap lists each path as an absolute url, with lastmod where known", () => {
  const xml = buildSitemap(["/", "/insights/a"], BASE, new Map([["/insights/a", "2024-05-01"]]));
  expect(xml).toBe(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      "<url><loc>https://domains.example/</loc></url>",
      "<url><loc>https://domains.example/insights/a</loc><lastmod>2024-05-01</lastmod></url>",
      "</urlset>",
      "",
    ].join("\n"),
  );
});

test("sitemap locations are percent-encoded and XML-escaped", () => {
  const xml = buildSitemap(["/insights/café & co"], BASE);
  expect(xml).toContain("<loc>https://domains.example/insights/caf%C3%A9%20&amp;%20co</loc>");
});

const ENTRIES: ManifestEntry[] = [
  { type: "blog", status: "done", url: "/insights/a", title: "A" },
  { type: "blog", status: "done", url: "/insights/b", title: "B" },
  { type: "blog", status: "done", url: "/humor/c", title: "C" },
];

function published(url: string, data: Record<string, string>): PublishedPage {
  const entry = ENTRIES.find((item) => item.url === url) ?? ENTRIES[0]!;
  return { entry, meta: resolveMeta({}, entry.title), data, readable: true };
}

test("an entry's lastmod is its DATA updated, else its date; bad dates are unknown", () => {
  const pages = [
    published("/insights/a", { date: "2024-01-01", updated: "2024-03-01" }),
    published("/insights/b", { date: "2024-02-01", updated: "someday" }),
    published("/humor/c", { date: "not a date" }),
  ];
  const lastmods = listLastmods(["/insights/a", "/insights/b", "/humor/c"], ENTRIES, pages);
  expect([...lastmods]).toEqual([
    ["/insights/a", "2024-03-01"],
    ["/insights/b", "2024-02-01"],
  ]);
});

test("a listing's lastmod is that of its newest entry; pages without dated entries have none", () => {
  const pages = [
    published("/insights/a", { date: "2024-01-01" }),
    published("/insights/b", { date: "2024-02-01" }),
  ];
  const lastmods = listLastmods(["/", "/insights", "/blogs", "/humor"], ENTRIES, pages);
  expect([...lastmods]).toEqual([
    ["/insights", "2024-02-01"],
    ["/blogs", "2024-02-01"],
  ]);
});

test("robots.txt allows everything and names the sitemap", () => {
  expect(buildRobotsTxt(BASE)).toBe(
    "User-agent: *\nAllow: /\n\nSitemap: https://domains.example/sitemap.xml\n",
  );
});
