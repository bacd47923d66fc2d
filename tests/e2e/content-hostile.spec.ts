import { readFile } from "node:fs/promises";
import { expect, test, waitForHydration } from "#tests/support/fixtures.ts";

const hostile = await readFile(
  new URL("../../app/analysis/fixtures/hostile.md", import.meta.url),
  "utf8",
);

test("no script from a hostile markdown file runs, and its bad products are reported", async ({
  page,
  addPage,
  consoleMessages,
}) => {
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await addPage({ type: "blog", url: "/insights/engine-hostile", markdown: hostile });
  await page.goto("/insights/engine-hostile");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Safe heading" })).toBeVisible();

  // Give every vector its chance: hover, click, open.
  await page.getByText("handlers").hover();
  await page.getByText("handlers").click();
  await page.getByRole("button", { name: /question/ }).click();
  await page.getByRole("complementary", { name: "<img src=x onerror=window.__pwned=1>" }).hover();

  expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
  expect(dialogs).toBe(0);
  await expect(
    page.locator("main script, main iframe, main object, main embed, main form"),
  ).toHaveCount(0);
  await expect(page.locator('main [href^="javascript" i], main [src^="javascript" i]')).toHaveCount(
    0,
  );
  // Style attributes are removed too, so no content can lay itself over the page.
  await expect(page.getByText("overlay")).not.toHaveAttribute("style");
  // The product's title is shown as text, not markup.
  await expect(
    page.getByText("<img src=x onerror=window.__pwned=1>", { exact: true }),
  ).toBeVisible();
  expect(consoleMessages).toContain(
    'Product 2 "Bad link" skipped: its link "javascript:window.__pwned=1" is not an http(s) URL',
  );
});

test("when the markdown cannot be fetched the page area stays empty, loading clears and the shell works", async ({
  page,
  addPage,
  consoleMessages,
}) => {
  // Reached from a listing's link: a client-side navigation, so the loader runs in the browser.
  await addPage({
    type: "superfaq",
    url: "/qahub/enginefail/missing",
    title: "Go to the missing page",
    markdown: "# never shown",
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/content/superfaqs/missing.md", async (route) => {
    await held;
    await route.fulfill({ status: 500, body: "" });
  });
  await page.goto("/qahub/enginefail");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Go to the missing page" }).click();
  const loading = page.getByRole("status").filter({ hasText: "Loading" });
  await expect(loading).toBeVisible();
  release();
  await expect(loading).toBeHidden();
  await expect(page).toHaveURL("/qahub/enginefail/missing");
  // Nothing but the no-script style rules: a listing the server rendered keeps their text when
  // the browser reuses its article for the page it navigates to.
  await expect(page.locator("main article > :not(noscript)")).toHaveCount(0);
  expect((await page.locator("main article").innerText()).trim()).toBe("");
  expect(consoleMessages).toContain("Failed to fetch markdown content");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
