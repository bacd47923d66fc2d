import { expect, test } from "vitest";
import {
  collapseSlashes,
  pathSegments,
  titleFromKey,
  toCanonicalPath,
  toContentKey,
} from "./content-key.ts";

test("a content key is the url path without its leading slash", () => {
  expect(toContentKey("/insights/short-names")).toBe("insights/short-names");
  expect(toContentKey("/affiliate")).toBe("affiliate");
});

test("a content key collapses double slashes and drops a trailing slash", () => {
  expect(toContentKey("/insights//short-names/")).toBe("insights/short-names");
  expect(toContentKey("//qahub///domains//premium-faq//")).toBe("qahub/domains/premium-faq");
});

test("a content key keeps at most the first three segments", () => {
  expect(toContentKey("/a/b/c")).toBe("a/b/c");
  expect(toContentKey("/a/b/c/d")).toBe("a/b/c");
  expect(toContentKey("/insights/deep/dive/part-two/extra")).toBe("insights/deep/dive");
});

test("the empty path and the root path have the empty content key", () => {
  expect(toContentKey("")).toBe("");
  expect(toContentKey("/")).toBe("");
  expect(toContentKey("///")).toBe("");
});

test("a content key is the same with or without the leading slash", () => {
  expect(toContentKey("insights/short-names")).toBe("insights/short-names");
});

test("path segments are the non-empty parts between slashes", () => {
  expect(pathSegments("/insights//short-names/")).toEqual(["insights", "short-names"]);
  expect(pathSegments("")).toEqual([]);
  expect(pathSegments("/")).toEqual([]);
});

test("a canonical path has one leading slash and no trailing or double slashes", () => {
  expect(toCanonicalPath("/insights/short-names")).toBe("/insights/short-names");
  expect(toCanonicalPath("insights/short-names")).toBe("/insights/short-names");
  expect(toCanonicalPath("/insights//short-names/")).toBe("/insights/short-names");
  expect(toCanonicalPath("//blogs//")).toBe("/blogs");
});

test("a canonical path keeps every segment, unlike a content key", () => {
  expect(toCanonicalPath("/a/b/c/d")).toBe("/a/b/c/d");
});

test("the canonical path of the empty path is the root", () => {
  expect(toCanonicalPath("")).toBe("/");
  expect(toCanonicalPath("/")).toBe("/");
  expect(toCanonicalPath("//")).toBe("/");
});

test("collapsing slashes turns every run of slashes into one", () => {
  expect(collapseSlashes("a//b///c")).toBe("a/b/c");
  expect(collapseSlashes("//a/")).toBe("/a/");
  expect(collapseSlashes("a/b")).toBe("a/b");
});

test("a readable title is the key's last part, words capitalised", () => {
  expect(titleFromKey("qahub/buying-guide")).toBe("Buying Guide");
  expect(titleFromKey("insights")).toBe("Insights");
});
