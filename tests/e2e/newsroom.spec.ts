/**
 * The newsroom in a real browser (decision 070), on http://localhost (a passkey needs a host
 * name, not 127.0.0.1): an invited writer makes a passkey with Chromium's virtual authenticator,
 * signs out with the editor's Log Out and in again with the passkey, writes a post in the editor
 * and submits it (status "review", the only one a writer's form offers besides drafts): it is not
 * public. An editor adds a passkey to their password, signs in with it, and publishes the post;
 * the public site answers it within 3 s. The writer leaves: an admin removes their access, and
 * their passkey no longer signs in; the editor is made an admin; the admin reads who changed
 * what; an invite made by mistake is withdrawn. Screenshots of the sign-in and accounts pages at
 * both widths.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { expect, test, withManifestLock } from "#tests/support/fixtures.ts";
import { startDashboardProcess, type DashboardProcess } from "#tests/support/dashboard-process.ts";
import { addAuthenticator, runBackOffice } from "#tests/support/newsroom.ts";
import { buildAdmin } from "#tools/build/build-editor.ts";

const ADMIN_DIR = path.resolve("admin-build");
let office: DashboardProcess;
let dir = "";

test.beforeAll(async ({ contentDir }) => {
  test.setTimeout(240_000);
  if (!existsSync(path.join(ADMIN_DIR, "index.html"))) await buildAdmin(ADMIN_DIR);
  dir = await mkdtemp(path.join(tmpdir(), "newsroom-e2e-"));
  office = await startDashboardProcess({
    CLICKS_DB: path.join(dir, "clicks.sqlite"),
    CONTENT_DIR: contentDir,
    CONTENT_VERSIONS_DIR: path.join(dir, "versions"),
    ADMIN_BUILD_DIR: ADMIN_DIR,
  });
});
test.afterAll(async () => {
  await office?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function invite(email: string, role: string): Promise<string> {
  const answer = await runBackOffice(["invite", email, "--role", role], {
    CLICKS_DB: path.join(dir, "clicks.sqlite"),
    BACK_OFFICE_PORT: String(office.port),
  });
  expect(answer.code, answer.stderr).toBe(0);
  return answer.stdout.trim();
}

/** Accepts an invite with a password in its own browser context. */
async function joinWithPassword(context: BrowserContext, email: string, role: string) {
  const page = await context.newPage();
  await page.goto(await invite(email, role));
  await page.getByLabel(/New password/).fill("an editor's passphrase");
  await page.getByRole("button", { name: "Set the password" }).click();
  await page.waitForURL(/\/admin\/$/);
  return page;
}

test("an invited writer makes a passkey, signs in with it, writes and submits a post: not public; an editor publishes it, live within 3 s", async ({
  page,
  browser,
  baseURL,
  contentDir,
}) => {
  test.setTimeout(180_000);
  const width = page.viewportSize()?.width ?? 0;
  // Names of its own per run, so that a retry or a repeat starts from nothing an earlier run left.
  const { repeatEachIndex, retry } = test.info();
  const run = repeatEachIndex + retry > 0 ? `${width}-${repeatEachIndex}-${retry}` : `${width}`;
  const origin = `http://localhost:${office.port}`;
  const { cdp, authenticatorId } = await addAuthenticator(page);

  // The invite: a passkey made, the writer signed in.
  await page.goto(await invite(`writer-${run}@example.com`, "writer"));
  await page.getByRole("button", { name: "Create a passkey" }).click();
  await page.waitForURL(`${origin}/admin/`);
  // The passkey lives in the authenticator, bound to localhost.
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials.map((credential) => credential.rpId)).toEqual(["localhost"]);

  // Signed out with Decap's own Log Out (its avatar menu): the back office's session ends too,
  // so the editor's address asks for a sign-in. Then in again with the passkey alone.
  await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Account options dropdown" }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await page.waitForURL(`${origin}/`);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.goto(`${origin}/admin/`);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.goto(`${origin}/sign-in`);
  await page.screenshot({ path: `docs/screenshots/sign-in-${width}.png` });
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL(`${origin}/admin/`);

  // A post written in the editor and submitted: status "review" (no "Done" offered).
  const slug = `submitted-${run}`;
  const url = `/insights/${slug}`;
  // Signed in once: the editor opens on its collections, no Login of Decap's own after it.
  await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Login" })).toHaveCount(0);
  await page.goto(`${origin}/admin/#/collections/posts/new`);
  await page.getByRole("combobox", { name: "Status" }).click();
  await expect(page.getByRole("option", { name: "Done (published)" })).toHaveCount(0);
  await page.getByRole("option", { name: /^Review/ }).click();
  await page.getByLabel("URL").fill(url);
  await page.getByLabel("Title", { exact: true }).fill("Submitted for Review");
  await page
    .getByLabel("Text (front matter, markdown and blocks)")
    .fill("A writer's post, read by an editor first.\n");
  const file = path.join(contentDir, `blogs${url}.md`);
  await withManifestLock(contentDir, async () => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    const saved = () => readFile(file, "utf8").catch(() => "");
    await expect.poll(saved, { timeout: 30_000 }).toContain("read by an editor first");
    // Its row in the manifest: status "review", which the public site never shows.
    const row = async () => {
      const text = await readFile(path.join(contentDir, "content-manifest.json"), "utf8");
      const rows = JSON.parse(text) as { url: string; status: string }[];
      return rows.find((entry) => entry.url === url)?.status;
    };
    await expect.poll(row, { timeout: 30_000 }).toBe("review");
    // The editor has its answer: it shows the saved post at its file's address (no emptied
    // form, no leave prompt), so leaving it below leaves nothing unsaved.
    await expect(page).toHaveURL(`${origin}/admin/#/collections/posts/entries${url}`, {
      timeout: 30_000,
    });
  });
  // Not public: not the page, not its file, not in the public manifest.
  expect(await (await page.request.get(`${baseURL}${url}`)).text()).not.toContain(
    "read by an editor first",
  );
  const publicManifest = await page.request.get(`${baseURL}/assets/content/content-manifest.json`);
  expect(await publicManifest.text()).not.toContain(url);
  const publicFile = await page.request.get(`${baseURL}/assets/content/blogs${url}.md`);
  expect(publicFile.status()).toBe(404);

  // The writer's account page: their sessions.
  await page.goto(`${origin}/accounts`, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();

  // An editor (another browser, a password) sees the queue and publishes.
  const editorContext = await browser.newContext({ viewport: page.viewportSize() });
  try {
    const editor = await joinWithPassword(editorContext, `editor-${run}@example.com`, "editor");
    // The editor, who chose a password, adds a passkey on their accounts page and signs in with
    // it.
    await addAuthenticator(editor);
    await editor.goto(`${origin}/accounts`);
    const passkeys = editor.getByRole("region", { name: "Your passkeys" });
    await expect(passkeys).toContainText("None yet");
    await passkeys.getByRole("button", { name: "Add a passkey" }).click();
    await expect(passkeys.getByRole("listitem")).toHaveCount(1);
    await expect(passkeys.getByRole("button", { name: /^Remove Passkey …/ })).toBeVisible();
    await editorContext.clearCookies();
    await editor.goto(`${origin}/sign-in`);
    await editor.getByRole("button", { name: "Sign in with a passkey" }).click();
    await editor.waitForURL(`${origin}/admin/`);
    const cms = async (action: string, params: Record<string, unknown>) => {
      const answer = await editor.request.post(`${origin}/api/cms`, {
        headers: { origin },
        data: { action, params: { branch: "main", ...params } },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      return (await answer.json()) as unknown;
    };
    const queue = await cms("reviewQueue", {});
    expect(queue).toEqual([
      expect.objectContaining({ path: `blogs${url}.md`, email: `writer-${run}@example.com` }),
    ]);
    const entry = (await cms("getEntry", { path: `blogs${url}.md` })) as { data: string };
    let publishedAt = 0;
    await withManifestLock(contentDir, async () => {
      await cms("persistEntry", {
        dataFiles: [
          { path: `blogs${url}.md`, slug, raw: entry.data.replace('"review"', '"done"') },
        ],
        assets: [],
        options: {},
      });
      publishedAt = Date.now();
    });
    await expect(async () => {
      const html = await (await page.request.get(`${baseURL}${url}`)).text();
      expect(html).toContain("read by an editor first");
    }).toPass({ timeout: 3000, intervals: [100] });
    expect(Date.now() - publishedAt).toBeLessThan(3000);

    // An admin's accounts page: every account and session, and invites. The writer leaves: the
    // admin removes their access (a disclosure, then the button naming them).
    const admin = await joinWithPassword(editorContext, `admin-${run}@example.com`, "admin");
    await admin.goto(`${origin}/accounts`);
    await expect(admin.getByRole("heading", { name: "Accounts" })).toBeVisible();
    const people = admin.getByRole("table", { name: "People" });
    const writerRow = people.getByRole("row", { name: new RegExp(`writer-${run}@example\\.com`) });
    await expect(writerRow.getByRole("cell", { name: /^1 passkey/ })).toBeVisible();
    await writerRow.getByText("Remove access").click();
    await writerRow
      .getByRole("button", { name: `Remove writer-${run}@example.com's access` })
      .click();
    await expect(admin.getByRole("status")).toHaveText(
      `writer-${run}@example.com can no longer sign in.`,
    );
    await expect(writerRow.getByRole("cell", { name: "no access" })).toBeVisible();
    // The editor becomes an admin: the role changes, nothing else (no new invite).
    const editorRow = people.getByRole("row", { name: new RegExp(`editor-${run}@example\\.com`) });
    await editorRow.getByText("Change role").click();
    await editorRow
      .getByRole("combobox", { name: `editor-${run}@example.com's role` })
      .selectOption("admin");
    await editorRow.getByRole("button", { name: "Set the role" }).click();
    await expect(admin.getByRole("status")).toHaveText(
      `editor-${run}@example.com is now an admin.`,
    );
    await expect(editorRow.getByRole("cell", { name: /^admin/ })).toBeVisible();
    await editor.goto(`${origin}/accounts`);
    await expect(editor.getByRole("heading", { name: "Accounts" })).toBeVisible();
    // Who did what to the accounts: the editor's passkey, the admin's removal and role change.
    const changes = admin.getByRole("table", { name: "Account changes" });
    for (const change of [
      `editor-${run}@example\\.com added a passkey`,
      `admin-${run}@example\\.com removed writer-${run}@example\\.com's access`,
      `admin-${run}@example\\.com changed editor-${run}@example\\.com's role from editor to admin`,
    ])
      await expect(changes.getByRole("row", { name: new RegExp(change) })).toBeVisible();
    // An invite made for a mistyped address is withdrawn before anyone uses its link.
    await admin.getByLabel("Email").fill(`mistyped-${run}@exmaple.com`);
    await admin.getByRole("combobox", { name: "Role" }).selectOption("editor");
    await admin.getByRole("button", { name: "Make an invite link" }).click();
    const link = (await admin.getByRole("status").locator("code").textContent()) ?? "";
    const invites = admin.getByRole("table", { name: "Open invites" });
    await expect(invites.getByRole("row", { name: /mistyped-.*editor/ })).toBeVisible();
    await admin.screenshot({ path: `docs/screenshots/accounts-${width}.png`, fullPage: true });
    await invites
      .getByRole("button", { name: `Withdraw the invite to mistyped-${run}@exmaple.com` })
      .click();
    await expect(admin.getByRole("status")).toHaveText(
      `The invite to mistyped-${run}@exmaple.com is withdrawn: its link no longer opens.`,
    );
    await admin.goto(link);
    await expect(admin.getByRole("alert")).toContainText("used, expired or unknown");
    // The writer's open tab is asked to sign in, and their passkey no longer opens the office.
    await page.goto(`${origin}/accounts`);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("status")).toContainText("Passkey sign-in failed");
    expect(page.url()).toBe(`${origin}/accounts`);
  } finally {
    await editorContext.close();
  }
});
