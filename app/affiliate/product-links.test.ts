import { expect, test } from "vitest";
import { parseProductsBlock } from "#app/analysis/index.ts";
import { AFFILIATE_REL, parseLinkRegistry } from "#app/affiliate/index.ts";

const registry = parseLinkRegistry(
  JSON.stringify([
    { slug: "namecheap", url: "https://www.namecheap.com/?aff=1" },
    { slug: "book", url: "https://www.amazon.com/dp/B0", cloak: false },
  ]),
);

const block = (link: string, extra = "") =>
  `START PRODUCT\ntitle="A" link="${link}" price="$1" ${extra}\nEND PRODUCT\n`;

test("a product's go: link becomes /go/{slug}, or the merchant url when not cloaked", () => {
  const cloaked = parseProductsBlock(block("go:namecheap"), 0, registry);
  expect(cloaked.products[0]?.link).toBe("/go/namecheap");
  const plain = parseProductsBlock(block("go:book"), 0, registry);
  expect(plain.products[0]?.link).toBe("https://www.amazon.com/dp/B0");
  expect(AFFILIATE_REL).toBe("sponsored nofollow noopener");
});

test("a product whose go: slug is unknown is skipped with an error at the product", () => {
  const parsed = parseProductsBlock(`\n${block("go:gone")}`, 10, registry);
  expect(parsed.products).toEqual([]);
  expect(parsed.problems).toEqual([
    {
      severity: "error",
      message: 'Product 1 "A" skipped: the link go:gone is not in links.json',
      offset: 11,
    },
  ]);
});

test("priceDate is kept when it is a date and warned about (and dropped) when not", () => {
  const dated = parseProductsBlock(block("go:namecheap", 'priceDate="2026-11-01"'), 0, registry);
  expect(dated.products[0]?.priceDate).toBe("2026-11-01");
  const bad = parseProductsBlock(block("go:namecheap", 'priceDate="yesterday"'), 0, registry);
  expect(bad.products[0]?.priceDate).toBe("");
  expect(bad.problems[0]?.message).toBe(
    'Product 1 "A": priceDate "yesterday" is not a date (YYYY-MM-DD)',
  );
});
