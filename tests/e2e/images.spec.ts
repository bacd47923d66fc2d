import { copyFile, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "#tests/support/fixtures.ts";

/**
 * Photos as a visitor gets them: the build's AVIF variant at the size the screen needs, in a
 * box reserved before the image arrives, and the original for images the build never saw.
 */
const POST = "/insights/domain-valuation";
const HERO = "A stack of coins beside a tablet showing a rising price chart";
const VARIANT = /\/assets\/img\/[a-z0-9-]+-(\d+)w-[0-9a-f]{12}\.avif$/;

async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function loadedSource(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.currentSrc);
}

test("the post's photo and product photos load as AVIF at the screen's size, and nothing moves", async ({
  page,
}) => {
  await recordLayoutShifts(page);
  await page.goto(POST);
  await waitForHydration(page);
  const density = await page.evaluate(() => window.devicePixelRatio);

  const hero = page.getByRole("img", { name: HERO });
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  const heroWidth = Number(VARIANT.exec(await loadedSource(hero))?.[1]);
  const heroBox = await hero.boundingBox();
  // The smallest variant that is sharp on this screen (or the largest there is).
  expect(heroWidth).toBeGreaterThanOrEqual(Math.min((heroBox?.width ?? 0) * density, 1800));
  expect(heroBox && heroBox.width / heroBox.height).toBeCloseTo(1.5, 1);

  const card = page.getByRole("complementary", { name: "Sedo domain appraisal" }).first();
  const product = card.getByRole("img", { name: "An appraisal report with a red seal" });
  await expect(product).toHaveAttribute("loading", "lazy");
  const productSource = await loadedSource(product);
  expect(Number(VARIANT.exec(productSource)?.[1])).toBe(density > 1 ? 480 : 240);
  expect((await product.boundingBox())?.height).toBe(180);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(shifts).toEqual([]);
});

test("a page reached by client-side navigation uses the build's variants too", async ({ page }) => {
  await page.goto("/blogs");
  await waitForHydration(page);
  await page
    .getByRole("link", { name: "How to Value a Domain Name Without Fooling Yourself" })
    .click();
  await expect(page).toHaveURL(POST);
  expect(await loadedSource(page.getByRole("img", { name: HERO }))).toMatch(VARIANT);
});

test("a photo published after the build is served as uploaded, in the card's fixed 180 px box", async ({
  page,
  addPage,
  contentDir,
}, testInfo) => {
  const name = `late-${testInfo.project.name}.jpg`;
  const file = path.join(contentDir, "images", "products", name);
  await mkdir(path.dirname(file), { recursive: true });
  await copyFile("content/images/products/lease-keys.jpg", file);
  try {
    await addPage({
      type: "blog",
      url: `/insights/late-photo-${testInfo.project.name}`,
      markdown: `# Late photo\n\n![Keys in the text](/assets/content/images/products/${name})\n\n<!-- INSERT PRODUCT -->\n\n<!-- PRODUCTS\nSTART PRODUCT\ntitle="Late keys" imageUrl="${name}" link="https://example.com/" alt="Late keys photo"\nEND PRODUCT\n-->\n`,
    });
    await page.goto(`/insights/late-photo-${testInfo.project.name}`);
    const product = page.getByRole("img", { name: "Late keys photo" });
    expect(await loadedSource(product)).toMatch(
      new RegExp(`/assets/content/images/products/${name}$`),
    );
    expect((await product.boundingBox())?.height).toBe(180);
    const text = page.getByRole("img", { name: "Keys in the text" });
    expect(await loadedSource(text)).toMatch(new RegExp(`${name}$`));
  } finally {
    await rm(file, { force: true });
  }
});
