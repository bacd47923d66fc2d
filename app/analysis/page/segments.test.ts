import { expect, test } from "vitest";
import { analyzeMarkdown } from "./analyze-markdown.ts";
import { readFixture } from "#app/analysis/fixtures/read-fixture.ts";
import { MAX_INLINE_PRODUCTS, MAX_SEGMENTS, type PlannedPart } from "./segments.ts";
import type { Token } from "#app/markdown/index.ts";

/** The markdown a text part was cut from. */
const sourceOf = (tokens: Token[]) => tokens.map((token) => token.raw).join("");

function describeParts(parts: PlannedPart[]): string[] {
  return parts.map((part) => {
    if (part.kind === "text") return `text:${sourceOf(part.tokens).trim().split("\n")[0]}`;
    return part.kind === "product" ? `product:${part.product.number}` : part.kind;
  });
}

test("on a blog page each marker places one card after the text before it; the 11th and 12th are dropped", () => {
  const markdown = readFixture("post-markers.md");
  const { parts, problems } = analyzeMarkdown(markdown, "post");
  const products = parts.filter((part) => part.kind === "product");
  expect(products).toHaveLength(MAX_INLINE_PRODUCTS);
  // Numbered 3 first, then the next products not yet placed, in block order.
  expect(describeParts(parts).slice(0, 6)).toEqual([
    "text:Segment 1.",
    "product:3",
    "text:Segment 2.",
    "product:1",
    "text:Segment 3.",
    "product:2",
  ]);
  const dropped = problems.filter((problem) => problem.message.startsWith("more than 10"));
  expect(dropped.map((problem) => problem.offset)).toEqual([
    markdown.indexOf("<!-- INSERT PRODUCT -->", markdown.indexOf("Segment 11.")),
    markdown.indexOf("<!-- INSERT PRODUCT -->", markdown.indexOf("Segment 12.")),
  ]);
});

test("a blog page never has more than 12 text segments: 10 products and the FAQ cut it", () => {
  const { parts } = analyzeMarkdown(readFixture("post-markers.md"), "post");
  const texts = parts.filter((part) => part.kind === "text");
  expect(texts.length).toBeLessThanOrEqual(MAX_SEGMENTS);
  expect(texts).toHaveLength(12);
  expect(describeParts(parts).slice(-4)).toEqual([
    "product:10",
    "text:Segment 11.",
    "faq",
    "text:After the FAQ.",
  ]);
});

test("a dropped marker leaves its neighbouring text in one segment", () => {
  const { parts } = analyzeMarkdown(readFixture("post-markers.md"), "post");
  const last = parts.filter((part) => part.kind === "text").at(-2);
  expect(last?.kind === "text" && sourceOf(last.tokens).replace(/\s+/g, " ").trim()).toBe(
    "Segment 11. Segment 12. Segment 13.",
  );
});

test("on a generic page the first marker places the grid; later markers are dropped", () => {
  const { parts, problems } = analyzeMarkdown(readFixture("generic-grid.md"), "generic");
  // The FAQ marker has no FAQ block here, so it places nothing and the text runs on.
  expect(describeParts(parts)).toEqual(["text:# Home", "grid", "text:Second segment."]);
  const second = parts[2];
  expect(second?.kind === "text" && sourceOf(second.tokens).replace(/\s+/g, " ").trim()).toBe(
    "Second segment. Last words.",
  );
  expect(problems.map((problem) => problem.message)).toEqual([
    "only the first INSERT PRODUCT places the product grid on this page: dropped",
    "INSERT FAQ without a FAQ block that has items",
  ]);
});

test("with no marker a generic page's grid follows the text, and an FAQ block without its marker is not shown", () => {
  const markdown = readFixture("generic-no-marker.md");
  const { parts, problems } = analyzeMarkdown(markdown, "generic");
  expect(describeParts(parts)).toEqual(["text:# About", "grid"]);
  expect(problems).toEqual([
    {
      severity: "warning",
      message: "FAQ block without an INSERT FAQ marker: it is not shown",
      offset: markdown.indexOf("<!-- FAQ"),
    },
  ]);
});

test("listing text follows the generic rules", () => {
  expect(
    describeParts(analyzeMarkdown(readFixture("generic-no-marker.md"), "listing").parts),
  ).toEqual(["text:# About", "grid"]);
});

test("markers without blocks place nothing and are errors at their offsets", () => {
  const markdown = readFixture("markers-without-blocks.md");
  for (const layout of ["post", "generic"] as const) {
    const { parts, problems } = analyzeMarkdown(markdown, layout);
    expect(parts).toHaveLength(1);
    expect(parts[0]?.kind === "text" && sourceOf(parts[0].tokens).replace(/\s+/g, " ").trim()).toBe(
      "Text. More.",
    );
    expect(problems.map((problem) => [problem.severity, problem.offset])).toEqual([
      ["error", markdown.indexOf("<!-- INSERT PRODUCT")],
      ["error", markdown.indexOf("<!-- INSERT FAQ")],
    ]);
  }
});

test("on a FAQ page products are inline and INSERT FAQ is only a warning: the list always follows", () => {
  const markdown = readFixture("post-markers.md");
  const { parts, problems } = analyzeMarkdown(markdown, "faq");
  expect(parts.some((part) => part.kind === "faq")).toBe(false);
  expect(parts.filter((part) => part.kind === "product")).toHaveLength(10);
  expect(problems.map((problem) => problem.message)).toContain(
    "INSERT FAQ has no effect on a FAQ page: the list always follows the text",
  );
});

test("a products block on a blog page without any marker is a warning: nothing is shown", () => {
  const { parts, problems } = analyzeMarkdown(readFixture("generic-no-marker.md"), "post");
  expect(describeParts(parts)).toEqual(["text:# About"]);
  expect(problems.map((problem) => problem.message)).toContain(
    "products block without an INSERT PRODUCT marker: no product is shown",
  );
});

test("products shown only through FAQ answers (PRODUCT: N) raise no 'no product is shown' warning", () => {
  const markdown = [
    "# Post",
    "<!-- PRODUCTS",
    "START PRODUCT",
    'title="A" link="https://a.example"',
    "END PRODUCT",
    "-->",
    "<!-- FAQ",
    "Q: Which one?",
    "A: This one.",
    "PRODUCT: 1",
    "-->",
    "<!-- INSERT FAQ -->",
  ].join("\n");
  const { problems, faq } = analyzeMarkdown(markdown, "post");
  expect(faq[0]?.product?.title).toBe("A");
  expect(problems).toEqual([]);
});
