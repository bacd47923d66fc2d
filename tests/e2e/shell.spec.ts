import { expect, test, waitForHydration } from "#tests/support/fixtures.ts";

const TAGLINE = "Premium Domains, Branding Tips, and Funny Domain Fails";

test("the header shows the site title linking home, the tagline and the Blogs link", async ({
  page,
}) => {
  await page.goto("/privacy");
  const banner = page.getByRole("banner");
  await expect(banner.getByText(TAGLINE, { exact: true })).toBeVisible();
  await banner.getByRole("link", { name: "Domain Chronicle" }).click();
  await expect(page).toHaveURL("/");
});

test("the footer links to the affiliate disclosure and privacy policy, with a 2024 copyright", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("© 2024");
  await footer.getByRole("link", { name: "Affiliate" }).click();
  await expect(page).toHaveURL("/affiliate");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy");
});

test.describe("at desktop width @desktop", () => {
  test("the menu is inline and has no hamburger", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blogs" })
      .click();
    await expect(page).toHaveURL("/blogs");
  });
});

test.describe("at phone width @phone", () => {
  test("the hamburger opens and closes the vertical menu", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    const blogs = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blogs" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(blogs).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(blogs).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(blogs).toBeHidden();
  });

  test("the open menu closes when the window grows wider than 768 px", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.setViewportSize({ width: 769, height: 800 });
    // The browser tells the page of a media change at its next frame: wait for it, as a window
    // dragged wider and back would be wide for frames, not for no time at all. (The wide header
    // hides the button.)
    await expect(page.getByRole("button", { name: "Menu", includeHidden: true })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blogs" }),
    ).toBeHidden();
  });

  test("following the menu link navigates and closes the menu", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blogs" })
      .click();
    await expect(page).toHaveURL("/blogs");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu shows inline instead of a hamburger that could not open", async ({ page }) => {
      await page.goto("/");
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blogs" }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    });
  });

  test("Escape closes the menu", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
