import { expect, test } from "vitest";
import { findFrontMatter, parseFrontMatter } from "./front-matter.ts";

const read = (markdown: string) => {
  const range = findFrontMatter(markdown);
  return range && { range, ...parseFrontMatter(range) };
};

test("front matter is only at the very top, between --- lines (or --- and ...)", () => {
  expect(read("---\ntitle: A\n---\n# A")?.range.end).toBe("---\ntitle: A\n---\n".length);
  expect(read("---\ntitle: A\n...\ntext")?.meta).toEqual({ title: "A" });
  expect(read("\n---\ntitle: A\n---\n")).toBeUndefined();
  expect(read("# A\n---\ntitle: A\n---\n")).toBeUndefined();
});

test("known meta keys fill the meta; lists, numbers and booleans become text data", () => {
  const parsed = read(
    "---\nkeywords: [a, b]\ntwitterImage: /x.png\nrating: 4.5\ndraft: false\ntags:\n  - one\n  - two\n---\n",
  );
  expect(parsed?.meta).toEqual({ keywords: "a, b", twitterImage: "/x.png" });
  expect(parsed?.data).toEqual({ rating: "4.5", draft: "false", tags: "one, two" });
  expect(parsed?.problems).toEqual([]);
});

test("a key whose value is a mapping is a warning at its line, and ignored", () => {
  const markdown = "---\ntitle: A\nparams:\n  name: Jane\n---\n";
  const parsed = read(markdown);
  expect(parsed?.data).toEqual({});
  expect(parsed?.problems).toEqual([
    {
      severity: "warning",
      message: 'front matter "params" is not text or a list of text: ignored',
      offset: markdown.indexOf("params"),
    },
  ]);
});

test("YAML that does not parse, or is not key: value lines, is 'Failed to parse meta block' at its place", () => {
  const broken = "---\ntitle: A\ntitle: B\n---\n";
  expect(read(broken)?.problems).toMatchObject([
    {
      severity: "error",
      message: "Failed to parse meta block",
      offset: broken.indexOf("title: B"),
    },
  ]);
  expect(read("---\njust a sentence\n---\n")?.problems).toMatchObject([
    { severity: "error", message: "Failed to parse meta block", offset: 4 },
  ]);
  expect(read("---\n---\n")?.problems).toEqual([]);
});
