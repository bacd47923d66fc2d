import { expect, test } from "vitest";
import { scanBlocks } from "./blocks.ts";
import { parseDataBlock } from "./data-block.ts";
import { readFixture } from "#app/analysis/fixtures/read-fixture.ts";

const markdown = readFixture("data.md");
const block = scanBlocks(markdown).blocks[0];
const parsed = parseDataBlock(block?.body ?? "", block?.bodyOffset ?? 0);

test("each key=value line sets a key; the first = splits, so values may contain =", () => {
  expect(parsed.data).toEqual({
    author: "Janet Doe",
    date: "2024-05-01",
    tags: "premium domains, short names, ,",
    formula: "a=b",
  });
});

test("lines that are not key=value and repeated keys are warnings at their line", () => {
  expect(parsed.problems).toEqual([
    {
      severity: "warning",
      message: 'page data line "no equals sign here" is not key=value: ignored',
      offset: markdown.indexOf("no equals"),
    },
    {
      severity: "warning",
      message: 'page data line "=no key" is not key=value: ignored',
      offset: markdown.indexOf("=no key"),
    },
    {
      severity: "warning",
      message: 'page data key "author" is set twice: the last value wins',
      offset: markdown.indexOf("author=Janet"),
    },
  ]);
});
