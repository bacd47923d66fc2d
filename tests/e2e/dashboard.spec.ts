/**
 * The click dashboard in a real browser, by role and label, in both projects' windows (375 and
 * 1280 px): figures, chart, tables, keyboard use, CSV download, sign-in; axe finds nothing.
 * Each file run starts its own `npm run back-office` processes on free ports.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openSqliteStore } from "#server/clicks/sqlite-store.ts";
import { startDashboardProcess, type DashboardProcess } from "#tests/support/dashboard-process.ts";

const TOKEN = "browser-token-of-at-least-24-chars";
const today = new Date().toISOString().slice(0, 10);
let dir = "";
let open: DashboardProcess;
let guarded: DashboardProcess;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "dashboard-e2e-"));
  const database = path.join(dir, "clicks.sqlite");
  const store = openSqliteStore(database);
  const row = { day: today, page: "/reviews/namecheap" };
  await store.add([
    { ...row, slug: "namecheap", country: "DE", device: "mobile", clicks: 7 },
    { ...row, slug: "namecheap", country: "US", device: "desktop", clicks: 2 },
    { ...row, slug: "sedo", page: "", country: "", device: "desktop", clicks: 3 },
  ]);
  await store.close();
  [open, guarded] = await Promise.all([
    startDashboardProcess({ CLICKS_DB: database }),
    startDashboardProcess({ CLICKS_DB: database, BACK_OFFICE_TOKEN: TOKEN }),
  ]);
});
test.afterAll(async () => {
  await Promise.all([open?.stop(), guarded?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test("the dashboard shows the figures, a chart and the tables, and axe finds nothing", async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${open.port}/?days=7`);
  await expect(page.getByRole("heading", { level: 1, name: "Clicks" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const clicks = page.getByRole("definition").filter({ hasText: /^12$/ });
  await expect(clicks).toBeVisible();
  const chart = page.getByRole("img", { name: /Clicks per day/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator(`rect[data-day="${today}"]`)).toHaveAttribute("data-clicks", "12");
  const links = page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: "Link" }) });
  await expect(
    links
      .getByRole("row", { name: /namecheap/ })
      .getByRole("cell")
      .first(),
  ).toHaveText("9");
  await expect(links.getByRole("row", { name: /sedo/ }).getByRole("cell").first()).toHaveText("3");
  await expect(page.getByRole("rowheader", { name: "Germany (DE)" })).toBeVisible();
  // Nothing wider than the window: usable at 375 px without sideways scrolling.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test("the range is chosen from the keyboard: a preset link, then dates in the form", async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${open.port}/`);
  await page.getByRole("link", { name: "Last 90 days" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\?days=90$/);
  await page.getByLabel("From", { exact: true }).fill("2020-01-01");
  await page.getByLabel("To", { exact: true }).fill("2020-01-31");
  await page.getByLabel("To", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
  await expect(page.getByText("No clicks from 2020-01-01 to 2020-01-31.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a table downloads as CSV", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${open.port}/?days=7`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV of countries" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^clicks-countries-\d{4}-\d{2}-\d{2}-to-/);
  const text = readFileSync((await download.path()) ?? "", "utf8");
  expect(text).toBe("country,clicks,share_percent\nDE,7,58.3\n,3,25.0\nUS,2,16.7\n");
});

test("with a token the dashboard asks for it, and the sign-in form opens it", async ({ page }) => {
  const response = await page.goto(`http://127.0.0.1:${guarded.port}/`);
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("12")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByLabel("Token (BACK_OFFICE_TOKEN)").fill(TOKEN);
  await page.getByLabel("Token (BACK_OFFICE_TOKEN)").press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Clicks" })).toBeVisible();
  // The cookie came back: the sign-in's mark has left the address.
  await expect(page).toHaveURL(`http://127.0.0.1:${guarded.port}/`);
  await expect(page.getByRole("img", { name: /Clicks per day/ })).toBeVisible();
});
