/**
 * The back office in a real browser, by role and label: at 1280 px a writer signs in, writes a
 * post with a product card (a `go:` link from links.json), sees the preview, publishes it, and
 * the public site answers the page within 3 s with the card; at 375 px the sign-in and the form.
 * Without the sign-in every back-office request is a 401 (both widths). Runs `npm run back-office` on this run's served content folder;
 * the editor is built once (`npm run build:admin`) when it is missing.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, withManifestLock } from "#tests/support/fixtures.ts";
import { startDashboardProcess, type DashboardProcess } from "#tests/support/dashboard-process.ts";
import { buildAdmin } from "#tools/back-office/main.ts";

const TOKEN = "the-back-office-browser-token-32";
const ADMIN_DIR = path.resolve("admin-build");
let office: DashboardProcess;
let dir = "";

test.beforeAll(async ({ contentDir }) => {
  test.setTimeout(120_000);
  if (!existsSync(path.join(ADMIN_DIR, "index.html"))) await buildAdmin(ADMIN_DIR);
  dir = await mkdtemp(path.join(tmpdir(), "back-office-e2e-"));
  office = await startDashboardProcess({
    CLICKS_DB: path.join(dir, "clicks.sqlite"),
    CONTENT_DIR: contentDir,
    CONTENT_VERSIONS_DIR: path.join(dir, "versions"),
    ADMIN_BUILD_DIR: ADMIN_DIR,
    DASHBOARD_TOKEN: TOKEN,
  });
});
test.afterAll(async () => {
  await office?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const officeUrl = (target: string) => `http://127.0.0.1:${office.port}${target}`;

test("without the sign-in the editor, its config and its API answer 401", async ({ request }) => {
  for (const target of ["/admin/", "/admin/config.yml"]) {
    expect((await request.get(officeUrl(target))).status(), target).toBe(401);
  }
  const api = await request.post(officeUrl("/api/cms"), { data: { action: "info" } });
  expect(api.status()).toBe(401);
  expect(await api.json()).toEqual({ error: "unauthorized" });
});

async function signIn(page: Page): Promise<void> {
  await page.goto(officeUrl("/admin/"));
  await page.getByLabel(/token/i).fill(TOKEN);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.goto(officeUrl("/admin/"));
  await page.getByRole("button", { name: "Login" }).click();
}

test("at 375 px a writer signs in and fills a new post's form @phone", async ({ page }) => {
  await signIn(page);
  await page.goto(officeUrl("/admin/#/collections/posts/new"));
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Done (published)" }).click();
  await page.getByLabel("URL").fill("/insights/on-the-phone");
  await page.getByLabel("Title").fill("Written on the Phone");
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();
  await page.screenshot({ path: "docs/screenshots/back-office-375.png" });
});

// Desktop only: in the phone project's emulation the text typed into the editor has come back
// re-serialised as Rich Text writes it (blank lines, `\-->`), though the same steps by hand in a
// Pixel 7 window at 375 px save it exactly. Not solved yet.
test("a writer signs in, writes a post with a product card, previews and publishes it: public within 3 s @desktop", async ({
  page,
  baseURL,
  contentDir,
}) => {
  test.setTimeout(120_000);
  const slug = "from-the-browser";
  const url = `/insights/${slug}`;
  await signIn(page);
  await page.goto(officeUrl("/admin/#/collections/posts/new"));
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Done (published)" }).click();
  await page.getByLabel("URL").fill(url);
  await page.getByLabel("Title").fill("Written in the Browser");
  await page.getByRole("textbox").last().focus();
  const text = `<!-- PRODUCTS\nSTART PRODUCT\ntitle="Namecheap Beast Mode" imageUrl="namecheap.svg" link="go:namecheap-brandable-names" price="free to search"\nEND PRODUCT\n-->\n\nA post written in the back office.\n\n<!-- INSERT PRODUCT -->\n`;
  await page.keyboard.insertText(text);
  // The preview shows the text as it is written.
  await expect(
    page.frameLocator("iframe").getByText("A post written in the back office."),
  ).toBeVisible();
  await page.screenshot({ path: "docs/screenshots/back-office-1280.png" });
  await withManifestLock(contentDir, async () => {
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    const saved = () => readFile(path.join(contentDir, `blogs${url}.md`), "utf8").catch(() => "");
    await expect.poll(saved, { timeout: 30_000 }).toContain("A post written in the back office.");
    // Saved as written: the editor opens in Markdown mode, which changes nothing.
    expect(await saved()).toBe(text);
  });
  const savedAt = Date.now();
  await expect(async () => {
    const res = await page.request.get(`${baseURL}${url}`);
    const html = await res.text();
    expect(html).toContain("A post written in the back office.");
    expect(html).toContain("product-card");
  }).toPass({ timeout: 3000, intervals: [100] });
  expect(Date.now() - savedAt).toBeLessThan(3000);
  await page.goto(`${baseURL}${url}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Written in the Browser" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /Namecheap Beast Mode/ }).first()).toBeVisible();
  // Deleted again through the back office, so other tests see the demo's posts only.
  await withManifestLock(contentDir, async () => {
    const removed = await page.request.post(officeUrl("/api/cms"), {
      headers: { authorization: `Bearer ${TOKEN}`, origin: officeUrl("") },
      data: { action: "deleteFiles", params: { paths: [`blogs${url}.md`], options: {} } },
    });
    expect(removed.status(), await removed.text()).toBe(200);
  });
});
