/**
 * The back office on a content folder the project did not write: WordPress's theme unit test
 * export (tools/import/fixtures/wordpress/classic.xml) through the importer, built as CI builds
 * (CONTENT_CHECK=error) and served by the real server. In a browser at 375 and 1280 px, by role
 * and label: the posts list, a post opened with its text to the byte; every page saved unchanged
 * as the editor saves it (not a byte differs, no commit made); a post edited and published,
 * live on the public server within 3 s with the rest of its file as it was.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/fixtures.ts";
import { signInToBackOffice } from "#tests/support/back-office.ts";
import { cursorAtEnd, expectBodyText, typeText } from "#tests/support/body-editor.ts";
import { startDashboardProcess, type DashboardProcess } from "#tests/support/dashboard-process.ts";
import { buildStrictly, importFixture, removeImports } from "#tests/support/import-fixtures.ts";
import { startServerProcess, type ServerProcess } from "#tests/support/server-process.ts";
import { fromFile, toFile } from "#server/back-office/editor/format.ts";
import { buildAdmin } from "#tools/build/build-editor.ts";

const TOKEN = "the-imported-site-browser-token-32";
const ADMIN_DIR = path.resolve("admin-build");
let office: DashboardProcess;
let site: ServerProcess;
let contentDir = "";
let root = "";
let buildDir = "";

// One imported site per width, built once: its tests share it, one after another.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!existsSync(path.join(ADMIN_DIR, "index.html"))) await buildAdmin(ADMIN_DIR);
  const imported = await importFixture("wordpress", "wordpress/classic.xml");
  contentDir = imported.dir;
  root = path.dirname(contentDir);
  // Inside the checkout, as the import tests build: the build resolves the app from there.
  await mkdir(".tmp", { recursive: true });
  buildDir = path.resolve(await mkdtemp(path.join(".tmp", "back-office-import-")));
  buildStrictly(contentDir, buildDir);
  site = await startServerProcess(
    { dir: root, database: path.join(root, "clicks.sqlite"), cleanup: async () => {} },
    { env: { CONTENT_DIR: contentDir, BUILD_DIR: buildDir } },
  );
  office = await startDashboardProcess({
    CLICKS_DB: path.join(root, "office-clicks.sqlite"),
    CONTENT_DIR: contentDir,
    CONTENT_VERSIONS_DIR: path.join(root, "versions"),
    ADMIN_BUILD_DIR: ADMIN_DIR,
    BACK_OFFICE_TOKEN: TOKEN,
  });
});

test.afterAll(async () => {
  await office?.stop();
  site?.child.kill("SIGTERM");
  removeImports();
  if (root) await rm(root, { recursive: true, force: true });
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
});

const officeUrl = (target: string) => `http://127.0.0.1:${office.port}${target}`;

const signIn = (page: Page) => signInToBackOffice(page, officeUrl(""), TOKEN);

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

test("on an imported WordPress site: the posts list, a post opened to the byte, every page saved unchanged byte-identical, an edited post live within 3 s", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto(officeUrl("/admin/#/collections/posts"));
  const list = page.getByRole("main");
  await expect(list.getByRole("link", { name: /Edge Case: Nested And Mixed Lists/ })).toBeVisible();

  // Opened from the list: the form holds the file's text to the byte, with nothing to publish.
  const lists = path.join(contentDir, "blogs/blogs/edge-case-nested-and-mixed-lists.md");
  await list.getByRole("link", { name: /Edge Case: Nested And Mixed Lists/ }).click();
  await expectBodyText(page, await readFile(lists, "utf8"));
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible();

  // Every page of the folder saved unchanged as the editor saves it (its format, then
  // persistEntry): not a byte differs, and no version is kept.
  const api = async (action: string, params: Record<string, unknown>) => {
    const answer = await page.request.post(officeUrl("/api/cms"), {
      headers: { authorization: `Bearer ${TOKEN}`, origin: officeUrl("") },
      data: { action, params: { branch: "main", ...params } },
    });
    expect(answer.status(), `${action} ${await answer.text()}`).toBe(200);
    return (await answer.json()) as { data: string };
  };
  const pages = (await readdir(contentDir, { recursive: true, encoding: "utf8" })).filter(
    (file) => file.endsWith(".md") && !file.startsWith("categories/"),
  );
  expect(pages.length).toBeGreaterThan(20);
  for (const file of pages) {
    const before = await readFile(path.join(contentDir, file));
    const { data } = await api("getEntry", { path: file });
    const raw = toFile(fromFile(data), "markdown");
    await api("persistEntry", {
      dataFiles: [{ path: file, slug: file, raw }],
      assets: [],
      options: {},
    });
    expect((await readFile(path.join(contentDir, file))).equals(before), file).toBe(true);
  }
  // No commit either (the content folder's repository is beside the versions folder).
  expect(
    execFileSync("git", ["--git-dir", path.join(root, "content.git"), "log", "--format=%s"], {
      encoding: "utf8",
    }),
  ).not.toMatch(/^Edit /m);

  // Another post edited and published: the public server answers it within 3 s.
  const standard = path.join(contentDir, "blogs/blogs/post-format-standard.md");
  const original = await readFile(standard, "utf8");
  await page.goto(officeUrl("/admin/#/collections/posts"));
  await list.getByRole("link", { name: /Post Format: Standard/ }).click();
  await expectBodyText(page, original);
  await cursorAtEnd(page);
  await typeText(page, "\nEdited in the back office of an imported site.\n");
  await publish(page);
  await expect
    .poll(() => readFile(standard, "utf8"), { timeout: 30_000 })
    .toBe(`${original}\nEdited in the back office of an imported site.\n`);
  const savedAt = Date.now();
  await expect(async () => {
    const html = await (await page.request.get(`${site.url}blogs/post-format-standard`)).text();
    expect(html).toContain("Edited in the back office of an imported site.");
  }).toPass({ timeout: 3000, intervals: [100] });
  expect(Date.now() - savedAt).toBeLessThan(3000);
  await page.goto(`${site.url}blogs/post-format-standard`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Post Format: Standard" }),
  ).toBeVisible();
  await expect(page.getByText("Edited in the back office of an imported site.")).toBeVisible();
});
