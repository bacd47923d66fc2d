/**
 * Review comments in a real browser (decision 076): a writer submits a post for review; an
 * editor, in another browser, opens the review page, reads who submitted it and comments; the
 * writer reloads the review page and reads the comment with its author and time, and answers.
 * The page fits the phone's width. Screenshots of the writer's review page at both widths.
 */
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "#tests/support/fixtures.ts";
import { startDashboardProcess, type DashboardProcess } from "#tests/support/dashboard-process.ts";
import { newPostSave } from "#tests/support/back-office.ts";
import { runBackOffice } from "#tests/support/newsroom.ts";

let office: DashboardProcess;
let dir = "";
let origin = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = await mkdtemp(path.join(tmpdir(), "review-e2e-"));
  await cp("content", path.join(dir, "content"), { recursive: true });
  office = await startDashboardProcess({
    CLICKS_DB: path.join(dir, "clicks.sqlite"),
    CONTENT_DIR: path.join(dir, "content"),
    CONTENT_VERSIONS_DIR: path.join(dir, "versions"),
  });
  origin = `http://localhost:${office.port}`;
});
test.afterAll(async () => {
  await office?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Accepts an invite made by the real `invite` command, with a password, in `context`. */
async function join(context: BrowserContext, email: string, role: string): Promise<Page> {
  const answer = await runBackOffice(["invite", email, "--role", role], {
    CLICKS_DB: path.join(dir, "clicks.sqlite"),
    BACK_OFFICE_PORT: String(office.port),
  });
  expect(answer.code, answer.stderr).toBe(0);
  const page = await context.newPage();
  await page.goto(answer.stdout.trim());
  await page.getByLabel(/New password/).fill("a reviewer's passphrase");
  await page.getByRole("button", { name: "Set the password" }).click();
  await page.waitForURL(/\/admin\/$/);
  return page;
}

test("an editor comments on a post in review; its writer reads the comment and answers", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const width = page.viewportSize()?.width ?? 0;
  const url = `/insights/reviewed-${width}`;
  const file = `blogs${url}.md`;
  const writer = await join(page.context(), `writer-${width}@example.com`, "writer");
  const submitted = await writer.request.post(`${origin}/api/cms`, {
    headers: { origin },
    data: {
      action: "persistEntry",
      params: { branch: "main", ...newPostSave(url, "review", "x") },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  const editorContext = await browser.newContext({ viewport: page.viewportSize() });
  try {
    const editor = await join(editorContext, `editor-${width}@example.com`, "editor");
    await editor.goto(`${origin}/review`);
    const entry = editor.getByRole("region", { name: file });
    await expect(entry).toContainText(`submitted by writer-${width}@example.com`);
    await entry.getByLabel("Comment").fill("The title promises a list: add the third item.");
    await entry.getByRole("button", { name: "Add the comment" }).click();
    await editor.waitForURL(`${origin}/review`);
    await expect(entry.getByRole("listitem")).toHaveCount(1);
  } finally {
    await editorContext.close();
  }

  await writer.goto(`${origin}/review`);
  const mine = writer.getByRole("region", { name: file });
  const first = mine.getByRole("listitem").first();
  await expect(first).toContainText(`editor-${width}@example.com on `);
  await expect(first).toContainText("The title promises a list: add the third item.");
  await mine.getByLabel("Comment").fill("Added: three items now.");
  await mine.getByRole("button", { name: "Add the comment" }).click();
  await expect(mine.getByRole("listitem")).toHaveCount(2);
  await expect(mine.getByRole("listitem").last()).toContainText(`writer-${width}@example.com on `);
  // Nothing wider than the screen.
  const overflow = await writer.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await writer.screenshot({ path: `docs/screenshots/review-${width}.png`, fullPage: true });
});
