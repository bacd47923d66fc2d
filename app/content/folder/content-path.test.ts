import { expect, test } from "vitest";
import {
  collapseSlashes,
  pathSegments,
  titleFromContentPath,
  toCanonicalPath,
  toContentPath,
} from "./content-path.ts";

test("a content path is the url path without its leading slash", () => {
  expect(toContentPath("/insights/short-names")).toBe("insights/short-names");
  expect(toContentPath("/affiliate")).toBe("affiliate");
});

test("a content path collapses double slashes and drops a trailing slash", () => {
  expect(toContentPath("/insights//short-names/")).toBe("insights/short-names");
  expect(toContentPath("//qahub///domains//premium-faq//")).toBe("qahub/domains/premium-faq");
});

test("a content path keeps at most the first three segments", () => {
  expect(toContentPath("/a/b/c")).toBe("a/b/c");
  expect(toContentPath("/a/b/c/d")).toBe("a/b/c");
  expect(toContentPath("/insights/deep/dive/part-two/extra")).toBe("insights/deep/dive");
});

test("the empty path and the root path have the empty content path", () => {
  expect(toContentPath("")).toBe("");
  expect(toContentPath("/")).toBe("");
  expect(toContentPath("///")).toBe("");
});

test("a content path is the same with or without the leading slash", () => {
  expect(toContentPath("insights/short-names")).toBe("insights/short-names");
});

test("path segments are the non-empty parts between slashes", () => {
  expect(pathSegments("/insights//short-names/")).toEqual(["insights", "short-names"]);
  expect(pathSegments("")).toEqual([]);
  expect(pathSegments("/")).toEqual([]);
  // Canonical paths take a shortcut: it must agree with the definition on every shape.
  const pieces = ["/", "a", "bc", "."];
  let paths = [""];
  for (let length = 0; length < 5; length += 1)
    paths = [...paths, ...paths.flatMap((path) => pieces.map((piece) => path + piece))];
  for (const path of new Set(paths)) {
    expect(pathSegments(path), path).toEqual(path.split("/").filter((part) => part !== ""));
  }
});

test("a canonical path has one leading slash and no trailing or double slashes", () => {
  expect(toCanonicalPath("/insights/short-names")).toBe("/insights/short-names");
  expect(toCanonicalPath("insights/short-names")).toBe("/insights/short-names");
  expect(toCanonicalPath("/insights//short-names/")).toBe("/insights/short-names");
  expect(toCanonicalPath("//blogs//")).toBe("/blogs");
});

test("a canonical path keeps every segment, unlike a content path", () => {
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

test("a readable title is the content path's last part, words capitalised", () => {
  expect(titleFromContentPath("qahub/buying-guide")).toBe("Buying Guide");
  expect(titleFromContentPath("insights")).toBe("Insights");
});

test("a request's percent-encoded path is the path its manifest url writes as is", () => {
  expect(toCanonicalPath("/greek/%CE%B5%CF%80%CE%B9%CF%80%CE%B5%CE%B4%CE%BF-2/")).toBe(
    "/greek/επιπεδο-2",
  );
  expect(toContentPath("/greek/%CE%B5%CF%80%CE%B9%CF%80%CE%B5%CE%B4%CE%BF-2")).toBe(
    "greek/επιπεδο-2",
  );
  expect(toContentPath("/a%2Fb/c")).toBe("a%2Fb/c");
  expect(toContentPath("/bad%E0%A4%A")).toBe("bad%E0%A4%A");
});
