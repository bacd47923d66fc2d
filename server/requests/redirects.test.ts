import { writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { REDIRECT_TABLE_FILE } from "#app/redirects/index.ts";
import { REDIRECTS_FILE } from "#app/content/index.ts";
import { NO_CACHE, SHORT } from "#server/http/caching.ts";
import { parseRequestPath } from "#server/http/paths.ts";
import { createRedirectServer } from "./redirects.ts";
import { createContext } from "#server/http/responses.ts";
import { writeBuiltRedirects, writeRedirectFixture } from "#tests/support/redirect-fixture.ts";
import { createFixture, request, type Fixture } from "#tests/support/server-fixture.ts";

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
  await writeRedirectFixture(fx.contentDir);
});
afterAll(async () => {
  await fx.cleanup();
});
const get = (target: string) => request(fx.server, target);

test("redirects.json: 301 by default, with or without the trailing slash, query passed on", async () => {
  for (const target of ["/2013/01/11/old-post/", "/2013/01/11/old-post", "/2013//01/11/old-post"]) {
    const res = await get(target);
    expect(res.status, target).toBe(301);
    expect(res.headers.location, target).toBe("/insights/a");
    expect(res.headers["cache-control"]).toBe(SHORT);
  }
  expect((await get("/2013/01/11/old-post/?utm_source=x")).headers.location).toBe(
    "/insights/a?utm_source=x",
  );
});

test("a 302 says so and is not kept; its own query and the visitor's are joined", async () => {
  const res = await get("/summer-sale?utm=mail");
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe("/insights/a?from=sale&utm=mail");
  expect(res.headers["cache-control"]).toBe(NO_CACHE);
});

test("percent-encoding is normalised", async () => {
  for (const target of ["/caf%C3%A9", "/caf%c3%a9/", "/%63af%C3%A9"]) {
    expect((await get(target)).headers.location, target).toBe("/insights/a");
  }
});

test("front-matter aliases and redirect_from redirect to their page", async () => {
  expect((await get("/posts/a-first-name/")).headers.location).toBe("/insights/a");
  expect((await get("/old/a")).headers.location).toBe("/insights/a");
});

test("a redirect never shadows a live page or /go/, and is logged once", async () => {
  const redirects = [
    { from: "/insights/a", to: "/" },
    { from: "/go/offer", to: "/" },
  ];
  await writeFile(path.join(fx.contentDir, REDIRECTS_FILE), JSON.stringify(redirects));
  // The new table replaces the one in use once it is built.
  const logged = () => fx.logs.some((line) => line.includes("/insights/a is a live page"));
  await expect.poll(async () => (await get("/insights/a"), logged())).toBe(true);
  const page = await get("/insights/a");
  expect(page.status).toBe(200);
  expect(page.body.toString()).toContain("prerendered a");
  const go = await get("/go/offer");
  expect(go.status).toBe(302);
  expect(go.headers.location).toBe("https://shop.example/offer?ref=site");
  expect(fx.logs.filter((line) => line.includes("/insights/a is a live page"))).toHaveLength(1);
  await writeRedirectFixture(fx.contentDir);
});

test("until the live table is built, old URLs answer from the build's redirect table", async () => {
  // The build's table, written as the build writes it, for a content folder that is then gone.
  await writeRedirectFixture(fx.contentDir);
  await writeBuiltRedirects(fx.contentDir, fx.clientDir);
  const buildDir = path.dirname(fx.clientDir);
  // A manifest that takes for ever (every page's front matter at 10,000 pages, say).
  const manifest = () => new Promise<never>(() => {});
  const options = {
    clientDir: fx.clientDir,
    contentDir: fx.root,
    siteUrl: "http://x",
    log: () => {},
  };
  const redirects = createRedirectServer({
    ...options,
    manifest,
    builtTable: path.join(buildDir, REDIRECT_TABLE_FILE),
  });
  const ctx = createContext({ ...options, manifest });
  const server = http.createServer((req, res) => {
    const parsed = parseRequestPath(req.url);
    if (!parsed.ok) return res.end();
    void redirects(ctx, req, res, parsed.path).then((done) => done || res.end("no redirect"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await request({ ...fx.server, port }, "/2013/01/11/old-post/");
    expect([res.status, res.headers.location]).toEqual([301, "/insights/a"]);
  } finally {
    server.close();
  }
});
