import { expect, test } from "vitest";
import { contentTypeOf, toContentFile } from "./content-files.ts";

test("a content request maps to its file inside the content folder", () => {
  expect(toContentFile("/assets/content/blogs/insights/a.md?x=1", "/site/content")).toBe(
    "/site/content/blogs/insights/a.md",
  );
  expect(toContentFile("/assets/content/images/products/my%20logo.svg", "/site/content")).toBe(
    "/site/content/images/products/my logo.svg",
  );
});

test("requests outside /assets/content/ or escaping the folder are not content", () => {
  expect(toContentFile("/insights/a", "/site/content")).toBeUndefined();
  expect(toContentFile("/assets/content/../secret.txt", "/site/content")).toBeUndefined();
  expect(toContentFile("/assets/content/%2e%2e/secret.txt", "/site/content")).toBeUndefined();
  expect(toContentFile("/assets/content/%E0%A4%A", "/site/content")).toBeUndefined();
});

test("markdown is served as text/markdown and images by their type", () => {
  expect(contentTypeOf("a/b.md")).toBe("text/markdown; charset=utf-8");
  expect(contentTypeOf("a/b.SVG")).toBe("image/svg+xml");
  expect(contentTypeOf("a/b")).toBe("application/octet-stream");
});
