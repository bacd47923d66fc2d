import { SHARED_SHORT } from "#server/http/caching.ts";
import { mkdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixture, POST_MD, request, type Fixture } from "#tests/support/server-fixture.ts";

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
});
afterAll(async () => {
  await fx.cleanup();
});

const get = (target: string, headers: Record<string, string> = {}) =>
  request(fx.server, target, { headers });

test("the home page is the prerendered index.html", async () => {
  const res = await get("/");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(res.body.toString()).toContain("<title>home</title>");
  expect(res.headers["cache-control"]).toBe(SHARED_SHORT);
});

test("a done entry with a prerendered page gets its own index.html", async () => {
  const res = await get("/insights/a");
  expect(res.status).toBe(200);
  expect(res.body.toString()).toContain("prerendered a");
});

test("a known page without prerendered HTML gets the SPA fallback with status 200", async () => {
  const res = await get("/humor?x=1");
  expect(res.status).toBe(200);
  expect(res.body.toString()).toContain("<title>fallback</title>");
});

test("the search page, which no manifest entry makes, is served from its prerendered HTML", async () => {
  await mkdir(path.join(fx.clientDir, "search"), { recursive: true });
  await writeFile(path.join(fx.clientDir, "search", "index.html"), "<title>search</title>");
  const res = await get("/search");
  expect(res.status).toBe(200);
  expect(res.body.toString()).toContain("<title>search</title>");
});

test("the search index files are served from the build", async () => {
  await mkdir(path.join(fx.clientDir, "search-index"), { recursive: true });
  await writeFile(path.join(fx.clientDir, "search-index", "meta.json"), "{}");
  const res = await get("/search-index/meta.json");
  expect(res.status).toBe(200);
  expect(res.headers["cache-control"]).toBe(SHARED_SHORT);
});

test("a staging entry and an unknown page redirect home with 302", async () => {
  for (const target of ["/insights/b", "/no/such/page"]) {
    const res = await get(target);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/");
  }
});

test("a trailing slash redirects permanently to the path without it, keeping the query", async () => {
  const res = await get("/insights/a/?ref=x%20y");
  expect(res.status).toBe(301);
  expect(res.headers.location).toBe("/insights/a?ref=x%20y");
  expect((await get("//evil.example//")).headers.location).toBe("/evil.example");
});

test("a missing markdown file is a 404, never the HTML fallback", async () => {
  const res = await get("/assets/content/blogs/insights/missing.md");
  expect(res.status).toBe(404);
  expect(res.body.toString()).not.toContain("<html");
});

test("missing build files are 404s: extensions and anything under /assets/", async () => {
  for (const target of ["/nope.js", "/assets/nothing", "/insights/zzz.data", "/assets/content"]) {
    expect((await get(target)).status, target).toBe(404);
  }
});

test("markdown is served from the content folder as text/markdown, short-lived in shared caches, revalidated by browsers", async () => {
  const res = await get("/assets/content/blogs/insights/a.md");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("text/markdown; charset=utf-8");
  expect(res.headers["cache-control"]).toBe(SHARED_SHORT);
  expect(res.body.toString()).toBe(POST_MD);
});

test("a content file added after start is served without a restart", async () => {
  await writeFile(path.join(fx.contentDir, "images", "new.webp"), "RIFFfake");
  const res = await get("/assets/content/images/new.webp");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("image/webp");
  expect(res.headers["cache-control"]).toBe("public, max-age=3600");
});

test("manifest entries added after start route: done gets the fallback, staging redirects", async () => {
  const manifest = [
    { type: "blog", status: "done", url: "/insights/a", title: "A" },
    { type: "blog", status: "done", url: "/insights/c", title: "C" },
    { type: "blog", status: "staging", url: "/insights/d", title: "D" },
  ];
  const file = path.join(fx.contentDir, "content-manifest.json");
  await writeFile(file, JSON.stringify(manifest));
  await utimes(file, new Date(), new Date(Date.now() + 5000));
  const done = await get("/insights/c");
  expect(done.status).toBe(200);
  expect(done.body.toString()).toContain("fallback");
  expect((await get("/insights/d")).status).toBe(302);
});
