import { expect, test } from "vitest";
import { readSiteEnv } from "./env.ts";
import { site } from "./site.ts";
import { DEFAULT_PORT, localSiteUrl, normalizeSiteUrl } from "./site-url.ts";

test("without SITE_URL the environment and the site config name the same local address", () => {
  // They were two defaults (`localhost:$PORT` and a written `localhost:3000`).
  expect(readSiteEnv({}).siteUrl).toBe(localSiteUrl(DEFAULT_PORT));
  expect(readSiteEnv({}).port).toBe(DEFAULT_PORT);
  expect(site.baseUrl).toBe(readSiteEnv({}).siteUrl);
  expect(readSiteEnv({ PORT: "4123" }).siteUrl).toBe("http://localhost:4123");
});

test("SITE_URL has one normalisation: no trailing slash, http kept as written", () => {
  expect(normalizeSiteUrl(" https://example.com/blog// ")).toEqual({
    url: "https://example.com/blog",
  });
  expect(normalizeSiteUrl("http://example.com/")).toEqual({ url: "http://example.com" });
  expect(normalizeSiteUrl("example.com")).toEqual({ problem: "must be an absolute http(s) URL" });
  expect(normalizeSiteUrl("ftp://example.com")).toHaveProperty("problem");
  expect(normalizeSiteUrl("https://example.com/?a=1")).toHaveProperty("problem");
});
