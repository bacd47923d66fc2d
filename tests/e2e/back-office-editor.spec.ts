/**
 * The body editor on CodeMirror 6 (decision 073) in a real browser at 375 and 1280 px, by role
 * and label: a post's products block shows as a card (a button named by what it holds), Tab
 * reaches it from the text, Enter opens its form, an edited field is saved and the file on disk
 * has exactly the new block, the rest to the byte; "Edit as text" shows the block as written;
 * `go:` links and `{{baseUrl}}` are chips; a file with CRLF lines, tabs, trailing spaces and no
 * final newline opens to the byte and saves unchanged after an edit undone; axe finds nothing
 * on the editor; no console error. On a phone, Decap's toolbar, its menus and the date field fit
 * the screen. Runs `npm run back-office` on this run's served content folder.
 */
import AxeBuilder from "@axe-core/playwright";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  openEntryWithRow,
  test,
  withManifestLock,
  type NewPage,
} from "#tests/support/fixtures.ts";
import { signInToBackOffice } from "#tests/support/back-office.ts";
import {
  bodyEditor,
  bodyText,
  cursorAtEnd,
  expectBodyText,
  watchEditorErrors,
} from "#tests/support/body-editor.ts";
import { useEditorOffice } from "#tests/support/editor-office.ts";

const TOKEN = "the-back-office-editor-token-32ch";
const officeUrl = useEditorOffice(TOKEN);

const BLOCK = (price: string) =>
  [
    "<!-- PRODUCTS",
    "START PRODUCT",
    'title="Namecheap Beast Mode"',
    'link="go:namecheap-brandable-names"',
    `price="${price}"`,
    "END PRODUCT",
    "START PRODUCT",
    'title="Dan.com buy-now listings"',
    'link="https://dan.com/"',
    "END PRODUCT",
    "-->",
  ].join("\n");

const POST = (price: string) =>
  `# Cards in the editor\n\nSee [the registrar](go:namecheap-brandable-names) or {{baseUrl}}/insights.\n\n${BLOCK(price)}\n\n<!-- INSERT PRODUCT -->\n\nThe end.\n`;

type AddPage = (page: NewPage) => Promise<void>;

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/**
 * A post of `markdown` added to the folder and opened in the editor, signed in first (the
 * sign-in page itself is the 401 a signed-out visitor gets); the errors the editor logs after.
 */
async function openNewPost(
  page: Page,
  addPage: AddPage,
  contentDir: string,
  name: string,
  markdown: string,
) {
  const slug = `${name.toLowerCase()}-${page.viewportSize()?.width ?? 0}`;
  await addPage({ type: "blog", url: `/insights/${slug}`, title: name, markdown });
  await signInToBackOffice(page, officeUrl(""), TOKEN);
  const errors = watchEditorErrors(page);
  const address = officeUrl(`/admin/#/collections/posts/entries/insights/${slug}`);
  await openEntryWithRow(page, contentDir, address);
  return { errors, file: `blogs/insights/${slug}.md` };
}

/** Whether a person sees `target` whole on the screen and a tap on it reaches it (nothing over it). */
async function reachable(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box || box.x < 0 || box.x + box.width > width) return false;
  const middle = [box.x + box.width / 2, box.y + box.height / 2] as const;
  return target.evaluate((element, [x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  }, middle);
}

test("Decap's toolbar, its Publish and account menus and the date field fit the screen, nothing under the form", async ({
  page,
  addPage,
  contentDir,
}) => {
  test.setTimeout(120_000);
  const width = page.viewportSize()?.width ?? 0;
  const { errors } = await openNewPost(
    page,
    addPage,
    contentDir,
    "Toolbar",
    "# Toolbar\n\nText.\n",
  );
  await page.getByLabel("Title", { exact: true }).fill("Toolbar, changed");
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  for (const target of [
    publish,
    page.getByRole("button", { name: "Delete entry" }),
    page.getByRole("button", { name: "Account options dropdown" }),
    page.getByRole("button", { name: "Set publishAt to now" }),
    page.getByRole("button", { name: "Clear", exact: true }),
  ])
    expect(await reachable(page, target), String(target)).toBe(true);
  await page.screenshot({ path: `docs/screenshots/back-office-toolbar-${width}.png` });
  await publish.click();
  expect(await reachable(page, page.getByRole("menuitem", { name: "Publish now" }))).toBe(true);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Account options dropdown" }).click();
  expect(await reachable(page, page.getByRole("menuitem", { name: "Log Out" }))).toBe(true);
  expect(errors).toEqual([]);
});

test("a products block shows as a card: Tab reaches it, Enter opens its form, the edit saves exactly the new block", async ({
  page,
  addPage,
  contentDir,
}) => {
  test.setTimeout(120_000);
  const width = page.viewportSize()?.width ?? 0;
  const opened = await openNewPost(page, addPage, contentDir, "Cards", POST("$1"));
  const { errors } = opened;
  const file = path.join(contentDir, opened.file);
  await expectBodyText(page, await readFile(file, "utf8"));

  // Blocks as what they are: a card for the products, chips for the link and the site address.
  const card = page.getByRole("button", {
    name: "Products block: 2 products — Namecheap Beast Mode, Dan.com buy-now listings",
  });
  await expect(card).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Product marker: the next product shows here" }),
  ).toBeVisible();
  const chip = page.getByRole("button", {
    name: "Affiliate link: the registrar → go:namecheap-brandable-names",
  });
  await expect(chip).toBeVisible();
  await expect(page.getByRole("button", { name: "Site address ({{baseUrl}})" })).toBeVisible();
  await expect(bodyEditor(page)).not.toContainText("START PRODUCT");
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `docs/screenshots/back-office-editor-${width}.png` });
  const axe = await new AxeBuilder({ page }).include(".site-body").analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);

  // Keyboard only: from the text, Tab goes from chip to chip to the card.
  await bodyEditor(page).focus();
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("Tab");
  await expect(chip).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(card).toBeFocused();
  await page.keyboard.press("Enter");
  const form = page.getByRole("group", { name: "Products block" });
  const second = form.getByRole("group", { name: "Product 2" });
  await expect(second.getByLabel("Title")).toHaveValue("Dan.com buy-now listings");
  await form
    .getByRole("group", { name: "Product 1" })
    .getByLabel("Price", { exact: true })
    .fill("from $2");
  await form.getByRole("button", { name: "Update the block" }).click();
  await expectBodyText(page, POST("from $2"));
  await withManifestLock(contentDir, async () => {
    await publish(page);
    await expect.poll(() => readFile(file, "utf8"), { timeout: 30_000 }).toBe(POST("from $2"));
  });

  // Back to the text on request: the cursor in the block, which shows as written.
  await page.getByRole("button", { name: /^Products block: 2 products/ }).click();
  await form.getByRole("button", { name: "Edit as text" }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Products block:/ })).toHaveCount(0);
  await expect(bodyEditor(page)).toContainText('price="from $2"');
  await expect(bodyEditor(page)).toBeFocused();
  expect(errors).toEqual([]);
});

test("a file with CRLF lines, tabs, trailing spaces and no final newline opens to the byte and saves unchanged", async ({
  page,
  addPage,
  contentDir,
}) => {
  test.setTimeout(120_000);
  const markdown =
    "# Exact bytes\r\n\r\nA line with trailing spaces   \r\n\tA tabbed line\n<!-- INSERT FAQ -->\r\nNo final newline";
  const opened = await openNewPost(page, addPage, contentDir, "Bytes", markdown);
  const { errors } = opened;
  const file = path.join(contentDir, opened.file);
  await expectBodyText(page, markdown);
  await expect(page.getByRole("button", { name: "FAQ marker: the FAQ shows here" })).toBeVisible();
  // An edit, then undone: the text is the file's again, and saving it changes no byte.
  await cursorAtEnd(page);
  await page.keyboard.insertText(" and a typo");
  await expectBodyText(page, `${markdown} and a typo`);
  await page.keyboard.press("Control+z");
  await expectBodyText(page, markdown);
  await page.getByLabel("Title", { exact: true }).fill("Bytes, retitled");
  await withManifestLock(contentDir, async () => {
    await publish(page);
    await expect
      .poll(
        async () =>
          (await readFile(path.join(contentDir, "content-manifest.json"), "utf8")).includes(
            "Bytes, retitled",
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  });
  expect((await readFile(file)).equals(Buffer.from(markdown))).toBe(true);
  expect(await bodyText(page)).toBe(markdown);
  expect(errors).toEqual([]);
});
