/**
 * The editor's writing helpers in a real browser at 375 and 1280 px, by role and label: a link to
 * another page searched by title (keyboard and pointer) inserted as its path, saved and live; the
 * media library over every image of the content folder (an image of another folder reused, not
 * copied; an upload that asks for its alt text, which fills the product's alt field), saved and
 * live; the preview inside the site's header and footer with the entry's listing card; and the
 * FAQ, meta and data forms with the Open Graph picker, saved and live. Runs
 * `npm run back-office` on this run's served content folder (build the editor first:
 * `npm run build:admin`).
 */
import AxeBuilder from "@axe-core/playwright";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, openEntryWithRow, test, withManifestLock } from "#tests/support/fixtures.ts";
import type { NewPage } from "#tests/support/fixtures.ts";
import { signInToBackOffice } from "#tests/support/back-office.ts";
import { useEditorOffice } from "#tests/support/editor-office.ts";
import {
  bodyEditor,
  bodyText,
  cursorAtEnd,
  expectBodyText,
  selectInBody,
} from "#tests/support/body-editor.ts";

const TOKEN = "the-back-office-helpers-token-32";
const officeUrl = useEditorOffice(TOKEN);

async function openPost(page: Page, slug: string, shows: RegExp, contentDir: string) {
  await signInToBackOffice(page, officeUrl(""), TOKEN);
  const address = officeUrl(`/admin/#/collections/posts/entries/insights/${slug}`);
  await openEntryWithRow(page, contentDir, address);
  await expectBodyText(page, shows);
}

/**
 * A post of this width's own (the phone and desktop runs share the content folder), published
 * with `markdown` and opened in the editor once its body shows `shows`.
 */
async function openNewPost(
  page: Page,
  addPage: (entry: NewPage) => Promise<void>,
  contentDir: string,
  {
    name,
    title,
    markdown,
    shows,
  }: { name: string; title: string; markdown: string; shows: RegExp },
) {
  const width = page.viewportSize()?.width ?? 0;
  const slug = `${name}-${width}`;
  const url = `/insights/${slug}`;
  await addPage({ type: "blog", url, title, markdown });
  await openPost(page, slug, shows, contentDir);
  return { width, url };
}

/** Publishes, then waits for the file to hold `text`. */
async function publish(page: Page, contentDir: string, file: string, text: string) {
  await withManifestLock(contentDir, async () => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    const saved = () => readFile(path.join(contentDir, file), "utf8").catch(() => "");
    await expect.poll(saved, { timeout: 30_000 }).toContain(text);
  });
}

async function axeClean(page: Page, selector: string) {
  const found = await new AxeBuilder({ page }).include(selector).analyze();
  expect(
    found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test("a writer links to another page searched by its title: inserted as its path, saved and live", async ({
  page,
  addPage,
  contentDir,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await addPage({
    type: "blog",
    url: `/insights/unpublished-helper-${page.viewportSize()?.width ?? 0}`,
    status: "open",
    title: "An unpublished helper draft",
    markdown: "Not yet.\n",
  });
  const { width, url } = await openNewPost(page, addPage, contentDir, {
    name: "linking-pages",
    title: "Linking pages",
    markdown: "Read about short names here.\n",
    shows: /Read about short names here/,
  });
  const body = bodyEditor(page);

  // The selected words become the link's text.
  const at = (await bodyText(page)).indexOf("short names");
  await selectInBody(page, at, at + "short names".length);
  await page.getByRole("button", { name: "Link to a page" }).click();
  const dialog = page.getByRole("dialog", { name: "Link to a page" });
  const search = dialog.getByRole("combobox", { name: "Search pages by title or URL" });
  await expect(search).toBeFocused();
  // Pages not public yet are listed, after the public ones, and say so.
  await search.fill("unpublished helper");
  await expect(dialog.getByRole("option")).toHaveCount(1);
  await expect(dialog.getByRole("option").first()).toContainText("open, not public");
  // By keyboard: the search narrows, the arrows move, Enter chooses.
  await search.fill("short domain names");
  const first = dialog.getByRole("option").first();
  await expect(first).toContainText("Why Short Domain Names Cost So Much");
  await expect(first).toContainText("public · /insights/short-names");
  await expect(search).toHaveAttribute(
    "aria-activedescendant",
    (await first.getAttribute("id")) ?? "",
  );
  await page.screenshot({ path: `docs/screenshots/back-office-page-link-${width}.png` });
  await axeClean(page, "dialog.page-link");
  await search.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(body).toBeFocused();
  await expectBodyText(page, "Read about [short names](/insights/short-names) here.\n");

  // Escape closes the dialog unused; a click on a page inserts its title as the text.
  await page.keyboard.press("Control+End");
  await page.getByRole("button", { name: "Link to a page" }).click();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(body).toBeFocused();
  await page.getByRole("button", { name: "Link to a page" }).click();
  await dialog.getByRole("combobox").fill("negotiating");
  await dialog.getByRole("option", { name: /Negotiating for a Premium Domain/ }).click();
  const text =
    "Read about [short names](/insights/short-names) here.\n[Negotiating for a Premium Domain (Politely, and Without Overpaying)](/insights/negotiating)";
  await expectBodyText(page, text);

  await publish(page, contentDir, `blogs${url}.md`, "[short names]");
  expect(await readFile(path.join(contentDir, `blogs${url}.md`), "utf8")).toBe(text);
  await expect(async () => {
    await page.goto(`${baseURL}${url}`);
    await expect(page.getByRole("link", { name: "short names" })).toHaveAttribute(
      "href",
      "/insights/short-names",
    );
  }).toPass({ timeout: 30_000 });
  await page.getByRole("link", { name: "short names" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Short Domain Names/i })).toBeVisible();
});

test("the media library lists every folder's images: one reused from another folder, one uploaded with its alt text; saved and live", async ({
  page,
  addPage,
  contentDir,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { width, url } = await openNewPost(page, addPage, contentDir, {
    name: "media-library",
    title: "Media library",
    markdown: "Two products.\n",
    shows: /Two products/,
  });
  const lamp = `brass-lamp-${width}.png`;
  const imagesBefore = await readdir(path.join(contentDir, "images"), { recursive: true });
  await cursorAtEnd(page);
  await page.getByRole("button", { name: "Products block" }).click();

  // An image of another folder, found by folder and search, reused where it is.
  const first = page.getByRole("group", { name: "Product 1" });
  await first.getByLabel("Title").fill("Valuation desk");
  await first
    .getByLabel("Affiliate link (links.json)")
    .selectOption("go:namecheap-brandable-names");
  await first.getByRole("button", { name: "Choose or upload: Image" }).click();
  const library = page.getByRole("dialog", { name: "Images of the site" });
  await expect(library.getByRole("status").first()).toContainText(/\d+ images/);
  const folders = library.getByLabel("Folder", { exact: true });
  await expect(folders.getByRole("option")).toContainText([
    "All folders",
    "images/blog",
    "images/og",
    "images/products",
    "images/uploads",
  ]);
  await folders.selectOption("images/blog");
  await library.getByLabel("Search images").fill("valuation");
  const desk = library.getByRole("button", { name: "valuation-desk.jpg in images/blog" });
  await expect(desk.locator("img")).toHaveAttribute("src", /^data:image\/jpeg;base64,/);
  await page.screenshot({ path: `docs/screenshots/back-office-media-library-${width}.png` });
  await axeClean(page, "dialog.media-library");
  await desk.click();
  await expect(library).toHaveCount(0);
  await expect(first.getByLabel("Image", { exact: true })).toHaveValue(
    "/assets/content/images/blog/valuation-desk.jpg",
  );
  expect(await readdir(path.join(contentDir, "images"), { recursive: true })).toEqual(imagesBefore);

  // An upload: refused without alt text; with it, written at once and its alt in the form.
  await page.getByRole("button", { name: "Add product" }).click();
  const second = page.getByRole("group", { name: "Product 2" });
  await second.getByLabel("Title").fill("Brass lamp");
  await second.getByLabel("Or a plain https:// link").fill("https://example.com/brass-lamp");
  await second.getByRole("button", { name: "Choose or upload: Image" }).click();
  const png = await sharp({
    create: { width: 320, height: 240, channels: 3, background: "#b08d57" },
  })
    .png()
    .toBuffer();
  // A file that is no image is refused with the back office's one line, and nothing is written.
  await library.getByLabel(/Image file/).setInputFiles({
    name: "not-a-photo.png",
    mimeType: "image/png",
    buffer: Buffer.from("just text"),
  });
  await library.getByLabel("Alt text (what the image shows)").fill("Nothing");
  await library.getByRole("button", { name: "Upload and use" }).click();
  await expect(
    library.getByText(/Not uploaded: .*not-a-photo\.png: its bytes are not a PNG image/),
  ).toBeVisible();
  await library.getByLabel("Alt text (what the image shows)").fill("");
  await library.getByLabel(/Image file/).setInputFiles({
    name: lamp,
    mimeType: "image/png",
    buffer: png,
  });
  await library.getByRole("button", { name: "Upload and use" }).click();
  await expect(library.getByText("Write the alt text first")).toBeVisible();
  await library.getByLabel("Alt text (what the image shows)").fill("A brass desk lamp");
  await expect(library.getByLabel("Upload to folder")).toHaveValue("images/uploads");
  await library.getByRole("button", { name: "Upload and use" }).click();
  await expect(library).toHaveCount(0);
  await expect(second.getByLabel("Image", { exact: true })).toHaveValue(
    `/assets/content/images/uploads/${lamp}`,
  );
  await expect(second.getByLabel("Image description (alt)")).toHaveValue("A brass desk lamp");
  expect((await readFile(path.join(contentDir, "images/uploads", lamp))).equals(png)).toBe(true);
  await page.getByRole("button", { name: "Insert", exact: true }).click();
  // A card for each product where the cursor is.
  for (let card = 0; card < 2; card++) {
    await page.getByRole("button", { name: "Product card here" }).click();
    await page.getByRole("button", { name: "Insert", exact: true }).click();
  }

  await publish(page, contentDir, `blogs${url}.md`, "Brass lamp");
  const saved = await readFile(path.join(contentDir, `blogs${url}.md`), "utf8");
  expect(saved).toContain('imageUrl="/assets/content/images/blog/valuation-desk.jpg"');
  expect(saved).toContain('alt="A brass desk lamp"');
  await expect(async () => {
    await page.goto(`${baseURL}${url}`);
    await expect(page.getByRole("img", { name: "A brass desk lamp" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Valuation desk" })).toHaveAttribute(
      "src",
      /valuation-desk/,
    );
  }).toPass({ timeout: 30_000 });
  // The upload deleted again, so other tests see the demo's images only.
  const removed = await page.request.post(officeUrl("/api/cms"), {
    headers: { authorization: `Bearer ${TOKEN}`, origin: officeUrl("") },
    data: { action: "deleteFiles", params: { paths: [`images/uploads/${lamp}`], options: {} } },
  });
  expect(removed.status(), await removed.text()).toBe(200);
});

test("the preview shows the page inside the site's header and footer, with its listing card", async ({
  page,
  contentDir,
}) => {
  test.setTimeout(90_000);
  const width = page.viewportSize()?.width ?? 0;
  await openPost(page, "negotiating", /Negotiating for a premium domain/, contentDir);
  const preview = page.frameLocator("iframe");
  const header = preview.getByRole("banner");
  await expect(header.getByRole("link", { name: "Domain Chronicle" })).toBeVisible();
  // The menu: inline in a wide preview, a hamburger in a narrow one (as on the site).
  await expect(
    preview.getByRole("navigation", { name: "Main", includeHidden: true }),
  ).toBeAttached();
  const footer = preview.getByRole("contentinfo");
  await expect(footer.getByRole("navigation", { name: "Footer" })).toBeVisible();
  await expect(footer).toContainText("All rights reserved.");
  const card = preview.getByRole("region", { name: "Its card in the listings" });
  await expect(card).toContainText("/blogs, /insights");
  await expect(
    card.getByRole("link", {
      name: "Negotiating for a Premium Domain (Politely, and Without Overpaying)",
    }),
  ).toBeVisible();
  await expect(card.locator("time")).toHaveAttribute("datetime", "2024-08-06");
  await expect(card).toContainText("How to approach a domain owner");
  await expect(
    preview.getByRole("heading", { level: 1, name: "Negotiating for a premium domain" }),
  ).toBeVisible();
  // At 375 px the preview is below the form, and the form grows as its editor draws the lines
  // scrolled past: scrolled to until its top is in the upper half of the screen.
  const frame = page.locator("iframe");
  await expect(async () => {
    await frame.scrollIntoViewIfNeeded();
    const box = await frame.boundingBox();
    expect(box?.y ?? Infinity).toBeLessThan((page.viewportSize()?.height ?? 0) / 2);
  }).toPass({ timeout: 10_000 });
  await page.screenshot({ path: `docs/screenshots/back-office-preview-shell-${width}.png` });
  // The card follows the title as it is typed.
  await page.getByLabel("Title", { exact: true }).fill("Negotiating, retitled");
  await expect(card.getByRole("link", { name: "Negotiating, retitled" })).toBeVisible();
});

test("the FAQ, meta and data forms and the Open Graph picker: saved and live", async ({
  page,
  addPage,
  contentDir,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { url } = await openNewPost(page, addPage, contentDir, {
    name: "every-form",
    title: "Every form",
    markdown: "# Every form\n\nIntro.\n",
    shows: /Intro\./,
  });
  await cursorAtEnd(page);
  const blocks = page.getByRole("group", { name: "Insert a block" });

  await blocks.getByRole("button", { name: "FAQ block" }).click();
  const question = page.getByRole("group", { name: "Question 1" });
  await question.getByLabel("Question").fill("Can a writer add a question?");
  await question.getByLabel("Answer (markdown)").fill("Yes, through the FAQ form.");
  await page.getByRole("button", { name: "Insert", exact: true }).click();
  await blocks.getByRole("button", { name: "FAQ here" }).click();
  await page.getByRole("button", { name: "Insert", exact: true }).click();

  await blocks.getByRole("button", { name: /^Meta block/ }).click();
  const meta = page.getByRole("group", { name: /^Meta block/ });
  await meta.getByLabel("title", { exact: true }).fill("Every form, from the meta form");
  await meta.getByLabel("description", { exact: true }).fill("Filled in through the meta form.");
  // The Open Graph picker: the media library, an image of images/og chosen by search.
  await meta.getByRole("button", { name: "Choose or upload: ogImage" }).click();
  const library = page.getByRole("dialog", { name: "Images of the site" });
  await library.getByLabel("Folder", { exact: true }).selectOption("images/og");
  await library.getByLabel("Search images").fill("short-names");
  await library.getByRole("button", { name: "short-names.svg in images/og" }).click();
  await expect(meta.getByLabel("ogImage", { exact: true })).toHaveValue(
    "/assets/content/images/og/short-names.svg",
  );
  await page.getByRole("button", { name: "Insert", exact: true }).click();

  await blocks.getByRole("button", { name: /^Data block/ }).click();
  const value = page.getByRole("group", { name: "Value 1" });
  await value.getByLabel("Key").fill("author");
  await value.getByLabel("Value").fill("Ada Formfiller");
  await page.getByRole("button", { name: "Insert", exact: true }).click();

  await publish(page, contentDir, `blogs${url}.md`, "author=Ada Formfiller");
  const saved = await readFile(path.join(contentDir, `blogs${url}.md`), "utf8");
  expect(saved).toContain("Q: Can a writer add a question?\nA: Yes, through the FAQ form.");
  expect(saved).toContain('"ogImage": "/assets/content/images/og/short-names.svg"');
  await expect(async () => {
    await page.goto(`${baseURL}${url}`);
    await expect(page).toHaveTitle(/Every form, from the meta form/, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    // The site serves an SVG card as a JPEG made from it.
    /\/assets\/img\/short-names-1200w-\w+\.jpg$/,
  );
  await expect(page.getByText("Ada Formfiller").first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const faq = page.getByRole("button", { name: "Can a writer add a question?" });
  await faq.click();
  await expect(page.getByText("Yes, through the FAQ form.")).toBeVisible();
});
