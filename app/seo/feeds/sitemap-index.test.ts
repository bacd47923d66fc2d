import { expect, test } from "vitest";
import { buildSitemapFiles, isSitemapPartName, SITEMAP_LIMITS } from "./sitemap-index.ts";

const BASE = "https://domains.example";
const paths = Array.from({ length: 7 }, (_, index) => `/insights/post-${index + 1}`);
const locs = (xml = "") => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

test("within the protocol's limits (50,000 URLs, 50 MB) the sitemap is one urlset", () => {
  expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 50 * 1024 * 1024 });
  const files = buildSitemapFiles(paths, BASE, new Map());
  expect(Object.keys(files)).toEqual(["sitemap.xml"]);
  expect(files["sitemap.xml"]).toContain("<urlset");
  expect(locs(files["sitemap.xml"])).toHaveLength(7);
});

test("past the URL limit sitemap.xml is an index of parts that hold every URL once, in order", () => {
  const files = buildSitemapFiles(paths, BASE, new Map([["/insights/post-4", "2024-05-01"]]), {
    urls: 3,
    bytes: 1_000_000,
  });
  expect(Object.keys(files).sort()).toEqual([
    "sitemap-1.xml",
    "sitemap-2.xml",
    "sitemap-3.xml",
    "sitemap.xml",
  ]);
  expect(files["sitemap.xml"]).toContain("<sitemapindex");
  expect(locs(files["sitemap.xml"])).toEqual(
    [1, 2, 3].map((part) => `${BASE}/sitemap-${part}.xml`),
  );
  const all = ["sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml"].flatMap((name) =>
    locs(files[name]),
  );
  expect(all).toEqual(paths.map((path) => `${BASE}${path}`));
  expect(files["sitemap-2.xml"]).toContain("<lastmod>2024-05-01</lastmod>");
});

test("past the byte limit a part closes before it would grow too large", () => {
  const files = buildSitemapFiles(paths, BASE, new Map(), { urls: 1000, bytes: 300 });
  const parts = Object.keys(files).filter(isSitemapPartName);
  expect(parts.length).toBeGreaterThan(1);
  for (const name of parts) {
    expect(new TextEncoder().encode(files[name]).length).toBeLessThanOrEqual(300);
  }
});

test("only sitemap-{n}.xml with n from 1 names a part", () => {
  expect(
    ["sitemap-1.xml", "sitemap-12.xml", "sitemap-0.xml", "sitemap-01.xml", "sitemap-x.xml"].filter(
      isSitemapPartName,
    ),
  ).toEqual(["sitemap-1.xml", "sitemap-12.xml"]);
});
