import { SHARED_SHORT } from "#server/http/caching.ts";
import { createHash } from "node:crypto";
import { utimes, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  ASSET_JS,
  BIG_JS,
  createFixture,
  FALLBACK_SCRIPT,
  HOME_SCRIPT,
  POST_MD,
  request,
  type Fixture,
} from "#tests/support/server-fixture.ts";

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
});
afterAll(async () => {
  await fx.cleanup();
});

const get = (target: string, headers: Record<string, string> = {}) =>
  request(fx.server, target, { headers });
const sha = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

test("cache-control: hashed assets immutable, pages and route data short-lived in shared caches, other build files an hour", async () => {
  expect((await get(`/assets/b/${ASSET_JS}`)).headers["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
  expect((await get("/assets/b/root-Q1w2E3r4.css")).headers["content-type"]).toBe(
    "text/css; charset=utf-8",
  );
  const data = await get("/insights/a.data");
  expect(data.headers["cache-control"]).toBe(SHARED_SHORT);
  expect(data.headers["content-type"]).toBe("text/x-script");
  expect((await get("/humans.txt")).headers["cache-control"]).toBe("public, max-age=3600");
  expect((await get("/assets/content/images/pic.png")).headers["cache-control"]).toBe(
    "public, max-age=3600",
  );
});

test("a matching If-None-Match is a 304 without body; a stale one is a 200", async () => {
  const first = await get("/assets/content/blogs/insights/a.md");
  const etag = first.headers.etag ?? "";
  expect(etag).toMatch(/^W\/"/);
  expect(first.headers["last-modified"]).toBeTruthy();
  const cached = await get("/assets/content/blogs/insights/a.md", { "If-None-Match": etag });
  expect(cached.status).toBe(304);
  expect(cached.body.length).toBe(0);
  expect(cached.headers.etag).toBe(etag);
  expect(
    (await get("/assets/content/blogs/insights/a.md", { "If-None-Match": 'W/"x"' })).status,
  ).toBe(200);
});

test("brotli is preferred, gzip is used when br is refused, identity when nothing is accepted", async () => {
  const target = `/assets/b/${ASSET_JS}`;
  const br = await get(target, { "Accept-Encoding": "gzip, deflate, br" });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers.vary).toBe("Accept-Encoding");
  expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BIG_JS);
  const gz = await get(target, { "Accept-Encoding": "br;q=0, gzip" });
  expect(gz.headers["content-encoding"]).toBe("gzip");
  expect(zlib.gunzipSync(gz.body).toString()).toBe(BIG_JS);
  const plain = await get(target, { "Accept-Encoding": "identity" });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toBe(BIG_JS);
  expect(plain.headers.vary).toBe("Accept-Encoding");
});

test("small files are not compressed; images are never compressed nor vary", async () => {
  const css = await get("/assets/b/root-Q1w2E3r4.css", { "Accept-Encoding": "br" });
  expect(css.headers["content-encoding"]).toBeUndefined();
  const png = await get("/assets/content/images/pic.png", { "Accept-Encoding": "br" });
  expect(png.headers["content-encoding"]).toBeUndefined();
  expect(png.headers.vary).toBeUndefined();
});

test("a fresh precompressed sibling is sent as it is; a stale one is ignored", async () => {
  const file = path.join(fx.clientDir, "assets", "pre-Zz99Yy88.js");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, BIG_JS);
  await writeFile(`${file}.br`, zlib.brotliCompressSync("PRECOMPRESSED"));
  await utimes(`${file}.br`, new Date(), new Date(Date.now() + 1000));
  const fresh = await get("/assets/pre-Zz99Yy88.js", { "Accept-Encoding": "br" });
  expect(fresh.headers["content-encoding"]).toBe("br");
  expect(zlib.brotliDecompressSync(fresh.body).toString()).toBe("PRECOMPRESSED");
  await utimes(`${file}.br`, new Date(), new Date(Date.now() - 60_000));
  const stale = await get("/assets/pre-Zz99Yy88.js", { "Accept-Encoding": "br" });
  expect(zlib.brotliDecompressSync(stale.body).toString()).toBe(BIG_JS);
});

test("every response carries the security headers, HSTS for an https site", async () => {
  for (const target of ["/", "/assets/content/images/pic.png", "/nope.js", "/insights/b"]) {
    const { headers } = await get(target);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
    expect(headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  }
});

test("the CSP of an HTML page lists the sha256 of that page's inline scripts, never unsafe-inline", async () => {
  const home = (await get("/")).headers["content-security-policy"] ?? "";
  expect(home).toContain(`script-src 'self' ${sha(HOME_SCRIPT)};`);
  expect(home).not.toContain(sha(FALLBACK_SCRIPT));
  const fallback = (await get("/humor")).headers["content-security-policy"] ?? "";
  expect(fallback).toContain(sha(FALLBACK_SCRIPT));
  expect(fallback).not.toMatch(/script-src[^;]*unsafe-inline/);
});

test("HEAD gets the headers of GET and no body", async () => {
  const res = await request(fx.server, "/assets/content/blogs/insights/a.md", { method: "HEAD" });
  expect(res.status).toBe(200);
  expect(res.headers["content-length"]).toBe(String(Buffer.byteLength(POST_MD)));
  expect(res.body.length).toBe(0);
});
