import { expect, test } from "vitest";
import { readSiteEnv } from "#app/config/index.server.ts";
import { fillPlaceholders, findUnknownPlaceholders, placeholderValues } from "./placeholders.ts";

test("{{key}} takes the page data value, {{baseUrl}} the site's base URL, spaces allowed", () => {
  const values = placeholderValues({ author: "Jane", baseUrl: "not this" }, "https://example.com");
  expect(fillPlaceholders("By {{author}} at {{ baseUrl }}/feed.xml", values)).toBe(
    "By Jane at https://example.com/feed.xml",
  );
});

test("{{baseUrl}} upgrades a plain http base URL on a public host to https (spec section 5)", () => {
  const { siteUrl } = readSiteEnv({ SITE_URL: "http://domainchronicle.example:8080/site/" });
  expect(siteUrl).toBe("http://domainchronicle.example:8080/site");
  expect(fillPlaceholders("{{baseUrl}}", placeholderValues({}, siteUrl))).toBe(
    "https://domainchronicle.example:8080/site",
  );
});

test("{{baseUrl}} keeps http on localhost and 127.0.0.1; https stays; the trailing slash goes", () => {
  for (const [configured, shown] of [
    ["http://localhost:3000/", "http://localhost:3000"],
    ["http://127.0.0.1:4301", "http://127.0.0.1:4301"],
    ["https://example.com//", "https://example.com"],
  ] as const) {
    const { siteUrl } = readSiteEnv({ SITE_URL: configured });
    expect(fillPlaceholders("{{baseUrl}}", placeholderValues({}, siteUrl)), configured).toBe(shown);
  }
});

test("a placeholder without a value stays as written and is a warning at its offset", () => {
  const text = "Hello {{who}} and {{author}}";
  expect(fillPlaceholders(text, { author: "Jane" })).toBe("Hello {{who}} and Jane");
  const found = [
    { key: "who", offset: 6 },
    { key: "author", offset: 18 },
  ];
  expect(findUnknownPlaceholders(found, { author: "Jane" })).toEqual([
    {
      severity: "warning",
      message: '{{who}} has no value: add "who=..." to the DATA block',
      offset: 6,
    },
  ]);
});

test("a value is inserted literally, even one that looks like a replacement pattern", () => {
  expect(fillPlaceholders("{{price}}", { price: "$& $1" })).toBe("$& $1");
});
