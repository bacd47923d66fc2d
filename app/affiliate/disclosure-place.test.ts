import { expect, test } from "vitest";
import { findDisclosurePlace } from "./disclosure-place.ts";
import { AFFILIATE_REL } from "./go-link.ts";

const text = (html = "<p>x</p>") => ({ kind: "text", html });
const affiliateText = text(`<p><a href="/go/a" rel="${AFFILIATE_REL}" target="_blank">a</a></p>`);

test("the disclosure stands before the first product card", () => {
  expect(findDisclosurePlace([text(), { kind: "product" }, text()], [], [])).toBe(1);
  expect(findDisclosurePlace([text(), text(), { kind: "grid" }], [{}], [])).toBe(2);
});

test("a page whose only affiliate links are in the text shows it above the text", () => {
  expect(findDisclosurePlace([text(), affiliateText], [], [])).toBe(0);
  const answer = { answerHtml: affiliateText.html };
  expect(findDisclosurePlace([text(), { kind: "faq" }], [], [answer])).toBe(0);
});

test("FAQ answers with products: before the accordion, or after the text of a FAQ page", () => {
  const faq = [{ answerHtml: "<p>a</p>", product: {} }];
  expect(findDisclosurePlace([text(), { kind: "faq" }], [], faq)).toBe(1);
  expect(findDisclosurePlace([text(), text()], [], faq)).toBe(2);
});

test("a page without affiliate links shows no disclosure", () => {
  expect(findDisclosurePlace([text(), { kind: "grid" }], [], [])).toBeUndefined();
});

test("a go: link in the text above the first card puts the disclosure above the text", () => {
  expect(findDisclosurePlace([affiliateText, { kind: "product" }], [], [])).toBe(0);
  expect(findDisclosurePlace([text(), affiliateText, { kind: "grid" }], [{}], [])).toBe(0);
  // A link in the text after the first card: the card still comes first.
  expect(findDisclosurePlace([text(), { kind: "product" }, affiliateText], [], [])).toBe(1);
});
