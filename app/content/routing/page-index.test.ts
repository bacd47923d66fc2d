import { expect, test } from "vitest";
import { readFixture } from "#app/analysis/index.server.ts";
import { parseManifest, type ManifestEntry } from "#app/content/manifest/manifest.ts";
import {
  buildPageIndexRecord,
  createPageIndexBuilder,
  listListingsAbove,
  MAX_RECORD_PROBLEMS,
  pageIndexFile,
  pageIndexUrl,
  pagePathOfIndexUrl,
  parsePageIndexRecord,
} from "./page-index.ts";
import { listPrerenderPaths, resolvePage } from "./resolve-page.ts";

const manifest = parseManifest(readFixture("manifest/site.json"));
const PAGE_SIZE = { pageSize: 24 };

test("a record holds what resolvePage says of the path, and nothing of other pages", () => {
  const record = buildPageIndexRecord("/insights/short-names", manifest, PAGE_SIZE);
  expect(record.resolution).toEqual(resolvePage("/insights/short-names", manifest.entries));
  expect(record.listingsAbove).toEqual(["/insights"]);
  expect(record.problems).toEqual([]);
});

test("an FAQ page's record names every listing above it, for the breadcrumbs", () => {
  const record = buildPageIndexRecord("/qahub/domains/premium-faq", manifest, PAGE_SIZE);
  expect(record.listingsAbove).toEqual(["/qahub", "/qahub/domains"]);
  expect(listListingsAbove("/deals/black-friday", manifest.entries)).toEqual([]);
});

test("a listing page's record holds only its own slice of links and where it stands", () => {
  const entries: ManifestEntry[] = Array.from({ length: 30 }, (_, index) => ({
    type: "review",
    status: "done",
    url: `/reviews/r${index + 1}`,
    title: `Review ${index + 1}`,
  }));
  const second = buildPageIndexRecord("/reviews/page/2", { entries, problems: [] }, PAGE_SIZE);
  if (!second.resolution.found) throw new Error("page 2 should exist");
  expect(second.resolution.page.links?.map((link) => link.url)).toEqual(
    entries.slice(24).map((entry) => entry.url),
  );
  expect(second.resolution.page.pagination).toEqual({ page: 2, pageCount: 2, prev: "/reviews" });
  expect(second.listingsAbove).toEqual([]);
});

test("a path that shows nothing gets a record that redirects home, as its page does", () => {
  expect(buildPageIndexRecord("/insights/draft-post", manifest).resolution).toEqual({
    found: false,
    redirectTo: "/",
  });
});

test("manifest problems travel with the record, at most a few and then a count", () => {
  const problems = Array.from({ length: MAX_RECORD_PROBLEMS + 5 }, (_, index) => ({
    message: `skipped manifest entry #${index + 1}: type: Invalid`,
  }));
  const record = buildPageIndexRecord("/", { entries: [], problems });
  expect(record.problems).toHaveLength(MAX_RECORD_PROBLEMS + 1);
  expect(record.problems[0]).toBe("skipped manifest entry #1: type: Invalid");
  expect(record.problems.at(-1)).toBe(
    "5 more manifest problems (npm run check-content lists them)",
  );
});

test("each path has its own record file and URL, home included, and the URL maps back", () => {
  expect(pageIndexFile("/")).toBe("assets/page-index/index.json");
  expect(pageIndexFile("/qahub/buying/")).toBe("assets/page-index/qahub/buying/index.json");
  expect(pageIndexUrl("/")).toBe("/assets/page-index/index.json");
  expect(pageIndexUrl("/blogs/page/2")).toBe("/assets/page-index/blogs/page/2/index.json");
  expect(pageIndexUrl("/insights/café au lait")).toBe(
    "/assets/page-index/insights/caf%C3%A9%20au%20lait/index.json",
  );
  expect(pagePathOfIndexUrl(["assets", "page-index", "index.json"])).toBe("/");
  expect(pagePathOfIndexUrl(["assets", "page-index", "blogs", "page", "2", "index.json"])).toBe(
    "/blogs/page/2",
  );
  expect(pagePathOfIndexUrl(["assets", "page-index", "blogs.json"])).toBeUndefined();
  expect(pagePathOfIndexUrl(["assets", "content", "index.json"])).toBeUndefined();
});

test("a fetched record is read back as written; anything else is no record", () => {
  const record = buildPageIndexRecord("/qahub/domains", manifest, PAGE_SIZE);
  expect(parsePageIndexRecord(JSON.stringify(record), "/qahub/domains")).toEqual(record);
  const missing = buildPageIndexRecord("/nowhere", manifest);
  expect(parsePageIndexRecord(JSON.stringify(missing), "/nowhere")).toEqual(missing);
  // A host that answers a missing file with its HTML page, or another path's record.
  expect(parsePageIndexRecord("<!doctype html><html></html>", "/x")).toBeUndefined();
  expect(parsePageIndexRecord(JSON.stringify(record), "/qahub/other")).toBeUndefined();
  expect(parsePageIndexRecord('{"resolution":{"found":true}}', "/x")).toBeUndefined();
});

/** A site of `count` done entries with long titles: 5 blogs, 4 FAQ pages, 1 review in 10. */
function scaleEntries(count: number): ManifestEntry[] {
  const subs = ["buying", "branding", "selling"];
  return Array.from({ length: count }, (_, index): ManifestEntry => {
    const slug = `a-fairly-long-entry-slug-about-domain-names-${index + 1}`;
    const title = `A Fairly Long Title About Premium Domain Names and What They Sell For (${index + 1})`;
    const kind = index % 10;
    if (kind === 9) return { type: "review", status: "done", url: `/reviews/${slug}`, title };
    if (kind % 2 === 1) {
      const url = `/qahub/${subs[index % subs.length] ?? "buying"}/${slug}`;
      return { type: "superfaq", status: "done", url, title };
    }
    return { type: "blog", status: "done", url: `/insights/${slug}`, title };
  });
}

test("at 10,000 entries no record is over 100 KB, listing pages included", () => {
  const entries = scaleEntries(10_000);
  const recordOf = createPageIndexBuilder({ entries, problems: [] }, PAGE_SIZE);
  const paths = listPrerenderPaths(entries, PAGE_SIZE);
  let largest = 0;
  let listings = 0;
  for (const path of paths) {
    const record = recordOf(path);
    const bytes = Buffer.byteLength(JSON.stringify(record));
    largest = Math.max(largest, bytes);
    if (record.resolution.found && record.resolution.page.layout === "listing") {
      listings += 1;
      expect(record.resolution.page.links?.length).toBeLessThanOrEqual(24);
    }
  }
  expect(paths.length).toBeGreaterThan(10_000);
  expect(listings).toBeGreaterThan(400);
  expect(largest).toBeLessThanOrEqual(100 * 1024);
  // The whole manifest this replaces is over ten times that.
  expect(Buffer.byteLength(JSON.stringify(entries))).toBeGreaterThan(1024 * 1024);
});
