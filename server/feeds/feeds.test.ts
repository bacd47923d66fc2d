import { SHARED_SHORT } from "#server/http/caching.ts";
import { mkdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { LIVE_BODY_LEVELS } from "#app/prerender/index.server.ts";
import { FEEDS_MAX_AGE_MS } from "./feeds.ts";
import { createFixture, request, type Fixture } from "#tests/support/server-fixture.ts";

let fx: Fixture;
beforeEach(async () => {
  fx = await createFixture();
});
afterEach(async () => {
  await fx.cleanup();
});

const get = (target: string, headers: Record<string, string> = {}, method = "GET") =>
  request(fx.server, target, { headers, method });

/** Publishes blog posts the way a site owner does: markdown files, then manifest entries. */
async function publish(posts: Record<string, string>): Promise<void> {
  const entries = [
    { type: "blog", status: "done", url: "/insights/a", title: "A" },
    { type: "blog", status: "staging", url: "/insights/b", title: "B" },
  ];
  for (const [slug, markdown] of Object.entries(posts)) {
    const file = path.join(fx.contentDir, "blogs", "insights", `${slug}.md`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, markdown);
    entries.push({ type: "blog", status: "done", url: `/insights/${slug}`, title: `Late ${slug}` });
  }
  await writeFile(path.join(fx.contentDir, "content-manifest.json"), JSON.stringify(entries));
}

test("the sitemap is XML listing done entries as absolute urls, never drafts", async () => {
  const res = await get("/sitemap.xml");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
  expect(res.headers["cache-control"]).toBe(SHARED_SHORT);
  expect(res.headers["content-security-policy"]).toBeTruthy();
  const xml = res.body.toString();
  expect(xml).toContain("<loc>https://example.test/insights/a</loc>");
  expect(xml).toContain("<loc>https://example.test/</loc>");
  expect(xml).not.toContain("/insights/b");
});

test("the RSS feed is served as RSS with the done posts", async () => {
  const res = await get("/rss.xml");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
  expect(res.body.toString()).toContain(
    "<title>A</title><link>https://example.test/insights/a</link>",
  );
});

test("robots.txt is built live and names the sitemap, whatever the build holds", async () => {
  const res = await get("/robots.txt");
  expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
  expect(res.body.toString()).toBe(
    "User-agent: *\nAllow: /\n\nSitemap: https://example.test/sitemap.xml\n",
  );
});

test("a page published while the server runs is in the sitemap and the feed at once", async () => {
  expect((await get("/rss.xml")).body.toString()).not.toContain("late-one");
  await publish({ "late-one": "<!-- DATA\ndate=2024-07-01\nsummary=Fresh & new\n-->\n# Late\n" });
  expect((await get("/sitemap.xml")).body.toString()).toContain(
    "<loc>https://example.test/insights/late-one</loc><lastmod>2024-07-01</lastmod>",
  );
  const rss = (await get("/rss.xml")).body.toString();
  expect(rss).toContain("<title>Late late-one</title>");
  expect(rss).toContain("<description>Fresh &amp; new</description>");
});

test("an edit to published markdown alone shows once the manifest changes, or a minute later", async () => {
  const file = path.join(fx.contentDir, "blogs", "insights", "a.md");
  await writeFile(file, "<!-- DATA\nsummary=First summary\n-->\n# A\n");
  const manifest = path.join(fx.contentDir, "content-manifest.json");
  await utimes(manifest, new Date(), new Date(Date.now() + 5000));
  expect((await get("/rss.xml")).body.toString()).toContain("First summary");
  await writeFile(file, "<!-- DATA\nsummary=Second summary\n-->\n# A\n");
  expect((await get("/rss.xml")).body.toString()).toContain("First summary");
  await utimes(manifest, new Date(), new Date(Date.now() + 10_000));
  expect((await get("/rss.xml")).body.toString()).toContain("Second summary");

  await writeFile(file, "<!-- DATA\nsummary=Third summary\n-->\n# A\n");
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  try {
    vi.advanceTimersByTime(FEEDS_MAX_AGE_MS - 1000);
    expect((await get("/rss.xml")).body.toString()).toContain("Second summary");
    vi.advanceTimersByTime(2000);
    expect((await get("/rss.xml")).body.toString()).toContain("Third summary");
  } finally {
    vi.useRealTimers();
  }
});

test("a matching ETag is a 304 without body; a changed feed gets a new ETag", async () => {
  const first = await get("/sitemap.xml");
  const etag = first.headers.etag ?? "";
  expect(etag).toMatch(/^W\/"/);
  const cached = await get("/sitemap.xml", { "If-None-Match": etag });
  expect(cached.status).toBe(304);
  expect(cached.body.length).toBe(0);
  await publish({ "late-two": "# Late\n" });
  const changed = await get("/sitemap.xml", { "If-None-Match": etag });
  expect(changed.status).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
});

test("HEAD answers the headers of GET without a body", async () => {
  const head = await get("/rss.xml", {}, "HEAD");
  const full = await get("/rss.xml");
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
  expect(head.headers.etag).toBe(full.headers.etag);
});

test("a large sitemap is compressed like other text: brotli first, gzip when br is refused", async () => {
  await publish(
    Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`post-${index}`, "# Post\n"])),
  );
  const plain = (await get("/sitemap.xml")).body;
  expect(plain.length).toBeGreaterThan(1024);
  const br = await get("/sitemap.xml", { "Accept-Encoding": "gzip, br" });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers.vary).toBe("Accept-Encoding");
  expect(zlib.brotliDecompressSync(br.body).equals(plain)).toBe(true);
  const gzip = await get("/sitemap.xml", { "Accept-Encoding": "gzip, br;q=0" });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(zlib.gunzipSync(gzip.body).equals(plain)).toBe(true);
  // At the named levels, not zlib's defaults (brotli 11, gzip 6): the bytes those levels make.
  const quality = zlib.constants.BROTLI_PARAM_QUALITY;
  const at = (level: number) => zlib.brotliCompressSync(plain, { params: { [quality]: level } });
  expect(br.body.length).toBe(at(LIVE_BODY_LEVELS.brotli).length);
  expect(br.body.length).not.toBe(at(zlib.constants.BROTLI_MAX_QUALITY).length);
  expect(gzip.body.equals(zlib.gzipSync(plain, { level: LIVE_BODY_LEVELS.gzip }))).toBe(true);
});

test("a small body is sent as it is", async () => {
  const res = await get("/robots.txt", { "Accept-Encoding": "br" });
  expect(res.headers["content-encoding"]).toBeUndefined();
});

test("without a manifest the sitemap still lists the fixed routes and the feed is empty", async () => {
  const { rm } = await import("node:fs/promises");
  await rm(path.join(fx.contentDir, "content-manifest.json"));
  const sitemap = (await get("/sitemap.xml")).body.toString();
  expect(sitemap).toContain("<loc>https://example.test/privacy</loc>");
  expect(sitemap).not.toContain("/insights/a<");
  expect((await get("/rss.xml")).body.toString()).not.toContain("<item>");
});
