import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { cacheControlFor, IMMUTABLE, SHARED_SHORT } from "#server/caching.ts";
import { inlineScriptHashes } from "#server/security-headers.ts";
import {
  ASSET_JS,
  createFixture,
  HOME_SCRIPT,
  type Fixture,
} from "#tests/support/server-fixture.ts";
import { buildHeadersFile } from "./headers-file.ts";

let fx: Fixture;
let rules: Map<string, string[]>;
beforeAll(async () => {
  fx = await createFixture("https://example.test");
  await mkdir(path.join(fx.clientDir, "assets", "content"), { recursive: true });
  await writeFile(path.join(fx.clientDir, "assets", "content", "content-manifest.json"), "[]");
  await writeFile(path.join(fx.clientDir, "sitemap.xml"), "<urlset/>");
  const { text } = await buildHeadersFile(fx.clientDir, "https://example.test");
  rules = new Map(
    text
      .trim()
      .split("\n\n")
      .map((rule) => {
        const [url = "", ...lines] = rule.split("\n");
        return [url, lines.map((line) => line.trim())];
      }),
  );
});
afterAll(async () => {
  await fx.cleanup();
});

test("every path gets its Cache-Control from exactly one rule", () => {
  expect(rules.get(`/assets/${ASSET_JS}`)).toEqual([`Cache-Control: ${IMMUTABLE}`]);
  expect(rules.get("/insights/a.data")).toEqual([`Cache-Control: ${SHARED_SHORT}`]);
  expect(rules.get("/sitemap.xml")).toEqual([`Cache-Control: ${SHARED_SHORT}`]);
  expect(rules.get("/assets/content/*")).toEqual([`Cache-Control: ${SHARED_SHORT}`]);
  expect([...rules.keys()].filter((url) => url.startsWith("/assets/content/")).length).toBe(1);
  expect(rules.get("/assets/page-index/*")).toEqual([
    `Cache-Control: ${cacheControlFor("/assets/page-index/index.json")}`,
  ]);
  expect(rules.get("/*")?.some((line) => line.startsWith("Cache-Control"))).toBe(false);
});

test("pages carry the hashes of their own inline scripts; security headers apply everywhere", () => {
  const home = rules.get("/") ?? [];
  expect(home).toContain(`Cache-Control: ${SHARED_SHORT}`);
  expect(home.find((line) => line.startsWith("Content-Security-Policy"))).toContain(
    inlineScriptHashes(`<script>${HOME_SCRIPT}</script>`)[0],
  );
  expect(rules.get("/insights/a")?.[0]).toBe(`Cache-Control: ${SHARED_SHORT}`);
  expect(rules.get("/*")).toContain("X-Frame-Options: DENY");
  expect(rules.get("/*")).toContain("Strict-Transport-Security: max-age=31536000");
  expect(rules.get("/*")?.some((line) => line.startsWith("Content-Security-Policy"))).toBe(false);
});
