/**
 * A new post, the second act, in a real browser at 375 and 1280 px: a writer publishes a new post
 * with a Greek title, and the editor stays on it, at the address of the file its url chose (no
 * "leave this page?" prompt, no emptied form); an edit published again from the same open editor
 * changes that one file. Before, Decap opened its own name for the file (after the title), found
 * nothing, emptied the form, and its move was held up by a leave prompt (new-entry-file.ts).
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, withManifestLock } from "#tests/support/fixtures.ts";
import { signInToBackOffice } from "#tests/support/back-office.ts";
import { useEditorOffice } from "#tests/support/editor-office.ts";
import { bodyEditor, cursorAtEnd, expectBodyText, typeText } from "#tests/support/body-editor.ts";

const TOKEN = "the-back-office-new-entry-token-32";
const officeUrl = useEditorOffice(TOKEN);
const TITLE = "Ονόματα τομέων: μια δεύτερη ματιά";

test("a new post published stays open at its own file; published again from the same editor, it changes that file", async ({
  page,
  contentDir,
}) => {
  test.setTimeout(120_000);
  const run = [page.viewportSize()?.width ?? 0, test.info().repeatEachIndex, test.info().retry];
  const slug = `a-new-post-${run.join("-")}`;
  const url = `/insights/${slug}`;
  const file = path.join(contentDir, `blogs${url}.md`);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInToBackOffice(page, officeUrl(""), TOKEN);
  await page.goto(officeUrl("/admin/#/collections/posts/new"));
  await page.getByLabel("URL").fill(url);
  // A Greek title, whose slug is not the url's: Decap names the file after it, and the address
  // it moves to holds that name percent-encoded.
  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await bodyEditor(page).fill("The first text.\n");
  const publish = async () => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
  };
  await withManifestLock(contentDir, async () => {
    await publish();
    await expect
      .poll(() => readFile(file, "utf8").catch(() => ""), { timeout: 30_000 })
      .toBe("The first text.\n");
    await expect(page).toHaveURL(officeUrl(`/admin/#/collections/posts/entries${url}`), {
      timeout: 30_000,
    });
  });
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(TITLE);
  await expect(page.getByLabel("URL")).toHaveValue(url);
  await expectBodyText(page, "The first text.\n");
  await page.screenshot({ path: `.tmp/new-post-saved-${run[0]}.png` });

  await cursorAtEnd(page);
  await typeText(page, "The second text.\n");
  await withManifestLock(contentDir, async () => {
    await publish();
    await expect
      .poll(() => readFile(file, "utf8"), { timeout: 30_000 })
      .toBe("The first text.\nThe second text.\n");
  });
  await expect(page.getByText(/changed by someone else|missed a required field/)).toHaveCount(0);
  expect(dialogs).toEqual([]);
  // No second file was made under Decap's name for it.
  const greekNamed = (names: string[]) => names.filter((name) => name.startsWith("ονόματα"));
  expect(greekNamed(await readdir(path.join(contentDir, "blogs")))).toEqual([]);
});
