/**
 * `deploy-config dashboard` behind a real nginx in front of the real dashboard process: the
 * dashboard appears under its path, every request still needs the token, a dashboard started
 * without one refuses what the proxy passes, and with accounts the newsroom's pages (sign-in,
 * invite, accounts, review) and their redirects stay under the path.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  call,
  landsAt,
  startDashboardProcess,
  type Answer,
  type DashboardProcess,
} from "#tests/support/dashboard-process.ts";
import { runBackOffice } from "#tests/support/newsroom.ts";
import { deployConfig, UsageError } from "./deploy-config.ts";
import { wholeConfig } from "./nginx-config.ts";
import { block } from "./nginx-syntax.ts";
import { startNginx, type RunningNginx } from "./run-nginx.ts";

const PORT = 4368;
const TOKEN = "proxied-token-of-more-than-24-chars";
let work = "";
let guarded: DashboardProcess;
let open: DashboardProcess;
let office: DashboardProcess;
let nginx: RunningNginx;
/** The office's environment: accounts in a store of its own, behind nginx at /office/. */
let officeEnv: Record<string, string>;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "nginx-dashboard-"));
  const env = { CLICKS_DB: path.join(work, "clicks.sqlite") };
  officeEnv = {
    CLICKS_DB: path.join(work, "office.sqlite"),
    BACK_OFFICE_TOKEN: TOKEN,
    BACK_OFFICE_ORIGIN: `http://127.0.0.1:${PORT}`,
    BACK_OFFICE_PATH: "/office/",
  };
  [guarded, open, office] = await Promise.all([
    startDashboardProcess({ ...env, BACK_OFFICE_TOKEN: TOKEN }),
    startDashboardProcess(env),
    startDashboardProcess(officeEnv),
  ]);
  const locations = async (where: string, port: number) =>
    deployConfig(["dashboard", "--upstream", `127.0.0.1:${port}`, "--path", where]);
  const server = block("server", [
    `listen 127.0.0.1:${PORT};`,
    await locations("/clicks-dashboard/", guarded.port),
    await locations("/open/", open.port),
    await locations("/office/", office.port),
  ]);
  nginx = await startNginx(work, wholeConfig({ http: [], server }, work, "1"), PORT);
}, 30_000);
afterAll(async () => {
  await nginx?.stop();
  await Promise.all([guarded?.stop(), open?.stop(), office?.stop()]);
  await rm(work, { recursive: true, force: true });
});

test("through nginx the dashboard is under its path and still asks every request for the token", async () => {
  const bearer = { authorization: `Bearer ${TOKEN}` };
  expect((await call(PORT, "/clicks-dashboard")).headers.location).toMatch(/\/clicks-dashboard\/$/);
  expect((await call(PORT, "/clicks-dashboard/")).status).toBe(401);
  expect((await call(PORT, "/clicks-dashboard/api/clicks")).status).toBe(401);
  const page = await call(PORT, "/clicks-dashboard/?days=7", { headers: bearer });
  expect(page.status).toBe(200);
  expect(page.body).toContain('href="csv?table=links');
  const api = await call(PORT, "/clicks-dashboard/api/clicks?days=7", { headers: bearer });
  expect(JSON.parse(api.body)).toMatchObject({ total: 0 });
  // The sign-in answer sends the browser back to the dashboard's own path.
  const signIn = await call(PORT, "/clicks-dashboard/sign-in", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `token=${TOKEN}`,
  });
  expect(signIn.status).toBe(303);
  expect(new URL(signIn.headers.location ?? "", "http://x/clicks-dashboard/sign-in").pathname).toBe(
    "/clicks-dashboard/",
  );
});

test("a dashboard started without a token refuses what a proxy passes it", async () => {
  expect((await call(PORT, "/open/api/clicks")).status).toBe(403);
  const publicName = { host: "stats.example.com" };
  expect((await call(PORT, "/open/", { headers: publicName })).status).toBe(403);
});

/** Every link, form and script of a page, resolved as a browser does (its `<base>` first). */
function addressesOf(at: string, page: Answer): string[] {
  const base = new URL(/<base href="([^"]*)"/.exec(page.body)?.[1] ?? "", `http://x${at}`);
  const links = page.body.replace(/<base [^>]*>/, "");
  return [...links.matchAll(/ (?:href|action|src)="([^"]*)"/g)].map(
    ([, link]) => new URL(link ?? "", base).pathname,
  );
}

const FORM = {
  "content-type": "application/x-www-form-urlencoded",
  "sec-fetch-site": "same-origin",
};

test("with accounts, the sign-in, invite, accounts and review pages and their redirects stay under the path", async () => {
  // Before any account, the token's sign-in: its cookie is for the office's path only, so the
  // public site on the same host never receives it.
  const byToken = await call(PORT, "/office/sign-in", {
    method: "POST",
    headers: FORM,
    body: `token=${TOKEN}`,
  });
  expect(byToken.headers["set-cookie"]?.[0]).toMatch(/^dashboard_session=\w+; Path=\/office\/; /);
  const invited = await runBackOffice(["invite", "boss@example.com", "--role", "admin"], officeEnv);
  const link = new URL(invited.stdout.trim());
  expect(link.href).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${PORT}/office/invite\\?token=`));
  const welcome = await call(PORT, link.pathname + link.search);
  expect(welcome.status).toBe(200);
  expect(addressesOf(link.pathname, welcome)).toContain("/office/invite");
  const joined = await call(PORT, "/office/invite", {
    method: "POST",
    headers: FORM,
    body: new URLSearchParams({
      token: link.searchParams.get("token") ?? "",
      password: "a long enough password",
    }).toString(),
  });
  expect(landsAt("/office/invite", joined)).toBe("/office/admin/");
  expect(joined.headers["set-cookie"]?.[0]).toMatch(
    /^back_office_session=[\w-]+; Path=\/office\/; /,
  );
  const cookie = String(joined.headers["set-cookie"]?.[0]).split(";")[0] ?? "";

  const accounts = await call(PORT, "/office/accounts", { headers: { cookie } });
  expect(accounts.status).toBe(200);
  const links = addressesOf("/office/accounts", accounts);
  expect(links).toEqual(
    expect.arrayContaining([
      "/office/admin/",
      "/office/review",
      "/office/accounts/invite",
      "/office/sign-out",
      "/office/sign-in/passkeys.js",
    ]),
  );
  expect(links.filter((to) => !to.startsWith("/office/"))).toEqual([]);
  for (const script of ["/office/sign-in/passkeys.js", "/office/sign-in/webauthn.js"])
    expect((await call(PORT, script)).status).toBe(200);

  // An act's page shows at accounts/invite, one folder down: its links still reach the office.
  const made = await call(PORT, "/office/accounts/invite", {
    method: "POST",
    headers: { ...FORM, cookie },
    body: "email=writer%40example.com&role=writer",
  });
  expect(made.status).toBe(200);
  expect(made.body).toMatch(
    new RegExp(`<code>http://127\\.0\\.0\\.1:${PORT}/office/invite\\?token=`),
  );
  const after = addressesOf("/office/accounts/invite", made);
  expect(after).toEqual(expect.arrayContaining(["/office/accounts/withdraw", "/office/review"]));
  expect(after.filter((to) => !to.startsWith("/office/"))).toEqual([]);
  const review = await call(PORT, "/office/review/comment", {
    method: "POST",
    headers: { ...FORM, cookie },
    body: "path=blogs%2Fnone.md&text=Hello",
  });
  expect(review.status).toBe(404);
  expect(addressesOf("/office/review/comment", review)).toContain("/office/accounts");

  // Not signed in, a page deep in the office asks for a sign-in that comes back to it.
  const asked = await call(PORT, "/office/admin/versions");
  expect(asked.status).toBe(401);
  expect(addressesOf("/office/admin/versions", asked)).toContain("/office/sign-in");
  const next = /name="next" value="([^"]*)"/.exec(asked.body)?.[1] ?? "";
  const signedIn = await call(PORT, "/office/sign-in", {
    method: "POST",
    headers: FORM,
    body: new URLSearchParams({
      email: "boss@example.com",
      password: "a long enough password",
      next,
    }).toString(),
  });
  expect(landsAt("/office/sign-in", signedIn)).toBe("/office/admin/versions");
  // A browser without Fetch Metadata sends its Origin alone, with the port: the Host that nginx
  // passes on keeps the port, so the form is taken, and a form from another origin is not.
  const signInFrom = (origin: string) =>
    call(PORT, "/office/sign-in", {
      method: "POST",
      headers: { "content-type": FORM["content-type"], origin },
      body: "email=boss%40example.com&password=a+long+enough+password",
    });
  expect(landsAt("/office/sign-in", await signInFrom(`http://127.0.0.1:${PORT}`))).toBe(
    "/office/admin/",
  );
  expect((await signInFrom(`http://127.0.0.1:${PORT + 1}`)).status).toBe(403);
  const out = await call(PORT, "/office/sign-out", {
    method: "POST",
    headers: { ...FORM, cookie },
  });
  expect(landsAt("/office/sign-out", out)).toBe("/office/sign-in");
  // Forgotten at the path, and at `/`, where a sign-in before this version set them.
  expect(out.headers["set-cookie"]).toEqual(
    ["/office/", "/"].flatMap((at) =>
      ["back_office_session", "dashboard_session"].map(
        (name) => `${name}=; Path=${at}; HttpOnly; SameSite=Strict; Max-Age=0`,
      ),
    ),
  );
});

test("sign-in/where: BACK_OFFICE_PATH through nginx, / for a direct request", async () => {
  const proxied = await call(PORT, "/office/sign-in/where");
  expect(proxied.status).toBe(200);
  expect(JSON.parse(proxied.body)).toEqual({ root: "/office/" });
  const direct = await call(office.port, "/sign-in/where");
  expect(JSON.parse(direct.body)).toEqual({ root: "/" });
});

test("bad dashboard arguments are refused with a message", async () => {
  for (const [args, message] of [
    [["dashboard"], "dashboard needs --upstream"],
    [["dashboard", "--upstream", "127.0.0.1:3100;evil"], "dashboard needs --upstream"],
    [["dashboard", "--upstream", "127.0.0.1:3100", "--path", "/x"], "--path must look like"],
  ] as const) {
    await expect(deployConfig([...args])).rejects.toThrow(UsageError);
    await expect(deployConfig([...args])).rejects.toThrow(message);
  }
});
