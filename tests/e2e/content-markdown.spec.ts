import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "#tests/support/fixtures.ts";

const MARKDOWN = `---
title: Markdown fidelity post
description: Front matter, task lists and footnotes.
author: Jane Doe
---
# Markdown fidelity post

By {{author}}. Write \`<!-- INSERT PRODUCT -->\` where the card goes.

- [x] Buy the name
- [ ] Build the site

Fees rise after a year.[^fees]

<!-- INSERT PRODUCT -->

[^fees]: Check the renewal price before you buy.

<!-- PRODUCTS
START PRODUCT title="Fidelity Registrar" link="https://registrar.example/" END PRODUCT
-->
`;

test("a post with front matter, a marker shown in code, a task list and a footnote reads as written", async ({
  page,
  addPage,
}) => {
  await addPage({
    type: "blog",
    url: "/insights/fidelity",
    title: "Manifest title",
    markdown: MARKDOWN,
  });
  await page.goto("/insights/fidelity");
  await expect(
    page.getByRole("heading", { level: 1, name: "Markdown fidelity post" }),
  ).toBeVisible();
  // The front matter is the page's metadata, not text.
  await expect(page).toHaveTitle(/Markdown fidelity post/);
  await expect(page.getByText("description: Front matter")).toHaveCount(0);
  await expect(page.getByText("By Jane Doe.")).toBeVisible();

  // The marker in inline code is shown; only the real one places the card.
  await expect(page.getByText("<!-- INSERT PRODUCT -->")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Fidelity Registrar" })).toHaveCount(1);

  const boxes = page.getByRole("checkbox", { name: "Done" });
  await expect(boxes).toHaveCount(2);
  await expect(boxes.first()).toBeChecked();
  await expect(boxes.last()).not.toBeChecked();
  await expect(boxes.first()).toBeDisabled();
  await expect(boxes.last()).toBeDisabled();

  // Boxes, the footnote list and its links pass axe-core like every other page.
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await page.getByRole("link", { name: "1", exact: true }).click();
  await expect(page).toHaveURL(/#footnote-fees$/);
  await expect(page.getByText("Check the renewal price before you buy.")).toBeInViewport();
  await page.getByRole("link", { name: "Back to reference fees" }).click();
  await expect(page).toHaveURL(/#footnote-ref-fees$/);
});
