import { expect, test } from "vitest";
import { faqAnchorIds } from "./faq-anchors.ts";

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

test("letters of any script are kept", () => {
  expect(faqAnchorIds(["Что такое домен?"])).toEqual(["faq--что-такое-домен"]);
});
