import { expect, test } from "vitest";
import { faqAnchorIds, findFaqAnchor } from "./faq-anchor.ts";

test("each question gets an id from its words, under a prefix no markdown heading can have", () => {
  expect(faqAnchorIds(["What is domain escrow?", "Who pays the fee?"])).toEqual([
    "faq--what-is-domain-escrow",
    "faq--who-pays-the-fee",
  ]);
});

test("repeated questions and questions without letters still get distinct ids", () => {
  expect(faqAnchorIds(["Why?", "Why?", "Why-2", "???"])).toEqual([
    "faq--why",
    "faq--why-2",
    "faq--why-2-2",
    "faq--question",
  ]);
});

test("a URL fragment finds its question; other fragments find none", () => {
  const ids = faqAnchorIds(["What is domain escrow?", "Что такое домен?"]);
  expect(findFaqAnchor(ids, "#faq--what-is-domain-escrow")).toBe(0);
  expect(findFaqAnchor(ids, `#faq--${encodeURIComponent("что-такое-домен")}`)).toBe(1);
  expect(findFaqAnchor(ids, "#faq--unknown")).toBe(-1);
  expect(findFaqAnchor(ids, "#what-is-domain-escrow")).toBe(-1);
  expect(findFaqAnchor(ids, "")).toBe(-1);
  expect(findFaqAnchor(ids, "#faq--%E0%A4%A")).toBe(-1);
});
