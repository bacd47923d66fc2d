/**
 * Page index records (`/assets/page-index/.../index.json`) answered live from the content
 * folder's manifest: a real server over real files, the manifest edited while it runs.
 */
import { mkdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { pageIndexUrl, type PageIndexRecord } from "#app/content/index.ts";
import { SHARED_SHORT } from "#server/http/caching.ts";
import { useFixture } from "#tests/support/server-fixture.ts";

const { fixture, get } = useFixture();

async function recordOf(pagePath: string): Promise<PageIndexRecord> {
  const res = await get(pageIndexUrl(pagePath));
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  return JSON.parse(res.body.toString()) as PageIndexRecord;
}

/** Writes the manifest with a later mtime, as a save a few seconds on would. */
async function saveManifest(entries: object[]): Promise<void> {
  const file = path.join(fixture().contentDir, MANIFEST_FILE);
  await writeFile(file, JSON.stringify(entries));
  const later = new Date(Date.now() + 10_000 + Math.random() * 10_000);
  await utimes(file, later, later);
}

test("an entry's record says what it shows, with the listings above it", async () => {
  const record = await recordOf("/insights/a");
  expect(record.resolution).toMatchObject({
    found: true,
    page: { layout: "post", path: "/insights/a", source: "assets/content/blogs/insights/a.md" },
  });
  expect(record.listingsAbove).toEqual(["/insights"]);
  expect(record.problems).toEqual([]);
});

test("records are live JSON: a shared cache keeps them a minute, browsers revalidate", async () => {
  const res = await get(pageIndexUrl("/"));
  expect(res.headers["cache-control"]).toBe(SHARED_SHORT);
  const etag = res.headers.etag ?? "";
  expect(etag).not.toBe("");
  expect((await get(pageIndexUrl("/"), { "if-none-match": etag })).status).toBe(304);
});

test("an entry added to the manifest while the server runs has a record at once", async () => {
  expect((await recordOf("/insights/new-post")).resolution).toEqual({
    found: false,
    redirectTo: "/",
  });
  await saveManifest([
    { type: "blog", status: "done", url: "/insights/a", title: "A" },
    { type: "blog", status: "done", url: "/insights/new-post", title: "New Post" },
  ]);
  const record = await recordOf("/insights/new-post");
  expect(record.resolution).toMatchObject({ found: true, page: { path: "/insights/new-post" } });
  // The listing's record lists it too: its links come from the same manifest.
  const listing = await recordOf("/insights");
  expect(listing.resolution.found && listing.resolution.page.links).toEqual([
    { url: "/insights/a", title: "A" },
    { url: "/insights/new-post", title: "New Post" },
  ]);
});

test("a record carries the live manifest's problems for the visitor's console", async () => {
  await saveManifest([
    { type: "blog", status: "done", url: "/insights/a", title: "A" },
    { type: "poem", status: "done", url: "/insights/odd", title: "Odd" },
  ]);
  const record = await recordOf("/insights/a");
  expect(record.problems).toHaveLength(1);
  expect(record.problems[0]).toContain("skipped manifest entry /insights/odd");
});

test("the build's stale copy of a record is never served: the live one wins", async () => {
  const stale = path.join(fixture().clientDir, "assets", "page-index", "insights", "gone");
  await mkdir(stale, { recursive: true });
  await writeFile(path.join(stale, "index.json"), '{"stale":true}');
  const record = await recordOf("/insights/gone");
  expect(record.resolution).toEqual({ found: false, redirectTo: "/" });
});

test("a URL under /assets/page-index/ that is no record URL is a 404", async () => {
  for (const target of ["/assets/page-index/insights/a.json", "/assets/page-index"]) {
    expect((await get(target)).status).toBe(404);
  }
});
