/**
 * The newsroom behind a real nginx under a path of the site (`deploy-config dashboard --path
 * /office/`, BACK_OFFICE_PATH), in a real browser on http://localhost: an admin makes a passkey
 * from the invite command's link, opens the editor, logs out with its Log Out and signs in again
 * with the passkey; they invite an editor from the accounts page, whose link opens under the
 * path; the editor sets a password, adds a passkey on the accounts page, signs out and in with
 * it. Every page, script, form and redirect stays under /office/. A second nginx puts the same
 * back office at its host's root (the owner's own config): there the invite page says a sign-in
 * would not hold (its cookie is for /office/) and what to set; under /office/ it says nothing.
 * Under /unset/ of that nginx, a back office whose BACK_OFFICE_PATH was forgotten says to set it;
 * under /elsewhere/, one told /office/ and with no account yet takes the token, and then says why
 * its sign-in did not hold.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/fixtures.ts";
import { startDashboardProcess, type DashboardProcess } from "#tests/support/dashboard-process.ts";
import { addAuthenticator, runBackOffice } from "#tests/support/newsroom.ts";
import { freePort } from "#tests/support/server-process.ts";
import { buildAdmin } from "#tools/build/build-editor.ts";
import { deployConfig } from "#tools/deploy/deploy-config.ts";
import { wholeConfig } from "#tools/deploy/nginx-config.ts";
import { block } from "#tools/deploy/nginx-syntax.ts";
import { startNginx, type RunningNginx } from "#tools/deploy/run-nginx.ts";

const ADMIN_DIR = path.resolve("admin-build");
let office: DashboardProcess;
let nginx: RunningNginx;
/**
 * A second proxy, at its host's root, in front of the same back office (the wrong place), and
 * under /unset/ in front of another back office whose BACK_OFFICE_PATH was forgotten.
 */
let rootNginx: RunningNginx;
let unsetOffice: DashboardProcess;
/** Told /office/, with no account yet (the token's sign-in), at /elsewhere/ of the second proxy. */
let tokenOffice: DashboardProcess;
let dir = "";
let env: Record<string, string>;
let unsetEnv: Record<string, string>;
const TOKEN_ONLY = "a-third-token-of-more-than-24-characters";
let origin = "";
let rootOrigin = "";

test.beforeAll(async ({ contentDir }) => {
  test.setTimeout(240_000);
  if (!existsSync(path.join(ADMIN_DIR, "index.html"))) await buildAdmin(ADMIN_DIR);
  dir = await mkdtemp(path.join(tmpdir(), "newsroom-path-e2e-"));
  const port = await freePort();
  origin = `http://localhost:${port}`;
  env = {
    CLICKS_DB: path.join(dir, "clicks.sqlite"),
    BACK_OFFICE_TOKEN: "a-token-of-more-than-24-characters",
    BACK_OFFICE_ORIGIN: origin,
    BACK_OFFICE_PATH: "/office/",
  };
  // A back office on the run's content folder, with versions of its own; nginx's lines for it.
  const startOffice = (variables: Record<string, string>, versions: string) =>
    startDashboardProcess({
      ...variables,
      CONTENT_DIR: contentDir,
      CONTENT_VERSIONS_DIR: path.join(dir, versions),
      ADMIN_BUILD_DIR: ADMIN_DIR,
    });
  const under = (at: string, { port }: DashboardProcess) =>
    deployConfig(["dashboard", "--upstream", `127.0.0.1:${port}`, "--path", at]);
  office = await startOffice(env, "versions");
  const locations = await under("/office/", office);
  const server = block("server", [`listen 127.0.0.1:${port};`, locations]);
  const nginxDir = path.join(dir, "nginx");
  nginx = await startNginx(nginxDir, wholeConfig({ http: [], server }, nginxDir, "1"), port);
  const rootPort = await freePort();
  rootOrigin = `http://localhost:${rootPort}`;
  // A host of the back office's own, as its owner would write it (deploy-config prints only paths).
  const atRoot = block("location /", [
    `proxy_pass http://127.0.0.1:${office.port};`,
    "proxy_set_header Host $http_host;",
    "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
  ]);
  unsetEnv = {
    CLICKS_DB: path.join(dir, "unset.sqlite"),
    BACK_OFFICE_TOKEN: "another-token-of-more-than-24-characters",
  };
  unsetOffice = await startOffice(unsetEnv, "unset-versions");
  const unset = await under("/unset/", unsetOffice);
  const tokenEnv = {
    CLICKS_DB: path.join(dir, "token.sqlite"),
    BACK_OFFICE_TOKEN: TOKEN_ONLY,
    BACK_OFFICE_PATH: "/office/",
  };
  tokenOffice = await startOffice(tokenEnv, "token-versions");
  const elsewhere = await under("/elsewhere/", tokenOffice);
  const rootServer = block("server", [`listen 127.0.0.1:${rootPort};`, atRoot, unset, elsewhere]);
  const rootDir = path.join(dir, "nginx-root");
  const rootConfig = wholeConfig({ http: [], server: rootServer }, rootDir, "1");
  rootNginx = await startNginx(rootDir, rootConfig, rootPort);
});
test.afterAll(async () => {
  await rootNginx?.stop();
  await nginx?.stop();
  await unsetOffice?.stop();
  await tokenOffice?.stop();
  await office?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test("under a path of the site, people join, sign in with passkeys and passwords, and sign out without leaving it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { repeatEachIndex, retry } = test.info();
  const run = `${page.viewportSize()?.width ?? 0}-${repeatEachIndex}-${retry}`;
  const office = `${origin}/office/`;
  await addAuthenticator(page);

  // The invite command's link is under the path; a passkey made there opens the editor.
  const invited = await runBackOffice(
    ["invite", `boss-${run}@example.com`, "--role", "admin"],
    env,
  );
  const link = invited.stdout.trim();
  expect(link.startsWith(`${office}invite?token=`), link).toBe(true);
  await page.goto(link);
  await page.getByRole("button", { name: "Create a passkey" }).click();
  await page.waitForURL(`${office}admin/`);
  await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible({ timeout: 30_000 });
  // The session's cookie goes to the office's path only, not to the public site beside it.
  const session = (await page.context().cookies()).find(
    ({ name }) => name === "back_office_session",
  );
  expect(session?.path).toBe("/office/");

  // Decap's Log Out ends the session and opens the office's front page, which asks for a sign-in.
  await page.getByRole("button", { name: "Account options dropdown" }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await page.waitForURL(office);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL(office);
  await expect(page.getByRole("heading", { name: "Clicks" })).toBeVisible();

  // An invite made on the accounts page opens under the path too.
  await page.goto(`${office}accounts`);
  await page.getByLabel("Email").fill(`editor-${run}@example.com`);
  await page.getByRole("combobox", { name: "Role" }).selectOption("editor");
  await page.getByRole("button", { name: "Make an invite link" }).click();
  const editorLink = (await page.getByRole("status").locator("code").textContent()) ?? "";
  expect(editorLink.startsWith(`${office}invite?token=`), editorLink).toBe(true);

  const context = await browser.newContext({ viewport: page.viewportSize() });
  try {
    const editor = await context.newPage();
    await addAuthenticator(editor);
    await editor.goto(editorLink);
    await editor.getByLabel(/New password/).fill("an editor's passphrase");
    await editor.getByRole("button", { name: "Set the password" }).click();
    await editor.waitForURL(`${office}admin/`);
    await editor.goto(`${office}accounts`);
    const passkeys = editor.getByRole("region", { name: "Your passkeys" });
    await passkeys.getByRole("button", { name: "Add a passkey" }).click();
    await expect(passkeys.getByRole("listitem")).toHaveCount(1);
    await editor.getByRole("button", { name: "Sign out" }).click();
    await editor.waitForURL(`${office}sign-in`);
    // A page deep in the office asks for a sign-in and comes back to it.
    await editor.goto(`${office}admin/versions?path=site.json`);
    await editor.getByRole("button", { name: "Sign in with a passkey" }).click();
    await editor.waitForURL(`${office}admin/versions?path=site.json`);
    await expect(editor.getByRole("table", { name: /^Versions of site.json/ })).toBeVisible();
  } finally {
    await context.close();
  }
});

/** An editor's invite made by the command on the office of `variables`: its token. */
async function inviteToken(name: string, page: Page, variables: Record<string, string>) {
  const { repeatEachIndex, retry } = test.info();
  const run = `${page.viewportSize()?.width ?? 0}-${repeatEachIndex}-${retry}`;
  const invited = await runBackOffice(
    ["invite", `${name}-${run}@example.com`, "--role", "editor"],
    variables,
  );
  return new URL(invited.stdout.trim()).searchParams.get("token") ?? "";
}

test("at a proxy's root but told /office/: the page says a sign-in would not hold", async ({
  page,
}) => {
  const token = await inviteToken("placed", page, env);
  const checked = () => page.waitForResponse((answer) => answer.url().endsWith("/sign-in/where"));
  const wrongPlace = page.getByRole("alert").filter({ hasText: "BACK_OFFICE_PATH" });

  // Where it was told it is: nothing to say, once the script has had the answer.
  let answered = checked();
  await page.goto(`${origin}/office/invite?token=${token}`);
  const answer = await answered;
  expect(answer.ok()).toBe(true);
  await answer.finished();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await expect(wrongPlace).toHaveCount(0);

  // The same invite through the proxy at the root: the cookie would be for /office/ only.
  answered = checked();
  await page.goto(`${rootOrigin}/invite?token=${token}`);
  expect((await answered).ok()).toBe(true);
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await expect(wrongPlace).toHaveText(
    "Signing in will not hold here: this back office is under / but BACK_OFFICE_PATH says " +
      "/office/, the only path its sign-in cookie is sent to. Unset BACK_OFFICE_PATH (or serve " +
      "it under /office/), then restart it.",
  );
  await page.screenshot({
    path: `docs/screenshots/sign-in-wrong-place-${page.viewportSize()?.width ?? 0}.png`,
  });
});

test("under /unset/ with BACK_OFFICE_PATH not set: the page says to set it", async ({ page }) => {
  const token = await inviteToken("unset", page, unsetEnv);
  const answered = page.waitForResponse((answer) => answer.url().endsWith("/sign-in/where"));
  await page.goto(`${rootOrigin}/unset/invite?token=${token}`);
  expect((await answered).ok()).toBe(true);
  await expect(page.getByRole("alert").filter({ hasText: "BACK_OFFICE_PATH" })).toHaveText(
    "This back office is under /unset/ but BACK_OFFICE_PATH is not set: its invite links miss " +
      "/unset/ and its sign-in cookie goes to the whole site. Set BACK_OFFICE_PATH=/unset/, then " +
      "restart it.",
  );
});

test("the token's sign-in under another path than BACK_OFFICE_PATH says why it did not hold", async ({
  page,
}) => {
  await page.goto(`${rootOrigin}/elsewhere/`);
  const token = page.getByLabel("Token (BACK_OFFICE_TOKEN)");
  await token.fill(TOKEN_ONLY);
  await token.press("Enter");
  // The token was right and its cookie set, for /office/: this browser does not send it here.
  await expect(page.getByRole("alert")).toHaveText(
    "The token was right, but this browser did not send its sign-in back. Its cookie is sent " +
      "only under /office/ (BACK_OFFICE_PATH): if this page is not under /office/, unset " +
      "BACK_OFFICE_PATH (or serve the back office under /office/), then restart it. Otherwise, " +
      "let this browser keep cookies for this site, then sign in again.",
  );
  expect(new URL(page.url()).pathname).toBe("/elsewhere/");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.screenshot({
    path: `docs/screenshots/token-sign-in-wrong-place-${page.viewportSize()?.width ?? 0}.png`,
  });
});
