import { readFile } from "node:fs/promises";
import { expect, test } from "vitest";
import { sanitize } from "#app/markdown/index.server.ts";
import { previewModel } from "#server/back-office/editor/preview/preview-model.ts";
import {
  productImagePaths,
  withProductImages,
  PENDING_IMAGE,
} from "#server/back-office/editor/preview/preview-images.ts";

const files = {
  links: await readFile("content/links.json", "utf8"),
  site: '{ "affiliateDisclosure": "Links here may pay us." }',
};

test("a post entry is the site's page: its header, cards with go: links, FAQ and disclosure", async () => {
  const body = await readFile("content/blogs/insights/negotiating.md", "utf8");
  const fields = { type: "blog", url: "/insights/negotiating", title: "Negotiating", body };
  const { page, content, site } = previewModel(fields, files, sanitize);
  expect(page.layout).toBe("post");
  expect(content?.headerHtml).toContain("<h1");
  expect(content?.headerHtml).toContain("Negotiating for a premium domain");
  const card = content?.parts.find((part) => part.kind === "product");
  expect(card?.kind === "product" && card.product.link).toMatch(/^\/go\/dan-negotiating\?/);
  expect(content?.faq.map((item) => item.question)).toContain(
    "Is it rude to make a low first offer?",
  );
  expect(content?.disclosureAt).toBeTypeOf("number");
  expect(site.affiliateDisclosure).toBe("Links here may pay us.");
  expect(content?.parts.some((part) => part.kind === "text" && part.html.includes("PRODUCT"))).toBe(
    false,
  );
});

test("the layout follows the entry's type; a new, empty entry is an empty page", () => {
  const faq = previewModel({ type: "superfaq", url: "/qahub/x/y", body: "" }, files, sanitize);
  expect(faq.page.layout).toBe("faq");
  const empty = previewModel({}, {}, sanitize);
  expect(empty.page).toMatchObject({ layout: "generic", path: "/" });
  expect(empty.content?.parts.every((part) => part.kind === "text")).toBe(true);
});

test("product photos read through the back office replace their paths, everywhere a card is", async () => {
  const body = await readFile("content/blogs/insights/negotiating.md", "utf8");
  const { content } = previewModel(
    { type: "blog", url: "/insights/negotiating", body },
    files,
    sanitize,
  );
  if (!content) throw new Error("no content");
  const paths = productImagePaths(content);
  expect(paths).toContain("/assets/content/images/products/dan.svg");
  const urls = new Map(paths.map((path) => [path, `data:,${path}`]));
  const swapped = withProductImages(content, urls);
  expect(productImagePaths(swapped).every((path) => path.startsWith("data:,"))).toBe(true);
  expect(swapped.faq.find((item) => item.product)?.product?.imageUrl).toMatch(/^data:,/);
  // Not read yet: an empty image, not the path (the back office has no /assets/: a 404).
  expect(productImagePaths(withProductImages(content, new Map()))).toEqual([PENDING_IMAGE]);
});
