import { expect, test, waitForHydration } from "#tests/support/fixtures.ts";
import { FIRST_LABELS, MORE_LINK_LABELS } from "#tests/support/share-fixtures.ts";

test("the share bar shows facebook, x and copy; the expander reveals the rest and hides them again", async ({
  page,
}) => {
  await page.goto("/insights/short-names");
  await waitForHydration(page);
  const bar = page.getByRole("complementary", { name: "Share this page" });
  for (const name of FIRST_LABELS) await expect(bar.getByRole("link", { name })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Copy link" })).toBeVisible();
  const more = bar.getByRole("button", { name: "Show more share buttons" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(bar.getByRole("link", { name: "Share on LinkedIn" })).toBeHidden();

  await more.click();
  const less = bar.getByRole("button", { name: "Show less share buttons" });
  await expect(less).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await less.getAttribute("aria-controls")}`);
  for (const name of MORE_LINK_LABELS)
    await expect(panel.getByRole("link", { name })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Print this page" })).toBeVisible();

  await less.click();
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();
});

test("Escape closes the expanded share buttons and returns focus to the expander", async ({
  page,
}) => {
  await page.goto("/humor");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Show more share buttons" }).click();
  await page.getByRole("link", { name: "Share on Reddit" }).focus();
  await page.keyboard.press("Escape");
  const more = page.getByRole("button", { name: "Show more share buttons" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(more).toBeFocused();
});

test("every page ends with named social profile links and a mailto contact link", async ({
  page,
}) => {
  await page.goto("/privacy");
  const social = page.getByRole("navigation", { name: "Social and contact" });
  await expect(social.getByRole("link", { name: "Domain Chronicle on X" })).toHaveAttribute(
    "href",
    "https://x.com/domainchronicle",
  );
  await expect(social.getByRole("link", { name: "Domain Chronicle on Facebook" })).toHaveAttribute(
    "href",
    "https://www.facebook.com/domainchronicle",
  );
  await expect(social.getByRole("link", { name: "Domain Chronicle on LinkedIn" })).toBeVisible();
  await expect(social.getByRole("link", { name: "Email Domain Chronicle" })).toHaveAttribute(
    "href",
    "mailto:hello@domainchronicle.example",
  );
  // Below the page's content, just above the footer.
  const socialBox = await social.boundingBox();
  const mainBox = await page.getByRole("main").boundingBox();
  expect(socialBox && mainBox && socialBox.y >= mainBox.y + mainBox.height).toBe(true);
});

test.describe("on a phone @phone", () => {
  test("the share bar sits on the bottom edge and never hides the end of the page", async ({
    page,
  }) => {
    await page.goto("/insights/short-names");
    const bar = page.getByRole("complementary", { name: "Share this page" });
    const viewport = page.viewportSize();
    const box = await bar.boundingBox();
    expect(viewport && box).toBeTruthy();
    if (!viewport || !box) return;
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect(box.height).toBeLessThanOrEqual(64);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = await page.getByRole("contentinfo").boundingBox();
    expect(footer && footer.y + footer.height <= box.y + 1).toBe(true);
  });
});

test.describe("on a desktop @desktop", () => {
  test("the share column sits at the top right, clear of the text", async ({ page }) => {
    await page.goto("/insights/short-names");
    const bar = page.getByRole("complementary", { name: "Share this page" });
    const box = await bar.boundingBox();
    const text = await page.getByRole("article").boundingBox();
    const viewport = page.viewportSize();
    expect(box && text && viewport).toBeTruthy();
    if (!box || !text || !viewport) return;
    expect(box.y).toBeLessThan(40);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(24);
    expect(box.x).toBeGreaterThan(text.x + text.width);
  });
});
