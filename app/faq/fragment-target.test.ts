import { expect, test } from "vitest";
import { findFragmentTarget } from "./fragment-target.ts";

const ids = ["faq--what-is-domain-escrow", "faq--что-такое-домен"];

test("a URL fragment finds the question with that id, also when percent-encoded", () => {
  expect(findFragmentTarget(ids, "#faq--what-is-domain-escrow")).toBe(0);
  expect(findFragmentTarget(ids, `#${encodeURIComponent("faq--что-такое-домен")}`)).toBe(1);
});

test("no fragment, another fragment or a malformed one finds nothing", () => {
  expect(findFragmentTarget(ids, "")).toBe(-1);
  expect(findFragmentTarget(ids, "#")).toBe(-1);
  expect(findFragmentTarget(ids, "#faq--unknown")).toBe(-1);
  expect(findFragmentTarget(ids, "#faq--%E0%A4%A")).toBe(-1);
});
