/**
 * The editor components write exactly the contract's syntax: what they write, the site's own
 * analysis reads back as the form held it; every block of the demo content reads into a form
 * and writes back to a block the site reads the same way.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { analyzeMarkdown } from "#app/analysis/index.ts";
import { readLinkRegistry } from "#app/affiliate/index.ts";
import { insertProduct, productsComponent, type EditorComponent } from "./blocks.ts";
import {
  dataComponent,
  faqComponent,
  goLinkComponent,
  insertFaq,
  metaComponent,
} from "./text-blocks.ts";

const links = readLinkRegistry(JSON.parse(readFileSync("content/links.json", "utf8")));
const products = productsComponent(["namecheap-brandable-names"]);
const analyze = (text: string) => analyzeMarkdown(text, "post", links);

test("a products block from the form is read by the site as the form held it", () => {
  const block = products.toBlock({
    products: [
      {
        title: 'The "Best" Registrar',
        imageUrl: "namecheap.svg",
        goLink: "go:namecheap-brandable-names",
        price: "$6.49",
        floatDirection: "left",
      },
      { title: "Plain", link: "https://example.com/?a=1", description: "Two\\three" },
    ],
  });
  expect(block).toBe(
    '<!-- PRODUCTS\nSTART PRODUCT\ntitle="The \\"Best\\" Registrar"\nimageUrl="namecheap.svg"\nlink="go:namecheap-brandable-names"\nprice="$6.49"\nfloatDirection="left"\nEND PRODUCT\nSTART PRODUCT\ntitle="Plain"\nlink="https://example.com/?a=1"\ndescription="Two\\\\three"\nEND PRODUCT\n-->',
  );
  const analyzed = analyze(
    `# Post\n\n${block}\n\nText.\n\n${insertProduct.toBlock({ number: 2 })}\n`,
  );
  expect(analyzed.problems.filter((problem) => problem.severity === "error")).toEqual([]);
  expect(analyzed.products.map((product) => [product.title, product.floatDirection])).toEqual([
    ['The "Best" Registrar', "left"],
    ["Plain", "right"],
  ]);
  expect(analyzed.products[1]?.description).toBe("Two\\three");
  const match = block.match(products.pattern);
  expect(products.toBlock(formData(products, match!))).toBe(block);
});

test("every products block of the demo content reads into the form and writes back to the same products", () => {
  const files = readdirSync("content", { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".md"),
  );
  let blocks = 0;
  for (const file of files) {
    const text = readFileSync(path.join("content", file), "utf8");
    const match = /<!--\s*PRODUCTS\b[\s\S]*?-->/i.exec(text);
    if (!match) continue;
    blocks++;
    const rewritten = products.toBlock(formData(products, match[0].match(products.pattern)!));
    const before = analyze(text).products;
    const after = analyze(text.replace(match[0], rewritten)).products;
    expect(after, file).toEqual(before.map((product) => ({ ...product })));
  }
  expect(blocks).toBeGreaterThan(5);
});

test("the FAQ block, its marker, the meta and data blocks and a go: link are read by the site", () => {
  const faq = faqComponent.toBlock({
    items: [
      {
        question: "What makes a domain premium?",
        answer: "Length.\nAnd a **.com** ending.",
        product: 1,
      },
      { question: "Can I negotiate?", answer: "Usually." },
    ],
  });
  expect(faq).toBe(
    "<!-- FAQ\nQ: What makes a domain premium?\nA: Length.\n   And a **.com** ending.\nPRODUCT: 1\nQ: Can I negotiate?\nA: Usually.\n-->",
  );
  expect(faqComponent.toBlock(formData(faqComponent, faq.match(faqComponent.pattern)!))).toBe(faq);
  const meta = metaComponent.toBlock({
    title: "T",
    description: "D",
    ogImage: "/assets/content/images/og/x.png",
    keywords: "",
  });
  const data = dataComponent.toBlock({
    values: [
      { key: "author", value: "Jane Doe" },
      { key: "date", value: "2024-05-01" },
    ],
  });
  const go = goLinkComponent(["namecheap-brandable-names"]).toBlock({
    text: "the offer",
    link: "go:namecheap-brandable-names",
  });
  const page = `${meta}\n${data}\n${products.toBlock({ products: [{ title: "N", goLink: "go:namecheap-brandable-names" }] })}\n${faq}\n\n# T\n\nBy {{author}}: ${go}.\n\n${insertFaq.toBlock({})}\n`;
  const analyzed = analyze(page);
  expect(analyzed.problems.filter((problem) => problem.severity === "error")).toEqual([]);
  expect(analyzed.metaBlock).toMatchObject({
    title: "T",
    description: "D",
    ogImage: "/assets/content/images/og/x.png",
  });
  expect(analyzed.data).toMatchObject({ author: "Jane Doe", date: "2024-05-01" });
  expect(analyzed.faq.map((item) => [item.question, item.answer, item.product?.title])).toEqual([
    ["What makes a domain premium?", "Length.\nAnd a **.com** ending.", "N"],
    ["Can I negotiate?", "Usually.", undefined],
  ]);
  expect(analyzed.links.map((link) => link.url)).toContain("go:namecheap-brandable-names");
  expect(insertProduct.toBlock({})).toBe("<!-- INSERT PRODUCT -->");
  expect(
    insertProduct.fromBlock("<!-- INSERT PRODUCT 3 -->".match(insertProduct.pattern)!),
  ).toEqual({ number: 3 });
});

/** A block's form data; a block its form cannot hold fails the test with the reason. */
function formData(component: EditorComponent, match: RegExpMatchArray): Record<string, unknown> {
  const data = component.fromBlock(match);
  if (typeof data === "string") throw new Error(`${component.id}: ${data}`);
  return data;
}

test("a meta block its form cannot hold is not read into it: its JSON broken, or keys the form lacks", () => {
  const read = (block: string) => metaComponent.fromBlock(block.match(metaComponent.pattern)!);
  expect(read('<!-- META\n{ "title": "T",\n-->')).toBe("its JSON does not parse");
  expect(read('<!-- META\n["T"]\n-->')).toBe("it is not a JSON object");
  expect(read('<!-- META\n{ "title": "T", "robots": "noindex" }\n-->')).toBe(
    "the form has no field for robots",
  );
  expect(read('<!-- META\n{ "title": "T" }\n-->')).toEqual({ title: "T" });
});
