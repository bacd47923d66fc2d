import { expect, test, waitForHydration, readPartOrder } from "#tests/support/fixtures.ts";
import { GENERIC_MARKDOWN, POST_MARKDOWN } from "#tests/support/content-pages.ts";

test("a blog post shows its text with product cards between the segments and the FAQ at its marker", async ({
  page,
  addPage,
}) => {
  await addPage({
    type: "blog",
    url: "/insights/engine-post",
    title: "Engine test post",
    markdown: POST_MARKDOWN,
  });
  await page.goto("/insights/engine-post");
  await expect(page.getByRole("heading", { level: 1, name: "Engine test post" })).toBeVisible();
  await expect(page).toHaveTitle(/Engine test post/);

  const left = page.getByRole("complementary", { name: "Left Registrar" });
  const right = page.getByRole("complementary", { name: "Right Registrar" });
  await expect(left).toContainText("$6.49");
  const link = left.getByRole("link");
  await expect(link).toHaveAttribute("href", "https://left.example/?aff=1");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "sponsored nofollow noopener");
  const image = left.getByRole("img", { name: "Left logo" });
  await expect(image).toHaveAttribute("src", "/assets/content/images/products/namecheap.svg");
  await expect(image).toHaveAttribute("width", "250");
  await expect(image).toHaveAttribute("height", "180");
  await expect(image).toHaveAttribute("loading", "lazy");

  // Cards follow the text before their marker, in order.
  const order = await readPartOrder(page);
  expect(order).toEqual([
    "text",
    "Affiliate disclosure",
    "Left Registrar",
    "text",
    "Right Registrar",
    "text",
    "Frequently asked questions",
    "text",
  ]);

  const viewport = page.viewportSize();
  const leftBox = await left.boundingBox();
  const rightBox = await right.boundingBox();
  if (!leftBox || !rightBox || !viewport) throw new Error("cards are not laid out");
  if (viewport.width >= 768) {
    expect(leftBox.width).toBe(250);
    expect(await left.evaluate((node) => getComputedStyle(node).float)).toBe("left");
    expect(await right.evaluate((node) => getComputedStyle(node).float)).toBe("right");
  } else {
    expect(await left.evaluate((node) => getComputedStyle(node).float)).toBe("none");
    expect(leftBox.width).toBeGreaterThan(300);
  }
  await page.screenshot({ path: test.info().outputPath("post.png"), fullPage: true });
});

test("a product's hover label shows on mouse hover and on keyboard focus", async ({
  page,
  addPage,
}) => {
  await addPage({ type: "blog", url: "/insights/engine-hover", markdown: POST_MARKDOWN });
  await page.goto("/insights/engine-hover");
  await waitForHydration(page);
  const card = page.getByRole("complementary", { name: "Left Registrar" });
  const label = card.getByText("See today's price");
  await expect(label).toBeHidden();
  await card.getByRole("link").hover();
  await expect(label).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(label).toBeHidden();

  await card.getByRole("link").focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(card.getByRole("link")).toBeFocused();
  await expect(label).toBeVisible();
});

test("the FAQ accordion opens questions, two at once, and closes them; an attached product shows", async ({
  page,
  addPage,
}) => {
  await addPage({ type: "blog", url: "/insights/engine-faq", markdown: POST_MARKDOWN });
  await page.goto("/insights/engine-faq");
  await waitForHydration(page);
  const first = page.getByRole("button", { name: "Which registrar is cheapest?" });
  const second = page.getByRole("button", { name: "Can I move later?" });
  const firstAnswer = page.getByText("The left one, in the first year.");
  const secondAnswer = page.getByText("Yes, after 60 days.");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(first).toContainText("▼");
  await expect(firstAnswer).toBeHidden();

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(first).toContainText("▲");
  await expect(firstAnswer).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Which registrar is cheapest?" })
      .getByRole("link", { name: /Left Registrar/ }),
  ).toBeVisible();

  await second.press("Enter");
  await expect(secondAnswer).toBeVisible();
  await expect(firstAnswer).toBeVisible();

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(firstAnswer).toBeHidden();
  await expect(secondAnswer).toBeVisible();
});

test("a code block's copy button copies, says Copied for 3 seconds, then Copy again", async ({
  page,
  addPage,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await addPage({ type: "blog", url: "/insights/engine-copy", markdown: POST_MARKDOWN });
  await page.clock.install({ time: new Date("2030-01-01T00:00:00Z") });
  await page.goto("/insights/engine-copy");
  await waitForHydration(page);
  // From here on, time only moves when the test says so.
  await page.clock.pauseAt(new Date("2030-01-01T00:10:00Z"));
  const button = page.getByRole("button", { name: "Copy", exact: true });
  await button.click();
  const copied = page.getByRole("button", { name: "Copied" });
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "dig example.com +short\n",
  );
  await page.clock.runFor(2900);
  await expect(copied).toBeVisible();
  await page.clock.runFor(200);
  await expect(page.getByRole("button", { name: "Copy", exact: true })).toBeVisible();
});

test("a generic page shows its product grid where the marker is, cards side by side on desktop", async ({
  page,
  addPage,
}) => {
  await addPage({ type: "salepage", url: "/deals/engine-sale", markdown: GENERIC_MARKDOWN });
  await page.goto("/deals/engine-sale");
  const grid = page.getByRole("region", { name: "Products" });
  await expect(grid.getByRole("complementary")).toHaveCount(3);
  await expect(grid.getByRole("complementary", { name: "Grid Three" })).toContainText("$3");
  const one = await grid.getByRole("complementary", { name: "Grid One" }).boundingBox();
  const two = await grid.getByRole("complementary", { name: "Grid Two" }).boundingBox();
  if (!one || !two) throw new Error("grid cards are not laid out");
  const viewport = page.viewportSize();
  if (viewport && viewport.width >= 768) expect(two.y).toBe(one.y);
  else expect(two.y).toBeGreaterThan(one.y);
  await page.screenshot({ path: test.info().outputPath("generic.png"), fullPage: true });
});

test("a built post whose hydration fails still shows its text when React renders it again", async ({
  page,
}) => {
  // Something changed the page before React hydrated it (an extension, a proxy): React throws the
  // page's HTML away and renders it again from its hydration data, which must hold the text.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      document.querySelector(".site-footer nav a")?.append(" (changed)");
    });
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/insights/short-names");
  await waitForHydration(page);
  await expect.poll(() => errors.join("\n")).toMatch(/hydrat|418/i);
  await expect(page.getByRole("link", { name: "Affiliate", exact: true })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: "Why short domain names cost so much" }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "The three things buyers are paying for" }),
  ).toBeVisible();
  await expect(page.getByRole("main")).toContainText("17,576 possible three-letter .com names");
});
