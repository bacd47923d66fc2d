import { expect, test } from "vitest";
import { scanBlocks } from "./blocks.ts";
import { readFixture } from "#app/analysis/fixtures/read-fixture.ts";
import { locateProductAttribute, parseProductsBlock } from "./products-block.ts";

function parseFixture(name: string) {
  const markdown = readFixture(name);
  const block = scanBlocks(markdown).blocks.find((item) => item.name === "PRODUCTS");
  if (!block) throw new Error(`${name} has no PRODUCTS block`);
  return { markdown, ...parseProductsBlock(block.body, block.bodyOffset) };
}

test('attributes on many lines or one line, with \\" for a quote, make products in block order', () => {
  const { products, count, problems } = parseFixture("products.md");
  expect(problems).toEqual([]);
  expect(count).toBe(3);
  expect(products[0]).toEqual({
    number: 1,
    title: "Namecheap .com Registration",
    imageUrl: "/assets/content/images/products/namecheap.webp",
    link: "https://www.namecheap.com/?aff=12345",
    description: "Cheap first-year .com with free privacy.",
    price: "$6.49",
    hoverLabel: "See today's price",
    alt: "Namecheap logo",
    floatDirection: "left",
    priceDate: "",
  });
  expect(products[1]).toMatchObject({
    number: 2,
    title: 'Sedo "Premium" Listing',
    price: "from $99",
    description: "",
    hoverLabel: "",
  });
});

test("floatDirection defaults to right; alt defaults to the title", () => {
  const { products } = parseFixture("products.md");
  expect(products.map((product) => product.floatDirection)).toEqual(["left", "right", "right"]);
  expect(products[1]?.alt).toBe('Sedo "Premium" Listing');
});

test("an image path starting with / or an http(s) URL is kept; a bare name goes under the product images", () => {
  const { products } = parseFixture("products.md");
  expect(products.map((product) => product.imageUrl)).toEqual([
    "/assets/content/images/products/namecheap.webp",
    "/assets/content/images/sedo.webp",
    "https://cdn.example/x.png",
  ]);
});

test("products without title or link, or with a non-http link, are skipped and reported; numbers stay", () => {
  const { markdown, products, count, problems } = parseFixture("products-malformed.md");
  expect(count).toBe(6);
  expect(products.map((product) => [product.number, product.title])).toEqual([
    [4, "Data image"],
    [5, "Odd"],
    [6, "Unfinished"],
  ]);
  const errors = problems.filter((problem) => problem.severity === "error");
  expect(errors.map((problem) => problem.message)).toEqual([
    "Product 1 skipped: it has no title",
    'Product 2 "No link" skipped: it has no link',
    'Product 3 "Script link" skipped: its link "javascript:alert(1)" is not an http(s) URL',
    'Product 4 "Data image": imageUrl "data:image/svg+xml,<svg onload=alert(1)>" is not an http(s) URL or path; image left out',
  ]);
  expect(errors[0]?.offset).toBe(markdown.indexOf("START PRODUCT"));
  expect(products[0]?.imageUrl).toBe("");
});

test("unknown attributes, unknown floatDirection, stray text and a missing END PRODUCT are warnings", () => {
  const { markdown, products, problems } = parseFixture("products-malformed.md");
  const warnings = problems.filter((problem) => problem.severity === "warning");
  expect(warnings.map((problem) => problem.message)).toEqual([
    'product 5: unknown attribute "colour" ignored',
    'unreadable text "stray" in the products block: attributes are name="value"',
    'unreadable text "words" in the products block: attributes are name="value"',
    "product 6 has no END PRODUCT",
    'Product 5 "Odd": floatDirection "center" is not left or right; using right',
  ]);
  expect(warnings[0]?.offset).toBe(markdown.indexOf('colour="red"'));
  expect(products.find((product) => product.title === "Odd")?.floatDirection).toBe("right");
});

test("every entry keeps its attributes as written, usable or not, each where its name is written", () => {
  const body = `
START PRODUCT title="A" link="go:a" link="https://a.example/" alt="say \\"hi\\"" END PRODUCT
START PRODUCT imageUrl="b.jpg" END PRODUCT`;
  const { entries, products } = parseProductsBlock(body, 100);
  expect(products.map((product) => product.number)).toEqual([1]);
  expect(entries[0]?.written.map(({ name, value }) => `${name}=${value}`)).toEqual([
    "title=A",
    "link=go:a",
    "link=https://a.example/",
    'alt=say "hi"',
  ]);
  const at = (offset: number) => body.slice(offset - 100, offset - 100 + 8);
  expect(at(locateProductAttribute(entries, 1, "link").offset)).toBe('link="go');
  expect(at(locateProductAttribute(entries, 2, "imageUrl").offset)).toBe("imageUrl");
  // Not written: the entry's START PRODUCT; no such entry: 0.
  expect(locateProductAttribute(entries, 2, "alt")).toEqual({
    offset: entries[1]?.offset,
    value: undefined,
  });
  expect(locateProductAttribute(entries, 3, "alt")).toEqual({ offset: 0, value: undefined });
});
