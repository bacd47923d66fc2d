import { expect, test, waitForHydration } from "#tests/support/fixtures.ts";
import { faqMarkdown } from "#tests/support/content-pages.ts";

test("the FAQ page filters its list as a person types and clear restores it", async ({
  page,
  addPage,
}) => {
  await addPage({
    type: "superfaq",
    url: "/qahub/engine/search-test",
    title: "Engine FAQ",
    markdown: faqMarkdown(20),
  });
  await page.goto("/qahub/engine/search-test");
  await waitForHydration(page);
  await expect(page.getByText("Answers about escrow and transfers.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "FAQs" })).toBeVisible();
  const questions = page.getByRole("button", { name: /\?$/ });
  await expect(questions).toHaveCount(22);

  const search = page.getByPlaceholder("Search FAQs");
  await search.pressSequentially("ESC", { delay: 40 });
  await expect(questions).toHaveCount(1);
  await expect(page.getByRole("button", { name: "What is Escrow?" })).toBeVisible();

  // Answers count too, case-insensitively, by their visible text.
  await search.fill("");
  await search.pressSequentially("five DAYS", { delay: 20 });
  await expect(questions).toHaveCount(1);
  await expect(page.getByRole("button", { name: "How long does a transfer take?" })).toBeVisible();

  await search.pressSequentially("zzz");
  await expect(questions).toHaveCount(0);

  await page.getByRole("button", { name: "X", exact: true }).click();
  await expect(search).toHaveValue("");
  await expect(questions).toHaveCount(22);
});

test("an item opened before a search keeps its answer open after the search is cleared", async ({
  page,
  addPage,
}) => {
  await addPage({ type: "superfaq", url: "/qahub/engine/open-test", markdown: faqMarkdown(3) });
  await page.goto("/qahub/engine/open-test");
  await waitForHydration(page);
  await page.getByRole("button", { name: "What is Escrow?" }).click();
  await expect(page.getByText("A neutral third party holds the money.")).toBeVisible();
  await page.getByPlaceholder("Search FAQs").fill("transfer");
  await expect(page.getByText("A neutral third party holds the money.")).toBeHidden();
  await page.getByRole("button", { name: "X", exact: true }).click();
  await expect(page.getByText("A neutral third party holds the money.")).toBeVisible();
});

test("search works through a page of 1,000 questions as a person types", async ({
  page,
  addPage,
}) => {
  await addPage({ type: "superfaq", url: "/qahub/engine/big", markdown: faqMarkdown(1000) });
  await page.goto("/qahub/engine/big");
  await waitForHydration(page);
  const search = page.getByPlaceholder("Search FAQs");
  await expect(page.getByRole("button", { name: /\?$/ })).toHaveCount(1002);
  await search.pressSequentially("question 99", { delay: 0 });
  await expect(page.getByRole("button", { name: /\?$/ })).toHaveCount(11);
});

test("a FAQ subcategory lists its entries after its text", async ({ page, addPage }) => {
  // A subcategory that was not prerendered: its listing is read in the browser.
  await addPage({
    type: "superfaq",
    url: "/qahub/enginecat/engine-listed",
    title: "Engine listed FAQ",
    markdown: faqMarkdown(1),
  });
  await page.goto("/qahub/enginecat");
  await page.getByRole("link", { name: "Engine listed FAQ" }).click();
  await expect(page).toHaveURL("/qahub/enginecat/engine-listed");
  await expect(page.getByRole("heading", { name: "FAQs" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a FAQ page shows every answer and no search bar that could not work (rules in the head)", async ({
    page,
  }) => {
    await page.goto("/qahub/buying/escrow");
    await expect(page.getByText("A licensed third party holds the buyer's money")).toBeVisible();
    await expect(page.getByText("around 3 to 4 percent")).toBeVisible();
    await expect(
      page.getByRole("search").filter({ has: page.getByPlaceholder("Search FAQs") }),
    ).toBeHidden();
    // HTML allows a style element only in the head: the no-script rules live there.
    expect(await page.locator("body style").count()).toBe(0);
  });
});
