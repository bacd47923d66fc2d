/**
 * A site without `redirects.json` (the demo folder has none): the owner opens its form in the
 * back office, adds an old URL, publishes, and the file is written as the list the site reads:
 * the old URL redirects, and no console error on the way; at phone and desktop widths, each on its
 * own site. Runs `npm run back-office` on this run's served content folder.
 */
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "#tests/support/fixtures.ts";
import { signInToBackOffice } from "#tests/support/back-office.ts";
import { watchEditorErrors } from "#tests/support/body-editor.ts";
import { useEditorOffice } from "#tests/support/editor-office.ts";

const TOKEN = "the-back-office-redirects-token-32";
const officeUrl = useEditorOffice(TOKEN);

test("redirects.json, not there yet, is made from its form: the old URL saved as a list", async ({
  page,
  baseURL,
  contentDir,
}) => {
  test.setTimeout(90_000);
  const file = path.join(contentDir, "redirects.json");
  await expect(readFile(file)).rejects.toThrow();
  await signInToBackOffice(page, officeUrl(""), TOKEN);
  const errors = watchEditorErrors(page);
  await page.goto(officeUrl("/admin/#/collections/settings/entries/redirects"));
  await page.getByRole("button", { name: "Add redirects" }).click();
  await page.getByRole("textbox", { name: "From", exact: true }).fill("/old-short-names");
  await page.getByRole("textbox", { name: "To", exact: true }).fill("/insights/short-names");
  try {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect
      .poll(async () => JSON.parse(await readFile(file, "utf8").catch(() => "null")) as unknown, {
        timeout: 30_000,
      })
      .toEqual([{ from: "/old-short-names", to: "/insights/short-names" }]);
    // Its status left as it came: the site's default, 301.
    await expect(async () => {
      const res = await page.request.get(`${baseURL}/old-short-names`, { maxRedirects: 0 });
      expect([res.status(), res.headers().location]).toEqual([301, "/insights/short-names"]);
    }).toPass({ timeout: 10_000, intervals: [200] });
    expect(errors).toEqual([]);
  } finally {
    // The demo folder has no redirects.json: none again, for the other tests.
    await rm(file, { force: true });
  }
});
