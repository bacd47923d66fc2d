import { expect, test } from "vitest";
import { toAbsoluteUrl } from "./absolute-url.ts";

test("a site path is joined to the base url with one slash", () => {
  expect(toAbsoluteUrl("/insights/a", "https://example.com")).toBe(
    "https://example.com/insights/a",
  );
  expect(toAbsoluteUrl("///a", "https://example.com")).toBe("https://example.com/a");
  expect(toAbsoluteUrl("/", "https://example.com")).toBe("https://example.com/");
});

test("http(s) urls pass through and protocol-relative ones become https", () => {
  expect(toAbsoluteUrl("http://x.example/a", "https://example.com")).toBe("http://x.example/a");
  expect(toAbsoluteUrl("//cdn.example/a.png", "https://example.com")).toBe(
    "https://cdn.example/a.png",
  );
});
