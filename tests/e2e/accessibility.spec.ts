import AxeBuilder from "@axe-core/playwright";
import { DEMO_PAGE_PATHS } from "#tools/bench/page-types.ts";
import { expect, test, waitForHydration } from "#tests/support/fixtures.ts";

for (const colorScheme of ["light", "dark"] as const) {
  for (const path of DEMO_PAGE_PATHS) {
    test(`${path} has no axe-core violations (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await waitForHydration(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
}

test("open menus, panels and answers have no axe-core violations", async ({ page }) => {
  await page.goto("/qahub/buying/escrow");
  await waitForHydration(page);
  const menu = page.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("button", { name: "Show more share buttons" }).click();
  await page.getByRole("button", { name: /\?$/ }).first().click();
  await page.getByPlaceholder("Search FAQs").fill("escrow");
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
});
