import { expect, test } from "vitest";
import {
  fillPlaceholders,
  findUnknownPlaceholders,
  placeholderValues,
  resolveBaseUrl,
} from "./placeholders.ts";

test("a plain http base URL on a public host is upgraded to https", () => {
  expect(resolveBaseUrl("http://domainchronicle.example")).toBe("https://domainchronicle.example");
  expect(resolveBaseUrl("http://domainchronicle.example:8080/site/")).toBe(
    "https://domainchronicle.example:8080/site",
  );
});

test("localhost and 127.0.0.1 keep http; https stays; the trailing slash goes", () => {
  expect(resolveBaseUrl("http://localhost:3000/")).toBe("http://localhost:3000");
  expect(resolveBaseUrl("http://127.0.0.1:4301")).toBe("http://127.0.0.1:4301");
  expect(resolveBaseUrl("https://example.com//")).toBe("https://example.com");
});

test("{{key}} takes the page data value, {{baseUrl}} the resolved base URL, spaces allowed", () => {
  const values = placeholderValues({ author: "Jane", baseUrl: "not this" }, "http://example.com/");
  expect(fillPlaceholders("By {{author}} at {{ baseUrl }}/feed.xml", values)).toBe(
    "By Jane at https://example.com/feed.xml",
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
