import { expect, test } from "vitest";
import { analyzeMarkdown } from "#app/analysis/index.ts";
import { findLinkUses } from "./link-uses.ts";

test("product links and text go: links are found with their offsets; code is ignored", () => {
  const markdown = [
    "Try [Namecheap](go:namecheap) or `[not](go:code)`.", // 0
    "",
    "| a |",
    "|---|",
    "| [cell](go:in-table) |",
    "",
    "- [item](go:in-list)",
    "",
    "[ref]: go:by-reference",
    "Read [this][ref].",
    "",
    "<!-- PRODUCTS",
    'START PRODUCT title="A" link="go:sedo" END PRODUCT',
    'START PRODUCT title="B" link="https://merchant.example/x" END PRODUCT',
    "-->",
  ].join("\n");
  const uses = findLinkUses(analyzeMarkdown(markdown, "post"));
  const describe = uses.map((use) =>
    use.kind === "go"
      ? `go:${use.slug}@${markdown.slice(use.offset).startsWith(`go:${use.slug}`) || markdown.slice(use.offset).startsWith("link")}`
      : `url:${use.url}`,
  );
  expect(describe).toEqual([
    "go:namecheap@true",
    "go:in-table@true",
    "go:in-list@true",
    "go:by-reference@true",
    "go:sedo@true",
    "url:https://merchant.example/x",
  ]);
  const product = uses.find((use) => use.kind === "go" && use.slug === "sedo");
  expect(product).toMatchObject({ inProduct: true });
});
