import { expect, test } from "vitest";
import { cacheControlFor, IMMUTABLE, SHARED_SHORT } from "#server/http/caching.ts";
import { buildHeadersFile, HOST_LINE_LIMIT, HOST_RULE_LIMIT } from "./headers-file.ts";

const { text, rules } = buildHeadersFile("https://example.test");
const blocks = text
  .trim()
  .split("\n\n")
  .map((block) => {
    const [path = "", ...lines] = block.split("\n");
    return { path, lines: lines.map((line) => line.trim()) };
  });

/**
 * What Cloudflare Pages sends for `path` (its documented rules): every matching rule in order,
 * `*` matching anything, `! Name` detaching a header set before, a repeated header joined.
 */
function cloudflare(path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const block of blocks) {
    const pattern = new RegExp(`^${block.path.split("*").map(escape).join(".*")}$`);
    if (!pattern.test(path)) continue;
    for (const line of block.lines) {
      if (line.startsWith("! ")) headers.delete(line.slice(2).toLowerCase());
      else {
        const [name = "", value = ""] = line.split(/:\s(.*)/s);
        const known = headers.get(name.toLowerCase());
        headers.set(name.toLowerCase(), known === undefined ? value : `${known}, ${value}`);
      }
    }
  }
  return headers;
}
/** Netlify: the same, but it skips lines without a colon and a later rule's header wins. */
function netlify(path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const block of blocks) {
    const pattern = new RegExp(`^${block.path.split("*").map(escape).join(".*")}$`);
    if (!pattern.test(path)) continue;
    for (const line of block.lines.filter((l) => l.includes(":"))) {
      const [name = "", value = ""] = line.split(/:\s(.*)/s);
      headers.set(name.toLowerCase(), value);
    }
  }
  return headers;
}
const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a handful of wildcard rules, each path once, every line within the host's limit", () => {
  expect(rules).toBe(blocks.length);
  expect(rules).toBeLessThanOrEqual(6);
  expect(rules).toBeLessThan(HOST_RULE_LIMIT);
  expect(new Set(blocks.map((block) => block.path)).size).toBe(blocks.length);
  for (const line of text.split("\n")) expect(line.length).toBeLessThanOrEqual(HOST_LINE_LIMIT);
});

test("each path gets the Node server's Cache-Control, once, on both hosts", () => {
  const paths = [
    "/",
    "/insights/a",
    "/insights/a.data",
    "/_.data",
    "/sitemap.xml",
    "/rss.xml",
    "/robots.txt",
    "/assets/content/content-manifest.json",
    "/assets/content/blogs/insights/a.md",
    "/assets/page-index/insights/a/index.json",
    "/assets/img/image-manifest.json",
    "/assets/b/entry.client-AbCdEf12.js",
    "/assets/b/root-Q1w2E3r4.css",
    "/assets/img/hero-480w-0123456789ab.avif",
    "/assets/img/hero-1200w-0123456789ab.jpg",
  ];
  for (const path of paths) {
    const expected = cacheControlFor(path) === IMMUTABLE ? IMMUTABLE : SHARED_SHORT;
    expect(cloudflare(path).get("cache-control"), path).toBe(expected);
    expect(netlify(path).get("cache-control"), path).toBe(expected);
  }
  expect(cacheControlFor("/assets/b/entry.client-AbCdEf12.js")).toBe(IMMUTABLE);
  expect(cacheControlFor("/assets/img/image-manifest.json")).toBe(SHARED_SHORT);
});

test("security headers everywhere; the header policy says only what a meta policy cannot", () => {
  const home = cloudflare("/insights/a");
  expect(home.get("x-frame-options")).toBe("DENY");
  expect(home.get("strict-transport-security")).toBe("max-age=31536000");
  expect(home.get("content-security-policy")).toBe("frame-ancestors 'none'");
  expect(cloudflare("/assets/b/x-AbCdEf12.js").get("x-content-type-options")).toBe("nosniff");
});
