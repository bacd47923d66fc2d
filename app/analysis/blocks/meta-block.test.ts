import { expect, test } from "vitest";
import { scanBlocks } from "./blocks.ts";
import { readFixture } from "#app/analysis/fixtures/read-fixture.ts";
import { META_PARSE_ERROR, parseMetaBlock } from "./meta-block.ts";

function parseFixture(name: string) {
  const markdown = readFixture(name);
  const block = scanBlocks(markdown).blocks.find((item) => item.name === "META");
  if (!block) throw new Error(`${name} has no META block`);
  return { markdown, ...parseMetaBlock(block.body, block.bodyOffset) };
}

test("a meta block's JSON fields become the page metadata", () => {
  const { meta, problems } = parseFixture("meta-valid.md");
  expect(meta).toEqual({
    title: "Ten Short Domains That Sold for Millions",
    description: "What made these names worth it.",
    keywords: "premium domains, short domains",
    ogImage: "/assets/images/og/short.png",
  });
  expect(problems).toEqual([]);
});

test("a meta block that is not JSON is ignored and reported where the JSON breaks", () => {
  const { markdown, meta, problems } = parseFixture("meta-invalid.md");
  expect(meta).toEqual({});
  expect(problems).toHaveLength(1);
  expect(problems[0]?.message).toBe(META_PARSE_ERROR);
  expect(problems[0]?.message).toBe("Failed to parse meta block");
  expect(problems[0]?.offset).toBe(markdown.indexOf('"keywords"'));
});

test("a meta field that is not a string makes the whole block ignored", () => {
  const { meta, problems } = parseFixture("meta-wrong-types.md");
  expect(meta).toEqual({});
  expect(problems.map((problem) => [problem.message, problem.detail])).toEqual([
    [META_PARSE_ERROR, expect.stringContaining("title")],
  ]);
});

test("an unknown meta field is a warning and the known fields still apply", () => {
  const { markdown, meta, problems } = parseFixture("meta-unknown-field.md");
  expect(meta).toEqual({ title: "Known" });
  expect(problems).toEqual([
    {
      severity: "warning",
      message: 'unknown meta field "author": ignored',
      offset: markdown.indexOf('"author"'),
    },
  ]);
});
