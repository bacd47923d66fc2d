import { expect, test } from "vitest";
import { insertProduct, productsComponent } from "#server/back-office/editor/blocks.ts";
import {
  dataComponent,
  faqComponent,
  goLinkComponent,
  insertFaq,
  metaComponent,
} from "#server/back-office/editor/text-blocks.ts";
import { findBlockSpans, touches } from "./block-spans.ts";

const components = [
  productsComponent(["namecheap"]),
  insertProduct,
  faqComponent,
  insertFaq,
  metaComponent,
  dataComponent,
  goLinkComponent(["namecheap"]),
];

const product = (title: string) =>
  `START PRODUCT\ntitle="${title}"\nlink="https://x.test/"\nEND PRODUCT`;
const products = `<!-- PRODUCTS\n${["Namecheap", "Dan.com", "Sedo", "Afternic"].map(product).join("\n")}\n-->`;
const faq =
  "<!-- FAQ\nQ: Is it safe?\nA: Yes, see [the offer](go:namecheap).\nQ: How long?\nA: A week.\n-->";
const meta = '<!-- META\n{ "title": "Short names", "description": "Why" }\n-->';
const data = "<!-- DATA\nauthor=Ann\ndate=2026-01-02\n-->";
const text = [
  "# Title",
  "",
  "Read [the offer](go:namecheap) at {{baseUrl}}/x.",
  products,
  "<!-- INSERT PRODUCT 3 -->",
  "<!-- INSERT PRODUCT -->",
  faq,
  "<!-- INSERT FAQ -->",
  meta,
  data,
  "<!-- META\n{ broken\n-->",
  "",
].join("\n");

test("every contract block is found where it is written, in text order, with the label its card shows", () => {
  const spans = findBlockSpans(text, components);
  expect(spans.map((span) => [text.slice(span.from, span.to), span.label, span.inline])).toEqual([
    ["[the offer](go:namecheap)", "Affiliate link: the offer → go:namecheap", true],
    ["{{baseUrl}}", "Site address ({{baseUrl}})", true],
    [products, "Products block: 4 products — Namecheap, Dan.com, Sedo, …", false],
    ["<!-- INSERT PRODUCT 3 -->", "Product marker: product 3 shows here", false],
    ["<!-- INSERT PRODUCT -->", "Product marker: the next product shows here", false],
    [faq, "FAQ block: 2 questions — Is it safe?, How long?", false],
    ["<!-- INSERT FAQ -->", "FAQ marker: the FAQ shows here", false],
    [meta, "Meta block: “Short names”", false],
    [data, "Data block: 2 values — author, date", false],
    ["<!-- META\n{ broken\n-->", "Meta block: edit as text (its JSON does not parse)", false],
  ]);
  // The go: link inside the FAQ's answer is the FAQ card's, not a chip of its own.
  expect(spans.filter((span) => span.component?.id === "go-link")).toHaveLength(1);
  // A card opens its form with the block read as the form reads it.
  expect(spans[2]?.data).toMatchObject({ products: [{ title: "Namecheap" }, {}, {}, {}] });
  expect(spans.at(-1)?.unreadable).toBe("its JSON does not parse");
});

test("empty blocks say so; a text without blocks has no cards", () => {
  const empty = "<!-- PRODUCTS\n-->\n<!-- FAQ\nto write\n-->\n<!-- DATA\n-->\n<!-- META\n{}\n-->";
  expect(findBlockSpans(empty, components).map((span) => span.label)).toEqual([
    "Products block: no products",
    "FAQ block: no questions",
    "Data block: no values",
    "Meta block: 0 values",
  ]);
  expect(findBlockSpans("Just words, [a link](https://x.test/).\n", components)).toEqual([]);
});

test("a cursor or selection touching a block, its ends included, shows it as text", () => {
  const [span] = findBlockSpans("ab <!-- INSERT FAQ --> cd", components);
  if (span === undefined) throw new Error("no span");
  expect([span.from, span.to]).toEqual([3, 22]);
  expect(touches(span, 3, 3)).toBe(true);
  expect(touches(span, 22, 22)).toBe(true);
  expect(touches(span, 0, 10)).toBe(true);
  expect(touches(span, 2, 2)).toBe(false);
  expect(touches(span, 23, 25)).toBe(false);
});
