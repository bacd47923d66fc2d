import { expect, test } from "vitest";
import { readSiteEnv } from "#app/config/index.server.ts";
import { fillPlaceholders, findUnknownPlaceholders, placeholderValues } from "./placeholders.ts";

test("{{key}} takes the page data value, {{baseUrl}} the site's base URL, spaces allowed", () => {
  const values = placeholderValues({ author: "Jane", baseUrl: "not this" }, "https://example.com");
  expect(fillPlaceholders("By {{author}} at {{ baseUrl }}/feed.xml", values)).toBe(
    "By Jane at https://example.com/feed.xml",
  );
});

test("{{baseUrl}} is SITE_URL in the one form the canonical links and feeds have", () => {
  // It used to be normalised a second time, http upgraded to https: a page's text then named
  // another address than its own canonical link.
  for (const configured of ["http://domainchronicle.example/", "https://example.com//"]) {
    const { siteUrl } = readSiteEnv({ SITE_URL: configured });
    const values = placeholderValues({}, siteUrl);
    expect(fillPlaceholders("{{baseUrl}}", values), configured).toBe(siteUrl);
  }
  expect(readSiteEnv({ SITE_URL: "http://domainchronicle.example/" }).siteUrl).toBe(
    "http://domainchronicle.example",
  );
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
