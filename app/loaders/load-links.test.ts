import { expect, test } from "vitest";
import { loadPage, pageMarkdownRenderer, type ContentSource } from "#app/loaders/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";

const MANIFEST = JSON.stringify([
  { type: "blog", status: "done", url: "/insights/deal", title: "Deal" },
]);
const POST = `Intro with [a deal](go:namecheap).

<!-- INSERT PRODUCT -->

More.

<!-- PRODUCTS
START PRODUCT
title="Namecheap" link="go:namecheap" price="$6" priceDate="2026-11-01"
END PRODUCT
-->
`;

function sourceWith(files: Record<string, string>): ContentSource {
  return {
    readText: async (path) => {
      const text = files[path.replace(/^assets\/content\//, "")];
      if (text === undefined) throw new Error(`404 ${path}`);
      return text;
    },
    renderMarkdown: pageMarkdownRenderer(sanitize),
    baseUrl: "http://localhost:3000",
    log: { error: () => undefined, warn: () => undefined },
  };
}

async function load(files: Record<string, string>) {
  const result = await loadPage("/insights/deal", sourceWith(files));
  if (!result.found || !result.model.content) throw new Error("no page");
  return result.model;
}

test("with a registry, go: links resolve; a go: link above the first card puts the disclosure above the text", async () => {
  const links = JSON.stringify([{ slug: "namecheap", url: "https://www.namecheap.com/" }]);
  const model = await load({
    "content-manifest.json": MANIFEST,
    "blogs/insights/deal.md": POST,
    "links.json": links,
  });
  const content = model.content!;
  expect(content.parts.map((part) => part.kind)).toEqual(["text", "product", "text"]);
  expect(content.disclosureAt).toBe(0);
  expect(content.parts[1]).toMatchObject({
    product: { link: "/go/namecheap?page=%2Finsights%2Fdeal&placement=card-1" },
  });
  expect(model.messages).toEqual([]);
});

test("a missing links.json is an empty registry: go: products are skipped with an error", async () => {
  const model = await load({ "content-manifest.json": MANIFEST, "blogs/insights/deal.md": POST });
  const content = model.content!;
  expect(content.parts.map((part) => part.kind)).toEqual(["text"]);
  expect(content.parts[0]).toMatchObject({ html: expect.stringContaining("<a>a deal</a>") });
  expect(content.disclosureAt).toBeUndefined();
  expect(model.messages.map((message) => message.text)).toContain(
    'Product 1 "Namecheap" skipped: the link go:namecheap is not in links.json',
  );
});

test("an invalid links.json is logged and read as empty; the page still renders", async () => {
  const model = await load({
    "content-manifest.json": MANIFEST,
    "blogs/insights/deal.md": POST,
    "links.json": "[{ broken",
  });
  expect(model.content!.parts[0]).toMatchObject({ kind: "text" });
  expect(model.messages[0]?.text).toMatch(/^links\.json is not JSON/);
});

test("the registry parsed for one page is not kept past a change to links.json", async () => {
  const registry = (slug: string) => JSON.stringify([{ slug, url: "https://www.namecheap.com/" }]);
  const files = { "content-manifest.json": MANIFEST, "blogs/insights/deal.md": POST };
  const kinds = async (links: string) =>
    (await load({ ...files, "links.json": links })).content!.parts.map((part) => part.kind);
  expect(await kinds(registry("namecheap"))).toEqual(["text", "product", "text"]);
  expect(await kinds(registry("namecheap"))).toEqual(["text", "product", "text"]);
  // The slug is gone: the product card goes with it, and its problem is reported again.
  expect(await kinds(registry("porkbun"))).toEqual(["text"]);
  const broken = await load({ ...files, "links.json": "[{ broken" });
  expect(broken.messages[0]?.text).toMatch(/^links\.json is not JSON/);
  const again = await load({ ...files, "links.json": "[{ broken" });
  expect(again.messages[0]?.text).toMatch(/^links\.json is not JSON/);
});
