/**
 * Content written as a new author would: code right beside a floated product card, a post whose
 * text has no `##` heading but an FAQ, a page without a META block.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, waitForHydration } from "#tests/support/fixtures.ts";

const PRODUCT = `<!-- PRODUCTS
START PRODUCT
title="Card Beside Code" imageUrl="namecheap.svg" link="https://www.namecheap.com/?aff=1"
description="A card with code next to it." price="$1" floatDirection="right"
END PRODUCT
-->`;

test("a code block beside a floated product card leaves every part of the card clickable", async ({
  page,
  addPage,
}) => {
  const code = Array.from({ length: 14 }, (_, i) => `const line${i} = "${"x".repeat(60)}";`);
  await addPage({
    type: "blog",
    url: "/insights/code-beside-card",
    markdown: `${PRODUCT}\n\nIntro.\n\n<!-- INSERT PRODUCT -->\n\n\`\`\`ts\n${code.join("\n")}\n\`\`\`\n\nAfter.\n`,
  });
  await page.goto("/insights/code-beside-card");
  await waitForHydration(page);
  const card = page.getByRole("complementary", { name: "Card Beside Code" });
  const copy = page.getByRole("button", { name: "Copy", exact: true });
  await expect(copy).toBeVisible();

  const box = await card.boundingBox();
  if (!box) throw new Error("no card box");
  // Every point of a grid over the card hits the card, not the code block drawn beside it.
  const misses = await card.evaluate((element, { x, y, width, height }) => {
    const missed: string[] = [];
    for (let i = 1; i < 10; i++) {
      for (let j = 1; j < 10; j++) {
        const px = x + (width * i) / 10;
        const py = y + (height * j) / 10;
        const hit = document.elementFromPoint(px, py);
        if (hit && !element.contains(hit)) missed.push(`${Math.round(px)},${Math.round(py)}`);
      }
    }
    return missed;
  }, box);
  expect(misses).toEqual([]);

  const copyBox = await copy.boundingBox();
  if (!copyBox) throw new Error("no copy box");
  const overlaps =
    copyBox.x < box.x + box.width &&
    copyBox.x + copyBox.width > box.x &&
    copyBox.y < box.y + box.height &&
    copyBox.y + copyBox.height > box.y;
  expect(overlaps, "the Copy button sits on the card").toBe(false);
  await page.screenshot({ path: test.info().outputPath("code-beside-card.png"), fullPage: true });
});

test("FAQ questions nest under a heading of their own on a post without ## headings", async ({
  page,
  addPage,
}) => {
  await addPage({
    type: "blog",
    url: "/insights/faq-no-headings",
    markdown:
      "Just a paragraph, no headings.\n\n<!-- FAQ\nQ: Is this nested?\nA: Yes.\n-->\n\n<!-- INSERT FAQ -->\n",
  });
  await page.goto("/insights/faq-no-headings");
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "Frequently asked questions" });
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Frequently asked questions");
  await expect(section.getByRole("heading", { level: 3, name: "Is this nested?" })).toBeVisible();
  const results = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("a page without a META block is described by its first paragraph", async ({
  page,
  addPage,
}) => {
  await addPage({
    type: "blog",
    url: "/insights/no-meta-block",
    markdown:
      "Short names are **scarce**, so they cost more than long ones.\n\n## Later\n\nMore.\n",
  });
  await page.goto("/insights/no-meta-block");
  await waitForHydration(page);
  const expected = "Short names are scarce, so they cost more than long ones.";
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", expected);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    "content",
    expected,
  );
  await expect(page.locator('meta[name="twitter:description"]')).toHaveAttribute(
    "content",
    expected,
  );
});
