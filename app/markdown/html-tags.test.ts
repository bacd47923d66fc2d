import { expect, test } from "vitest";
import { findHtmlTags, tagAttribute } from "./html-tags.ts";

test("attributes are read as HTML reads them: any quotes, bare names, case and first of two", () => {
  const html = `<p><IMG SRC='/a.jpg' alt="x > y" hidden data-n=3 alt="second"/></p>`;
  const [tag] = findHtmlTags(html, ["img"]);
  expect(tag?.name).toBe("img");
  expect(html.slice(tag?.start, tag?.end)).toBe(
    `<IMG SRC='/a.jpg' alt="x > y" hidden data-n=3 alt="second"/>`,
  );
  expect(tag?.attributes.map(({ name, value }) => [name, value])).toEqual([
    ["src", "/a.jpg"],
    ["alt", "x > y"],
    ["hidden", ""],
    ["data-n", "3"],
  ]);
  const src = tag && tagAttribute(tag, "src");
  expect(html.slice(src?.valueOffset).startsWith("/a.jpg")).toBe(true);
});

test("only the named tags; a tag never closed, or with an open quote, is none", () => {
  const html = `<a href="/x">x</a><abbr title="t">t</abbr><img src="/y.jpg"><img src="/z.jpg`;
  expect(findHtmlTags(html, ["a", "img"]).map((tag) => tag.name)).toEqual(["a", "img"]);
  expect(findHtmlTags(`<img alt="open>`, ["img"])).toEqual([]);
});

test("a tag inside another named tag's quoted value is not a tag", () => {
  const html = `<img alt="<img src=/inner.jpg>" src="/outer.jpg">`;
  const tags = findHtmlTags(html, ["img"]);
  expect(tags.map((tag) => tagAttribute(tag, "src")?.value)).toEqual(["/outer.jpg"]);
});
