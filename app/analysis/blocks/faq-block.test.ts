import { expect, test } from "vitest";
import { scanBlocks } from "./blocks.ts";
import { parseFaqBlock } from "./faq-block.ts";
import { readFixture } from "#app/analysis/fixtures/read-fixture.ts";
import { parseProductsBlock } from "./products-block.ts";

function parseFixture(name: string) {
  const markdown = readFixture(name);
  const { blocks } = scanBlocks(markdown);
  const productsBlock = blocks.find((item) => item.name === "PRODUCTS");
  const faqBlock = blocks.find((item) => item.name === "FAQ");
  if (!productsBlock || !faqBlock) throw new Error(`${name} needs PRODUCTS and FAQ blocks`);
  const { products, count } = parseProductsBlock(productsBlock.body, productsBlock.bodyOffset);
  return { markdown, ...parseFaqBlock(faqBlock.body, faqBlock.bodyOffset, products, count) };
}

test("Q: and A: make items; the lines after A: belong to the answer, dedented", () => {
  const { entries, problems } = parseFixture("faq.md");
  expect(problems).toEqual([]);
  expect(entries.map((entry) => entry.question)).toEqual([
    'What makes a domain "premium"?',
    "Can I negotiate the price?",
  ]);
  expect(entries[0]?.answer).toBe(
    "Length, a dictionary word, and a **.com** ending.\nLines that follow belong to the answer (markdown).\n\n- even a list",
  );
  expect(entries[1]?.answer).toBe("Usually, yes.");
});

test("PRODUCT: N attaches product N to the item before it", () => {
  const { entries } = parseFixture("faq.md");
  expect(entries[0]?.product?.title).toBe("Sedo");
  expect(entries[1]?.product).toBeUndefined();
});

test("unusable FAQ entries and bad PRODUCT: lines are reported; usable items remain", () => {
  const { markdown, entries, problems } = parseFixture("faq-malformed.md");
  expect(entries.map((entry) => [entry.question, entry.product])).toEqual([
    ["Points at a missing product", undefined],
    ["Points at a skipped product", undefined],
    ["Bad number", undefined],
  ]);
  expect(problems.map((problem) => [problem.severity, problem.message])).toEqual([
    ["warning", "FAQ text before the first Q: ignored"],
    ["error", 'FAQ item "No answer here" skipped: it has no answer (A:)'],
    ["error", "FAQ item skipped: its Q: is empty"],
    ["error", "PRODUCT: 7: there is no product 7"],
    ["error", "PRODUCT: 1: product 1 was skipped"],
    ["error", 'PRODUCT: needs a product number from 1, got "two"'],
  ]);
  expect(problems[1]?.offset).toBe(markdown.indexOf("Q: No answer"));
  expect(problems[3]?.offset).toBe(markdown.indexOf("PRODUCT: 7"));
});

test("a FAQ block without any Q: is an error", () => {
  expect(
    parseFaqBlock("\n  just words\n", 10, [], 0).problems.map((problem) => problem.message),
  ).toEqual(["FAQ text before the first Q: ignored", "FAQ block has no Q: items"]);
});
