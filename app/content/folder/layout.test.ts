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

test("the shortcut for plain paths answers what their segments would", () => {
  // The definitions the shortcuts in layout.ts must agree with, on every path of these pieces.
  const segments = (path: string) => path.split("/").filter((part) => part !== "");
  const folderFile = (sitePath: string) => {
    const [first, second, ...rest] = segments(sitePath);
    if (first !== "assets" || second !== "content" || rest.length === 0) return undefined;
    if (rest.some((part) => part === "." || part === ".." || /[\\\0]/.test(part))) return undefined;
    return rest.join("/");
  };
  const pieces = ["/", "a", ".", "..", "\\", "\0", ".x", "assets/content", "/assets/content/"];
  let paths = [""];
  for (let length = 0; length < 4; length += 1)
    paths = [...paths, ...paths.flatMap((path) => pieces.map((piece) => path + piece))];
  for (const path of new Set(paths)) {
    expect(toSitePath(path), JSON.stringify(path)).toBe(
      ["assets/content", ...segments(path)].join("/"),
    );
    expect(contentFile("blog", path), JSON.stringify(path)).toBe(
      ["blogs", ...segments(path)].join("/"),
    );
    expect(toFolderFile(path), JSON.stringify(path)).toBe(folderFile(path));
  }
});
