import { expect, test } from "vitest";
import { contentFile, MANIFEST_PATH, toFolderFile, toSitePath } from "./layout.ts";

test("each kind of page has its folder", () => {
  expect(contentFile("blog", "insights/short-names.md")).toBe("blogs/insights/short-names.md");
  expect(contentFile("review", "x.md")).toBe("reviews/x.md");
  expect(contentFile("superfaq", "premium.md")).toBe("superfaqs/premium.md");
  expect(contentFile("page", "home.md")).toBe("pages/home.md");
  expect(contentFile("category", "blogs.md")).toBe("categories/blogs.md");
  expect(contentFile("subcategory", "domains.md")).toBe("categories/subcategories/domains.md");
});

test("a folder file is served under assets/content, and back", () => {
  expect(toSitePath("blogs/x.md")).toBe("assets/content/blogs/x.md");
  expect(MANIFEST_PATH).toBe("assets/content/content-manifest.json");
  expect(toFolderFile("assets/content/blogs/x.md")).toBe("blogs/x.md");
  expect(toFolderFile("/assets//content/blogs//x.md")).toBe("blogs/x.md");
});

test("a site path outside the content folder names no file", () => {
  for (const path of [
    "assets/other/x.md",
    "assets/content",
    "assets/content/",
    "assets/content/../secret",
    "assets/content/blogs/./x.md",
    "assets/content/a\\..\\b",
    "assets/content/a\0b",
    "/x.md",
  ]) {
    expect(toFolderFile(path), path).toBeUndefined();
  }
});
