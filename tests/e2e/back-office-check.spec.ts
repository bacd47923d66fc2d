/**
 * Mistakes shown as they are typed, in a real browser at 375 and 1280 px, by role and label: a
 * typed broken `go:` link is listed in the body's problems panel at its line before any save;
 * its button puts the cursor there; fixing the text clears the panel; a save beside another
 * entry's error lists that entry's warning; a refused save shows in the panel at its line; axe
 * finds nothing in the panel. Runs `npm run back-office` on this run's served content folder
 * (built editor: `npm run build:admin`).
 */
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, openEntryWithRow, test, withManifestLock } from "#tests/support/fixtures.ts";
import { signInToBackOffice } from "#tests/support/back-office.ts";
import { useEditorOffice } from "#tests/support/editor-office.ts";
import {
  bodyCursor,
  bodyEditor,
  bodyText,
  cursorAtEnd,
  expectBodyText,
  replaceBody,
  typeText,
} from "#tests/support/body-editor.ts";

const TOKEN = "the-back-office-check-token-of-32";
const officeUrl = useEditorOffice(TOKEN);
const MARKDOWN = "# Checked as typed\n\nFirst paragraph.\n";
const BROKEN = "Try [this deal](go:no-such-link) today.";

/** A post of this width's own, opened in the editor. */
async function openNewPost(
  page: Page,
  addPage: (entry: { type: "blog"; url: string; title: string; markdown: string }) => Promise<void>,
  name: string,
  contentDir: string,
): Promise<string> {
  const slug = `${name}-${page.viewportSize()?.width ?? 0}`;
  const url = `/insights/${slug}`;
  await addPage({ type: "blog", url, title: "Checked as typed", markdown: MARKDOWN });
  await signInToBackOffice(page, officeUrl(""), TOKEN);
  await openEntryWithRow(
    page,
    contentDir,
    officeUrl(`/admin/#/collections/posts/entries/insights/${slug}`),
  );
  await expectBodyText(page, /First paragraph/);
  return url;
}

async function typeAtEnd(page: Page, text: string): Promise<void> {
  await cursorAtEnd(page);
  await typeText(page, text);
}

/** Where `needle` is in the body's text: its 1-based line and column, and its offset. */
async function locate(page: Page, needle: string) {
  const text = await bodyText(page);
  const offset = text.indexOf(needle);
  const before = text.slice(0, offset).split("\n");
  return { offset, line: before.length, column: before.at(-1)!.length + 1 };
}

test("a typed broken go: link is listed at its line before saving; its button moves the cursor there; fixing it clears the panel", async ({
  page,
  addPage,
  contentDir,
}) => {
  test.setTimeout(120_000);
  const url = await openNewPost(page, addPage, "typed-broken-link", contentDir);
  const panel = page.getByRole("region", { name: "Problems" });
  await expect(panel).toContainText("No problems", { timeout: 30_000 });
  await typeAtEnd(page, `\n${BROKEN}\n`);
  const target = await locate(page, "go:no-such-link");
  const errors = panel.getByRole("list", { name: "Errors" });
  const finding = errors.getByRole("button", {
    name: new RegExp(`^${target.line}:${target.column} .*no-such-link`),
  });
  await expect(finding).toBeVisible({ timeout: 30_000 });
  await expect(panel).toContainText("1 error");
  // In the text: the line is marked in the editor's gutter as holding an error.
  await expect(page.locator(".site-body .cm-lint-marker-error")).toHaveCount(1);
  // The panel with a finding: labelled, named, nothing axe-core objects to.
  const axe = await new AxeBuilder({ page }).include(".site-problems").analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  // Nothing was saved: the file is as it was.
  expect(await readFile(path.join(contentDir, `blogs${url}.md`), "utf8")).toBe(MARKDOWN);

  // The cursor elsewhere first, then the finding's button puts it at the link.
  const body = bodyEditor(page);
  await body.focus();
  await page.keyboard.press("Control+Home");
  expect(await bodyCursor(page)).toBe(0);
  await finding.click();
  await expect(body).toBeFocused();
  expect(await bodyCursor(page)).toBe(target.offset);

  await replaceBody(page, `${MARKDOWN}\nTry this deal today.\n`);
  await expect(panel).toContainText("No problems", { timeout: 30_000 });
  await expect(errors).toHaveCount(0);
});

test("a refused save shows its error in the panel at its line, not only in the toast", async ({
  page,
  addPage,
  contentDir,
}) => {
  test.setTimeout(120_000);
  const url = await openNewPost(page, addPage, "refused-save", contentDir);
  await typeAtEnd(page, `\n${BROKEN}\n`);
  const target = await locate(page, "go:no-such-link");
  const panel = page.getByRole("region", { name: "Problems" });
  await expect(panel).toContainText("1 error", { timeout: 30_000 });
  // Under the tests' manifest lock: refused for its link, not for another test's half manifest.
  await withManifestLock(contentDir, async () => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(panel).toContainText("The save was refused: 1 error", { timeout: 30_000 });
  });
  await expect(
    panel
      .getByRole("list", { name: "Errors" })
      .getByRole("button", { name: new RegExp(`^${target.line}:${target.column} `) }),
  ).toBeVisible();
  expect(await readFile(path.join(contentDir, `blogs${url}.md`), "utf8")).toBe(MARKDOWN);
});

test("a save beside another entry's error lists that entry's warning in the panel", async ({
  page,
  addPage,
  contentDir,
}) => {
  test.setTimeout(120_000);
  await openNewPost(page, addPage, "beside-an-error", contentDir);
  const manifest = path.join(contentDir, "content-manifest.json");
  const width = page.viewportSize()?.width ?? 0;
  await withManifestLock(contentDir, async () => {
    const before = await readFile(manifest, "utf8");
    const gone = `/insights/gone-missing-${width}`;
    const broken = { type: "blog", status: "done", url: gone, title: "Gone" };
    try {
      await writeFile(
        `${manifest}.tmp`,
        before.replace("[\n", `[\n  ${JSON.stringify(broken)},\n`),
      );
      await rename(`${manifest}.tmp`, manifest);
      // A title change: a save that rewrites the manifest's row of this post.
      await page.getByLabel("Title", { exact: true }).fill("Checked as typed, retitled");
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      const warnings = page
        .getByRole("region", { name: "Problems" })
        .getByRole("list", { name: "Warnings" });
      await expect(warnings).toContainText(
        `${gone} is done but its file blogs${gone}.md is missing`,
        { timeout: 30_000 },
      );
      await expect(warnings).toContainText("content-manifest.json:");
    } finally {
      const rows = JSON.parse(await readFile(manifest, "utf8")) as { url: string }[];
      const kept = rows.filter((row) => row.url !== broken.url);
      await writeFile(`${manifest}.tmp`, `${JSON.stringify(kept, null, 2)}\n`);
      await rename(`${manifest}.tmp`, manifest);
    }
  });
});
