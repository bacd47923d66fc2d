import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, waitForHydration, withManifestLock } from "#tests/support/fixtures.ts";

test("while the manifest is half-saved, articles stay up and navigation between them works", async ({
  page,
  contentDir,
}) => {
  const file = path.join(contentDir, "content-manifest.json");
  await page.goto("/insights"); // the server has seen the valid manifest
  await withManifestLock(contentDir, async () => {
    const valid = await readFile(file, "utf8");
    try {
      await writeFile(file, valid.slice(0, Math.floor(valid.length / 2)));
      await page.goto("/insights/short-names");
      await expect(page).toHaveURL("/insights/short-names");
      await expect(
        page.getByRole("heading", { level: 1, name: "Why short domain names cost so much" }),
      ).toBeVisible();
      await page.goto("/insights");
      await waitForHydration(page);
      await page
        .getByRole("link", { name: "How to Value a Domain Name Without Fooling Yourself" })
        .first()
        .click();
      await expect(page).toHaveURL("/insights/domain-valuation");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    } finally {
      await writeFile(file, valid);
    }
  });
});
