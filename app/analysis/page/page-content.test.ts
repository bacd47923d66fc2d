import { expect, test } from "vitest";
import { renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { readFixture } from "#app/analysis/fixtures/read-fixture.ts";
import { parsePageContent, type PageContent } from "./page-content.ts";

const context = {
  renderMarkdown: (markdown: string, slugs?: Map<string, number>) =>
    renderMarkdown(markdown, sanitize, slugs),
  baseUrl: "https://domainchronicle.example",
};

function allHtml(content: PageContent): string {
  const parts = content.parts.map((part) => (part.kind === "text" ? part.html : ""));
  return [...parts, ...content.faq.map((item) => item.answerHtml)].join("\n");
}

test("a blog page becomes text segments with cards between them and the FAQ at its marker", () => {
  const content = parsePageContent(readFixture("post-markers.md"), "post", context);
  expect(content.parts.filter((part) => part.kind === "text")).toHaveLength(12);
  expect(content.parts[0]).toEqual({ kind: "text", html: "<p>Segment 1.</p>\n" });
  expect(content.parts[1]).toMatchObject({
    kind: "product",
    product: { number: 3, floatDirection: "left" },
  });
  expect(content.faq).toEqual([
    { question: "Is this a post?", id: "faq--is-this-a-post", answerHtml: "<p>Yes.</p>\n" },
  ]);
  expect(content.products).toEqual([]);
});

test("a generic page carries its products for the grid; FAQ items only when the marker shows them", () => {
  const content = parsePageContent(readFixture("generic-no-marker.md"), "generic", context);
  expect(content.parts.map((part) => part.kind)).toEqual(["text", "grid"]);
  expect(content.products.map((product) => product.title)).toEqual(["A"]);
  expect(content.faq).toEqual([]);
});

test("a FAQ page always carries its FAQ items, answers rendered as markdown with the product attached", () => {
  const content = parsePageContent(readFixture("faq.md"), "faq", context);
  expect(content.faq.map((item) => item.question)).toEqual([
    'What makes a domain "premium"?',
    "Can I negotiate the price?",
  ]);
  expect(content.faq[0]?.answerHtml).toContain("<strong>.com</strong>");
  expect(content.faq[0]?.answerHtml).toContain("<li>even a list</li>");
  expect(content.faq[0]?.product?.title).toBe("Sedo");
});

test("page data and the base URL fill the text's placeholders; unknown ones stay and warn", () => {
  const content = parsePageContent(readFixture("data.md"), "post", context);
  expect(allHtml(content)).toBe(
    '<p>By Janet Doe on 2024-05-01, formula a=b, home <a href="https://domainchronicle.example">https://domainchronicle.example</a>, missing {{subtitle}}.</p>\n',
  );
  expect(content.problems.at(-1)?.message).toBe(
    '{{subtitle}} has no value: add "subtitle=..." to the DATA block',
  );
});

test("heading ids stay unique across the separately rendered segments, and survive sanitizing", () => {
  const markdown =
    '## Title\n\n<!-- INSERT PRODUCT -->\n\n## Title\n\n## Images\n\n<!-- PRODUCTS\nSTART PRODUCT title="A" link="https://a.example" END PRODUCT\n-->';
  const content = parsePageContent(markdown, "post", context);
  const html = allHtml(content);
  expect(html).toContain('<h2 id="title">Title</h2>');
  expect(html).toContain('<h2 id="title-1">Title</h2>');
  expect(html).toContain('<h2 id="images">Images</h2>');
});

test("a meta block that does not parse is reported and the page still renders", () => {
  const content = parsePageContent(readFixture("meta-invalid.md"), "generic", context);
  expect(content.metaBlock).toEqual({});
  expect(content.problems.map((problem) => problem.message)).toEqual([
    "Failed to parse meta block",
  ]);
  expect(allHtml(content)).toContain("<p>The page text.</p>");
});

test("no script survives a hostile file: text, FAQ answers and products", () => {
  const content = parsePageContent(readFixture("hostile.md"), "post", context);
  const html = allHtml(content);
  expect(html).toContain('<h2 id="safe-heading">Safe heading</h2>');
  for (const vector of [
    /<script/i,
    /\son\w+=/i,
    /javascript:/i,
    /vbscript:/i,
    /data:text/i,
    /<iframe/i,
    /<object/i,
    /<embed/i,
    /<form/i,
    /<meta/i,
    /<base/i,
    /<style/i,
    /\sstyle=/i,
    /xlink:href/i,
  ]) {
    expect(html).not.toMatch(vector);
  }
  const products = content.parts.flatMap((part) => (part.kind === "product" ? [part.product] : []));
  expect(products).toHaveLength(1);
  expect(products[0]).toMatchObject({
    link: "https://safe.example/",
    imageUrl: "",
    title: "<img src=x onerror=window.__pwned=1>",
  });
  expect(content.faq[0]?.question).toBe('<b onmouseover="window.__pwned=1">question</b>');
  expect(
    content.problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => problem.message),
  ).toEqual([
    'Product 1 "<img src=x onerror=window.__pwned=1>": imageUrl "javascript:window.__pwned=1" is not an http(s) URL or path; image left out',
    'Product 2 "Bad link" skipped: its link "javascript:window.__pwned=1" is not an http(s) URL',
  ]);
});
