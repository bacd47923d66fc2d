import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/fixtures.ts";

const mainWidth = (page: Page) =>
  page.getByRole("main").evaluate((main) => main.getBoundingClientRect().width);
const readingSize = (page: Page) =>
  page
    .locator(".prose")
    .first()
    .evaluate((prose) => getComputedStyle(prose).fontSize);

test("the layout is at most 1200 px wide, and 1400 px from 1600 px wide windows @desktop", async ({
  page,
}) => {
  await page.goto("/privacy");
  expect(await mainWidth(page)).toBeLessThanOrEqual(1200);
  await page.setViewportSize({ width: 1599, height: 900 });
  expect(await mainWidth(page)).toBe(1200);
  await page.setViewportSize({ width: 1600, height: 900 });
  expect(await mainWidth(page)).toBe(1400);
});

test("text reads larger from 1200 px wide windows @desktop", async ({ page }) => {
  await page.goto("/privacy");
  await page.setViewportSize({ width: 1199, height: 900 });
  expect(await readingSize(page)).toBe("18px");
  await page.setViewportSize({ width: 1200, height: 900 });
  expect(await readingSize(page)).toBe("19px");
});

test("on a phone the page never scrolls sideways @phone", async ({ page }) => {
  for (const path of ["/", "/insights/short-names", "/qahub/buying/escrow", "/blogs"]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
