/**
 * An entry opened while the manifest does not parse and the back office never read its row (it
 * started while another program was saving the file, or the row was added since), in a real
 * browser at 375 and 1280 px: the editor says why in the manifest's own words and shows no empty
 * form that Publish would refuse, with a box that leads back to the list; once the file parses,
 * its Try again opens the entry with its title. The back office runs on a content copy of this
 * test's own.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "#tests/support/fixtures.ts";
import { signInToBackOffice } from "#tests/support/back-office.ts";
import { startEditorOffice } from "#tests/support/editor-office.ts";

const TOKEN = "the-back-office-unread-manifest-32";
const POST = "blogs/insights/short-names.md";

test("an entry whose row cannot be read is not opened empty: the editor says why, and opens it once the manifest parses", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dir = await mkdtemp(path.resolve(".tmp", "unread-manifest-"));
  const contentDir = path.join(dir, "content");
  await cp("content", contentDir, { recursive: true });
  const manifestFile = path.join(contentDir, "content-manifest.json");
  const valid = await readFile(manifestFile, "utf8");
  // Half written, as another program's save leaves it for a moment, before the back office starts.
  await writeFile(manifestFile, valid.slice(0, Math.floor(valid.length / 2)));
  const office = await startEditorOffice(contentDir, TOKEN);
  try {
    const origin = `http://127.0.0.1:${office.port}`;
    await signInToBackOffice(page, origin, TOKEN);
    const address = `${origin}/admin/#/collections/posts/entries/insights/short-names`;
    await page.goto(address);
    const said = page.getByRole("alert").filter({
      hasText: `${POST}'s title and fields are in it and were not read yet, so it is not opened: open it again in a moment, or fix the file first`,
    });
    await expect(said).toBeVisible();
    await expect(said).toContainText(
      /content-manifest\.json:\d+:\d+: error: the manifest is not JSON/,
    );
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveCount(0);
    // Decap's own view of it is that line alone: the box at the foot of the screen leads back.
    const box = page.getByRole("alert", { name: "This entry is not open" });
    await expect(box).toContainText("Nothing was changed.");
    await page.screenshot({
      path: test.info().outputPath(`unread-manifest-${page.viewportSize()?.width ?? 0}.png`),
    });
    await box.getByRole("link", { name: "Back to the list" }).click();
    await expect(page).toHaveURL(/#\/collections\/posts$/);
    await expect(box).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Posts", level: 1 })).toBeVisible();

    await page.goto(address);
    await expect(box).toBeVisible();
    await writeFile(manifestFile, valid);
    await box.getByRole("button", { name: "Try again" }).click();
    const rows = JSON.parse(valid) as { url: string; title: string }[];
    const title = rows.find((row) => row.url === "/insights/short-names")?.title;
    expect(title).toBeTruthy();
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
      title ?? "",
    );
  } finally {
    await office.stop();
    await rm(dir, { recursive: true, force: true });
  }
});
