import { expect, test } from "vitest";
import { buildFaqHaystacks, matchFaqs } from "./faq-search.ts";

const items = [
  {
    question: "What is Escrow?",
    answerHtml: "<p>A <strong>neutral</strong> third party holds the money.</p>",
  },
  {
    question: "How long does a transfer take?",
    answerHtml: "<p>Up to 5 days &amp; sometimes more.</p>",
  },
  { question: "Can I negotiate?", answerHtml: "<p>Usually, yes.</p>" },
];
const haystacks = buildFaqHaystacks(items);

test("matches a case-insensitive substring of the question", () => {
  expect(matchFaqs(haystacks, "ESCROW")).toEqual([true, false, false]);
});

test("matches the answer's visible text, not its markup", () => {
  expect(matchFaqs(haystacks, "neutral third")).toEqual([true, false, false]);
  expect(matchFaqs(haystacks, "strong")).toEqual([false, false, false]);
  expect(matchFaqs(haystacks, "5 days & some")).toEqual([false, true, false]);
});

test("an empty or blank term restores the full list", () => {
  expect(matchFaqs(haystacks, "")).toEqual([true, true, true]);
  expect(matchFaqs(haystacks, "   ")).toEqual([true, true, true]);
});

test("a term that matches nothing hides every item", () => {
  expect(matchFaqs(haystacks, "zebra")).toEqual([false, false, false]);
});

test("an answer is searched as its visible text: tags dropped, entities decoded", () => {
  const haystacks = buildFaqHaystacks([
    { question: "Q", answerHtml: "<p>a&lt;b &#233;t&#xE9;</p><ul><li>x</li></ul>" },
  ]);
  expect(matchFaqs(haystacks, "a<b été")).toEqual([true]);
  expect(matchFaqs(haystacks, "<li>")).toEqual([false]);
});

// How fast: `npm run bench` (docs/benchmarks.md). Here: right answers at that size.
test("a search over 1,000 items finds exactly the matching ones", () => {
  const many = Array.from({ length: 1000 }, (_, index) => ({
    question: `Question number ${index} about domains`,
    answerHtml:
      `<p>Answer ${index} with <em>some</em> longer markdown text about escrow, transfers and pricing.</p>`.repeat(
        3,
      ),
  }));
  const index = buildFaqHaystacks(many);
  expect(matchFaqs(index, "escrow").filter(Boolean)).toHaveLength(1000);
  expect(matchFaqs(index, "number 99").filter(Boolean)).toHaveLength(11);
  expect(matchFaqs(index, "number 999").filter(Boolean)).toHaveLength(1);
});
