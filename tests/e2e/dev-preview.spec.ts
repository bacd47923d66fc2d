/**
 * the preview: with `npm run dev` open on a page, saving its markdown file (or the
 * manifest) updates the page without a reload.
 */
import { openContentFolder } from "#app/loaders/index.server.ts";
import { expect, test } from "@playwright/test";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startDevServer, type DevServer } from "#tests/support/dev-server.ts";

let contentDir = "";
let server: DevServer;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  contentDir = await mkdtemp(path.join(tmpdir(), "dev-preview-"));
  await cp("content", contentDir, { recursive: true });
  server = await startDevServer(contentDir);
});

test.afterAll(async () => {
  await server?.stop();
  await rm(contentDir, { recursive: true, force: true });
});

/**
 * Saves the edited file, then saves it again while the page does not show the edit: the first
 * save can beat the page's HMR connection. Each check waits long enough for a slow reload of
 * the page's data, so a new save never interrupts one still under way.
 */
async function saveUntilShown(
  file: string,
  edit: (text: string) => string,
  check: () => Promise<void>,
) {
  const original = await readFile(file, "utf8");
  await expect(async () => {
    await writeFile(file, edit(original));
    await check();
  }).toPass({ timeout: 60_000, intervals: [500] });
}

/** How long one check waits for the page to update after a save. */
const UPDATE_TIMEOUT = 8_000;

test("saving a post's markdown updates the open page without a reload @desktop", async ({
  page,
}) => {
  await page.goto(`${server.url}/insights/short-names`);
  // The first page a cold dev server shows compiles the app's code on first use: in a CI run on
  // two busy cores this page was still "Loading…" after 10 s, twice.
  await expect(
    page.getByRole("heading", { level: 1, name: "Why short domain names cost so much" }),
  ).toBeVisible({ timeout: 30_000 });
  let loads = 0;
  page.on("load", () => (loads += 1));

  const file = path.join(contentDir, "blogs/insights/short-names.md");
  await saveUntilShown(
    file,
    (text) => text.replace("# Why short domain names cost so much", "# Short names, edited live"),
    () =>
      expect(page.getByRole("heading", { level: 1, name: "Short names, edited live" })).toBeVisible(
        { timeout: UPDATE_TIMEOUT },
      ),
  );
  expect(loads).toBe(0);
});

test("a staging entry can be previewed, and a manifest title change shows on its listing @desktop", async ({
  page,
}) => {
  await page.goto(`${server.url}/insights/aftermarket-trends`);
  // A draft is not prerendered: the browser loads it, and a cold dev server compiles that
  // code on first use, which can take a while on a busy machine.
  await expect(
    page.getByRole("heading", { level: 1, name: "Domain aftermarket trends" }),
  ).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe("/insights/aftermarket-trends");
  await page.goto(`${server.url}/blogs`);
  await expect(
    page.getByRole("link", { name: "Why Short Domain Names Cost So Much" }),
  ).toBeVisible();
  let loads = 0;
  page.on("load", () => (loads += 1));

  await saveUntilShown(
    openContentFolder(contentDir).manifestFile,
    (text) =>
      text.replace('"Why Short Domain Names Cost So Much"', '"Short Names (Retitled Live)"'),
    () =>
      expect(page.getByRole("link", { name: "Short Names (Retitled Live)" })).toBeVisible({
        timeout: UPDATE_TIMEOUT,
      }),
  );
  expect(loads).toBe(0);
});
