import { expect, test } from "vitest";
import { cacheControlFor, NO_STORE, SHARED_SHORT } from "./caching.ts";
import { acceptedEncodings } from "#server/files/compression.ts";
import { parseRequestPath } from "./paths.ts";
import { buildContentSecurityPolicy, inlineScriptHashes } from "#app/prerender/index.server.ts";

test("request paths are decoded once, slashes collapsed, the query kept raw", () => {
  const parsed = parseRequestPath("/a//b%20c/?x=%2e#frag");
  expect(parsed).toEqual({
    ok: true,
    path: {
      raw: "/a//b%20c/",
      segments: ["a", "b c"],
      pathname: "/a/b c",
      query: "?x=%2e",
      trailingSlash: true,
    },
  });
  expect(parseRequestPath("http://host:1/x?y").ok).toBe(true);
});

test("dot segments, NUL, backslashes, encoded slashes and bad encoding are rejected", () => {
  for (const url of [
    "/a/../b",
    "/%2e%2e/x",
    "/./x",
    "/a%00",
    "/a\\b",
    "/a%5cb",
    "/a%2fb",
    "/%",
    "/%zz",
    "*",
    "",
  ]) {
    expect(parseRequestPath(url).ok, url).toBe(false);
  }
});

test("Accept-Encoding: br preferred, q=0 refuses, * covers the rest, higher q wins", () => {
  expect(acceptedEncodings("gzip, deflate, br")).toEqual(["br", "gzip"]);
  expect(acceptedEncodings("br;q=0, gzip")).toEqual(["gzip"]);
  expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
  expect(acceptedEncodings("*;q=0")).toEqual([]);
  expect(acceptedEncodings("br;q=0.5, gzip;q=0.9")).toEqual(["gzip", "br"]);
  expect(acceptedEncodings("identity")).toEqual([]);
  expect(acceptedEncodings(undefined)).toEqual([]);
});

test("the bundle's folder and image variants are immutable; nothing else is, whatever its name", () => {
  expect(cacheControlFor("/assets/b/entry.client-AbC_d-12.js")).toContain("immutable");
  expect(cacheControlFor("/assets/img/hero-480w-0123456789ab.avif")).toContain("immutable");
  expect(cacheControlFor("/assets/img/image-manifest.json")).toBe(SHARED_SHORT);
  expect(cacheControlFor("/assets/entry.client-AbC_d-12.js")).not.toContain("immutable");
  expect(cacheControlFor("/assets/content/images/photo-abcdefgh123.png")).toBe(
    "public, max-age=3600",
  );
  expect(cacheControlFor("/assets/content/content-manifest.json")).toBe(SHARED_SHORT);
  expect(cacheControlFor("/favicon.ico")).toBe("public, max-age=3600");
});

test("the CSP hashes inline scripts only, and the builder keeps every base directive", () => {
  const html = `<script>a()</script><script src="/x.js"></script><SCRIPT type="module">b()</SCRIPT >`;
  const hashes = inlineScriptHashes(html);
  expect(hashes).toHaveLength(2);
  const policy = buildContentSecurityPolicy({ scriptHashes: hashes });
  expect(policy).toBe(
    `default-src 'self'; script-src 'self' ${hashes.join(" ")}; style-src 'self' 'unsafe-inline'; ` +
      "img-src 'self' data: https:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; " +
      "base-uri 'self'; form-action 'self'; object-src 'none'",
  );
});

test("feeds are short-lived in shared caches and /go/ redirects are never stored", () => {
  for (const feed of ["/sitemap.xml", "/rss.xml", "/robots.txt"]) {
    expect(cacheControlFor(feed)).toBe(SHARED_SHORT);
  }
  expect(cacheControlFor("/insights/a")).toBe(SHARED_SHORT);
  expect(cacheControlFor("/go/namecheap")).toBe(NO_STORE);
});
