import { afterEach, beforeEach, expect, test } from "vitest";
import { startServer, type RunningServer } from "#server/main.ts";
import { createFixture, request, type Fixture } from "#tests/support/server-fixture.ts";

let fx: Fixture;
let small: RunningServer;
beforeEach(async () => {
  fx = await createFixture();
  // The fixture site has more than three URLs: with a limit of three its sitemap splits.
  small = await startServer({
    port: 0,
    clientDir: fx.clientDir,
    contentDir: fx.contentDir,
    siteUrl: "https://example.test",
    log: () => {},
    sitemapLimits: { urls: 3, bytes: 1_000_000 },
  });
});
afterEach(async () => {
  await small.close();
  await fx.cleanup();
});

test("past the limit /sitemap.xml is a sitemap index whose parts are served live", async () => {
  const index = (await request(small, "/sitemap.xml")).body.toString();
  expect(index).toContain("<sitemapindex");
  const parts = [...index.matchAll(/<loc>https:\/\/example\.test\/(sitemap-\d+\.xml)<\/loc>/g)];
  expect(parts.length).toBeGreaterThan(1);
  const urls: string[] = [];
  for (const [, name] of parts) {
    const res = await request(small, `/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...res.body.toString().matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeLessThanOrEqual(3);
    urls.push(...(locs as string[]));
  }
  expect(urls).toContain("https://example.test/insights/a");
  expect((await request(small, `/sitemap-${parts.length + 1}.xml`)).status).toBe(404);
});

test("within the limits there is one sitemap and no parts", async () => {
  expect((await request(fx.server, "/sitemap.xml")).body.toString()).toContain("<urlset");
  expect((await request(fx.server, "/sitemap-1.xml")).status).toBe(404);
});
