import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, waitForHydration } from "#tests/support/fixtures.ts";

const POSTS = 30;

test("a long listing is split into pages of 24 that a visitor walks with next and previous", async ({
  page,
  addPage,
  contentDir,
}) => {
  // A category of its own, published after the build like any drop-in content.
  const categoryFile = path.join(contentDir, "categories", "paged.md");
  await mkdir(path.dirname(categoryFile), { recursive: true });
  await writeFile(categoryFile, "# Paged posts\n\nThe category's own introduction.\n");
  try {
    for (let number = 1; number <= POSTS; number += 1) {
      await addPage({
        type: "blog",
        url: `/paged/post-${number}`,
        title: `Paged post ${number}`,
        markdown: `# Paged post ${number}\n\nText.\n`,
      });
    }
    const posts = page.getByRole("link", { name: /^Paged post \d+$/ });

    await page.goto("/paged");
    await waitForHydration(page);
    await expect(page.getByText("The category's own introduction.")).toBeVisible();
    await expect(posts).toHaveCount(24);
    await expect(posts.first()).toHaveText("Paged post 1");
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await expect(page.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute(
      "href",
      /\/paged\/page\/2$/,
    );

    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL("/paged/page/2");
    await expect(posts).toHaveCount(POSTS - 24);
    await expect(posts.first()).toHaveText("Paged post 25");
    await expect(page.getByText("The category's own introduction.")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", /\/paged$/);
    await expect(page).toHaveTitle(/\(page 2\)/);

    await page.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL("/paged");
    await expect(posts).toHaveCount(24);
  } finally {
    await rm(categoryFile, { force: true });
  }
});
