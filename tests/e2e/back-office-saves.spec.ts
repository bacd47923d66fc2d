/**
 * Every save kept, in a real browser at 375 and 1280 px, by role and label: a writer publishes
 * the same post ten times from one open editor (each save goes through, the file as typed, live
 * on the public site); two editors on one post: the second's save is refused as stale and both
 * texts are kept (the file has the first's, the second's editor still holds its own); a save
 * beside another entry's error (a `done` row whose file is missing) goes through with a warning
 * naming that entry; a save after the sign-in ended loses nothing and says how to sign in again.
 * Runs `npm run back-office` on this run's served content folder.
 */
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, openEntryWithRow, test, withManifestLock } from "#tests/support/fixtures.ts";
import { saveAnswered, signInToBackOffice } from "#tests/support/back-office.ts";
import { useEditorOffice } from "#tests/support/editor-office.ts";
import {
  bodyEditor,
  cursorAtEnd,
  expectBodyText,
  typeText,
  watchEditorErrors,
} from "#tests/support/body-editor.ts";

const TOKEN = "the-back-office-saves-token-of-32";
const officeUrl = useEditorOffice(TOKEN);

async function openPost(page: Page, slug: string, contentDir: string): Promise<void> {
  await signInToBackOffice(page, officeUrl(""), TOKEN);
  await openEntryWithRow(
    page,
    contentDir,
    officeUrl(`/admin/#/collections/posts/entries/insights/${slug}`),
  );
  await expectBodyText(page, /First paragraph/);
}

async function append(page: Page, text: string): Promise<void> {
  await cursorAtEnd(page);
  await typeText(page, text);
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

const MARKDOWN = "# Saved again and again\n\nFirst paragraph.\n";

test("a writer publishes the same post ten times from one open editor: each save kept and live", async ({
  page,
  addPage,
  contentDir,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const width = page.viewportSize()?.width ?? 0;
  // A post of its own per try: a retry does not meet the row and file its first try left.
  const slug = `saved-ten-times-${width}-${test.info().retry}`;
  const url = `/insights/${slug}`;
  await addPage({ type: "blog", url, title: "Saved ten times", markdown: MARKDOWN });
  const file = path.join(contentDir, `blogs${url}.md`);
  await openPost(page, slug, contentDir);
  let text = MARKDOWN;
  for (let save = 1; save <= 10; save++) {
    const added = `\nSave number ${save}.\n`;
    await append(page, added);
    text += added;
    // Under the tests' manifest lock, until the save has answered (its manifest written after
    // its file): another test may leave the manifest half-written a moment and put it back as it
    // found it (bad-save.spec.ts), and a save that reads it then is refused as changed.
    await withManifestLock(contentDir, async () => {
      const answered = saveAnswered(page);
      await publish(page);
      expect((await answered).status(), `save ${save}`).toBe(200);
      await expect
        .poll(() => readFile(file, "utf8"), { timeout: 30_000, message: `save ${save}` })
        .toBe(text);
    });
    await expect(page.getByText(/changed by someone else/)).toHaveCount(0);
  }
  await expect(async () => {
    const html = await (await page.request.get(`${baseURL}${url}`)).text();
    expect(html).toContain("Save number 10.");
  }).toPass({ timeout: 10_000, intervals: [200] });
});

test("words typed while a save is on its way stay unsaved, and the next Publish saves them", async ({
  page,
  addPage,
  contentDir,
}) => {
  test.setTimeout(120_000);
  const width = page.viewportSize()?.width ?? 0;
  const url = `/insights/typed-during-a-save-${width}`;
  await addPage({ type: "blog", url, title: "Typed during a save", markdown: MARKDOWN });
  const file = path.join(contentDir, `blogs${url}.md`);
  await openPost(page, `typed-during-a-save-${width}`, contentDir);
  // The save's answer held back a second, as on a slow line, so the writer types meanwhile.
  await page.route("**/api/cms", async (route) => {
    const action = (route.request().postDataJSON() as { action?: string } | null)?.action;
    const response = await route.fetch();
    if (action === "persistEntry") await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fulfill({ response });
  });
  await append(page, "\nSaved first.\n");
  await withManifestLock(contentDir, async () => {
    await publish(page);
    await expect(page.getByText("Publishing...")).toBeVisible();
    await append(page, "\nTyped while it saved.\n");
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 30_000 });
  });
  expect(await readFile(file, "utf8")).toBe(`${MARKDOWN}\nSaved first.\n`);
  await withManifestLock(contentDir, async () => {
    await publish(page);
    await expect
      .poll(() => readFile(file, "utf8"), { timeout: 30_000 })
      .toBe(`${MARKDOWN}\nSaved first.\n\nTyped while it saved.\n`);
  });
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("a save after the sign-in ended: nothing lost, a box says so; signed in again in a new tab, Publish saves the text", async ({
  page,
  addPage,
  contentDir,
}) => {
  test.setTimeout(120_000);
  const width = page.viewportSize()?.width ?? 0;
  const url = `/insights/signed-out-${width}-${test.info().retry}`;
  await addPage({ type: "blog", url, title: "Signed out", markdown: MARKDOWN });
  const file = path.join(contentDir, `blogs${url}.md`);
  await openPost(page, url.slice("/insights/".length), contentDir);
  // The session ends while the editor is open (here: its cookie gone).
  await page.context().clearCookies();
  await append(page, "\nTyped after the session ended.\n");
  const refused = saveAnswered(page);
  await publish(page);
  expect((await refused).status()).toBe(401);
  const box = page.getByRole("alert").filter({ hasText: "You are signed out" });
  await expect(box).toContainText("your text is still here");
  await page.screenshot({ path: `docs/screenshots/editor-signed-out-${width}.png` });
  expect(await readFile(file, "utf8")).toBe(MARKDOWN);
  const [tab] = await Promise.all([
    page.waitForEvent("popup"),
    box.getByRole("link", { name: "Sign in again (a new tab)" }).click(),
  ]);
  await tab.getByLabel(/token/i).fill(TOKEN);
  await tab.getByRole("button", { name: /sign in/i }).click();
  await tab.waitForLoadState();
  await tab.close();
  await withManifestLock(contentDir, async () => {
    const answered = saveAnswered(page);
    await publish(page);
    expect((await answered).status()).toBe(200);
    await expect
      .poll(() => readFile(file, "utf8"), { timeout: 30_000 })
      .toBe(`${MARKDOWN}\nTyped after the session ended.\n`);
  });
  await expect(box).toHaveCount(0);
});

test("two editors on one post: the second's save is refused as stale, both texts kept @desktop", async ({
  page,
  browser,
  addPage,
  contentDir,
}) => {
  test.setTimeout(120_000);
  const url = "/insights/two-editors";
  await addPage({ type: "blog", url, title: "Two editors", markdown: MARKDOWN });
  const file = path.join(contentDir, `blogs${url}.md`);
  const other = await browser.newPage();
  try {
    await openPost(page, "two-editors", contentDir);
    await openPost(other, "two-editors", contentDir);
    await append(page, "\nThe first editor's line.\n");
    await publish(page);
    await expect
      .poll(() => readFile(file, "utf8"), { timeout: 30_000 })
      .toContain("The first editor's line.");
    await append(other, "\nThe second editor's line.\n");
    await publish(other);
    await expect(other.getByText(/changed by someone else since you opened it/)).toBeVisible({
      timeout: 30_000,
    });
    expect(await readFile(file, "utf8")).toBe(`${MARKDOWN}\nThe first editor's line.\n`);
    await expectBodyText(other, `${MARKDOWN}\nThe second editor's line.\n`);
  } finally {
    await other.close();
  }
});

test("a save beside another entry's error goes through, with a warning naming that entry @desktop", async ({
  page,
  addPage,
  contentDir,
}) => {
  test.setTimeout(120_000);
  const url = "/insights/beside-a-broken-entry";
  await addPage({ type: "blog", url, title: "Beside a broken entry", markdown: MARKDOWN });
  const manifest = path.join(contentDir, "content-manifest.json");
  await openPost(page, "beside-a-broken-entry", contentDir);
  await withManifestLock(contentDir, async () => {
    const before = await readFile(manifest, "utf8");
    const broken = { type: "blog", status: "done", url: "/insights/gone-missing", title: "Gone" };
    try {
      await writeFile(
        `${manifest}.tmp`,
        before.replace("[\n", `[\n  ${JSON.stringify(broken)},\n`),
      );
      await rename(`${manifest}.tmp`, manifest);
      // A title change: a save that rewrites the manifest's row of this post.
      await page.getByLabel("Title", { exact: true }).fill("Beside a broken entry, retitled");
      await publish(page);
      const warnings = page.getByRole("status", { name: "Saved, with warnings" });
      await expect(warnings).toContainText(
        "/insights/gone-missing is done but its file blogs/insights/gone-missing.md is missing",
        { timeout: 30_000 },
      );
      expect(await readFile(manifest, "utf8")).toContain("Beside a broken entry, retitled");
    } finally {
      // The broken row out again, whatever layout the save left the manifest in.
      const rows = JSON.parse(await readFile(manifest, "utf8")) as { url: string }[];
      const kept = rows.filter((row) => row.url !== broken.url);
      await writeFile(`${manifest}.tmp`, `${JSON.stringify(kept, null, 2)}\n`);
      await rename(`${manifest}.tmp`, manifest);
    }
  });
});

test("the editor's pages log no console error and ask for nothing that fails; folders named by their names @desktop", async ({
  page,
}) => {
  // Signed in first: the sign-in page itself is the 401 a signed-out visitor gets.
  await signInToBackOffice(page, officeUrl(""), TOKEN);
  const errors = watchEditorErrors(page);
  await page.goto(officeUrl("/admin/#/collections/posts/entries/insights/short-names"));
  await expectBodyText(page, /Short/);
  await page.goto(officeUrl("/admin/#/collections/posts"));
  await expect(page.getByRole("link", { name: /Why Short Domain Names/ }).first()).toBeVisible();
  // The folder tree names the folder (blogs/insights/), not one of its posts.
  await expect(page.getByRole("link", { name: "insights", exact: true })).toBeVisible();
  await page.goto(officeUrl("/admin/#/collections/posts/new"));
  await expect(bodyEditor(page)).toBeVisible();
  expect(errors).toEqual([]);
});
