import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "#tests/support/fixtures.ts";

/** Site search over the demo site's index, as a visitor uses it. */

async function openSearch(page: Page, from = "/") {
  await page.goto(from);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const results = (page: Page) => page.getByRole("list", { name: "Search results" });

test("a word only in a post's body finds that post, with its kind and the word marked", async ({
  page,
}) => {
  const dialog = await openSearch(page);
  await dialog.getByLabel("Search posts, reviews and FAQs").fill("qxv");
  const hit = results(page).getByRole("link", { name: /Why short domain names cost so much/ });
  await expect(hit).toBeVisible();
  await expect(results(page).getByRole("link")).toHaveCount(1);
  await expect(hit).toContainText("Blog post");
  await expect(hit.locator("mark")).toHaveText([/qxv/i]);
  await hit.click();
  await expect(page).toHaveURL("/insights/short-names");
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("heading", { level: 1, name: "Why short domain names cost so much" }),
  ).toBeVisible();
});

test("a FAQ question is a result of its own and opens its page with that answer open", async ({
  page,
}) => {
  const dialog = await openSearch(page);
  await dialog.getByLabel("Search posts, reviews and FAQs").fill("inspection period");
  const hit = results(page).getByRole("link", { name: /^What is the inspection period\?/ });
  await expect(hit).toContainText("FAQ answer");
  await hit.click();
  await expect(page).toHaveURL("/qahub/buying/escrow#faq--what-is-the-inspection-period");
  const question = page.getByRole("button", { name: "What is the inspection period?" });
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(/A short window, often one to three days/)).toBeVisible();
  await expect(question).toBeInViewport();
});

test("a link to a FAQ question opens that answer on a fresh visit too", async ({ page }) => {
  await page.goto("/qahub/buying/escrow#faq--who-pays-the-escrow-fee");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Who pays the escrow fee?" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(page.getByRole("button", { name: "What is domain escrow?" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("words of a staging draft or an open entry find nothing", async ({ page }) => {
  const dialog = await openSearch(page);
  const field = dialog.getByLabel("Search posts, reviews and FAQs");
  await field.fill("spike");
  await expect(dialog.getByRole("status")).toHaveText("No results for “spike”.");
  await expect(results(page)).toBeHidden();
  await field.fill("January");
  await expect(dialog.getByRole("status")).toHaveText("No results for “January”.");
});

test("the clear button empties the field and the results, and keeps the focus there", async ({
  page,
}) => {
  const dialog = await openSearch(page);
  const field = dialog.getByLabel("Search posts, reviews and FAQs");
  await field.fill("escrow");
  await expect(results(page).getByRole("link").first()).toBeVisible();
  await dialog.getByRole("button", { name: "Clear" }).click();
  await expect(field).toHaveValue("");
  await expect(field).toBeFocused();
  await expect(results(page)).toBeHidden();
});

test("keyboard only: / opens, arrows move, Escape closes back to the button, Ctrl-K and Enter open a result", async ({
  page,
}) => {
  await page.goto("/reviews/sedo");
  await waitForHydration(page);
  const button = page.getByRole("button", { name: "Search" });
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  const field = dialog.getByLabel("Search posts, reviews and FAQs");

  await page.keyboard.press("/");
  await expect(field).toBeFocused();
  await page.keyboard.type("escrow");
  const links = results(page).getByRole("link");
  await expect(links.nth(1)).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(field).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(field).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();

  await page.keyboard.press("Control+k");
  await page.keyboard.type("qxv");
  await expect(links).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/insights/short-names");
});

test("nothing of search loads before the dialog opens; then it runs with a clean console and CSP", async ({
  page,
  consoleMessages,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __violations: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective}: ${event.blockedURI || event.sample}`),
    );
  });
  await page.goto("/");
  await waitForHydration(page);
  expect(requested.filter((path) => /search/i.test(path))).toEqual([]);

  const dialog = await openSearch(page);
  await dialog.getByLabel("Search posts, reviews and FAQs").fill("escrow");
  await expect(results(page).getByRole("link").first()).toBeVisible();
  expect(requested).toContain("/search-index/meta.json");
  expect(
    await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  ).toEqual([]);
  expect(consoleMessages).toEqual([]);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the open dialog with results has no axe-core violations (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    const dialog = await openSearch(page);
    await dialog.getByLabel("Search posts, reviews and FAQs").fill("escrow");
    await expect(results(page).getByRole("link").first()).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}

test("on a phone the search button sits beside the menu button and the dialog fits the screen @phone", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const button = await page.getByRole("button", { name: "Search" }).boundingBox();
  const menu = await page.getByRole("button", { name: "Menu" }).boundingBox();
  expect(button && menu && Math.abs(button.y - menu.y) < 4 && button.x < menu.x).toBe(true);
  const dialog = await openSearch(page);
  await dialog.getByLabel("Search posts, reviews and FAQs").fill("escrow");
  await expect(results(page).getByRole("link").first()).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search button is a link to a page that says search needs JavaScript and links the listings", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL("/search");
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(page.getByText("Search needs JavaScript")).toBeVisible();
    await page.getByRole("link", { name: "Reviews" }).click();
    await expect(page).toHaveURL("/reviews");
  });
});
