/**
 * Nobody else sees the dashboard: tested from outside, with real requests to the real process.
 * Off loopback it refuses to start without BACK_OFFICE_TOKEN; with one, every request without it
 * is a 401 that shows no figure; without one, only loopback Host names are answered.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openSqliteStore } from "#server/clicks/sqlite-store.ts";
import { createGuard, MARK_MAX_AGE_MS } from "./auth.ts";
import {
  call,
  landsAt,
  runDashboard,
  startDashboardProcess,
  type DashboardProcess,
} from "#tests/support/dashboard-process.ts";

const TOKEN = "a-token-of-thirty-two-characters";
const dir = mkdtempSync(path.join(tmpdir(), "dashboard-access-"));
const database = path.join(dir, "clicks.sqlite");
const today = new Date().toISOString().slice(0, 10);
/** A count no page shows by chance: a body holding it has leaked a figure. */
const SECRET_COUNT = 48_271;
let guarded: DashboardProcess;
let open: DashboardProcess;
/** Told it is under /office/ of a proxy (BACK_OFFICE_PATH). */
let placed: DashboardProcess;

beforeAll(async () => {
  const store = openSqliteStore(database);
  await store.add([{ slug: "secret-link", page: "/p", day: today, clicks: SECRET_COUNT }]);
  await store.close();
  [guarded, open, placed] = await Promise.all([
    startDashboardProcess({
      CLICKS_DB: database,
      BACK_OFFICE_HOST: "0.0.0.0",
      BACK_OFFICE_TOKEN: TOKEN,
    }),
    startDashboardProcess({ CLICKS_DB: database }),
    startDashboardProcess({
      CLICKS_DB: database,
      BACK_OFFICE_TOKEN: TOKEN,
      BACK_OFFICE_PATH: "/office/",
    }),
  ]);
}, 30_000);
afterAll(async () => {
  await Promise.all([guarded?.stop(), open?.stop(), placed?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

test("off loopback without a token, or with a short one, it refuses to start and names the variable", async () => {
  const [without, short, sitePort] = await Promise.all([
    runDashboard([], { CLICKS_DB: database, BACK_OFFICE_HOST: "0.0.0.0" }),
    runDashboard(["--host", "::"], { BACK_OFFICE_TOKEN: "too-short" }),
    runDashboard([], { PORT: "3100" }),
  ]);
  expect(without.code).toBe(2);
  expect(without.stderr).toBe(
    "BACK_OFFICE_HOST 0.0.0.0 is not a loopback address: set BACK_OFFICE_TOKEN (at least 24 characters) to listen there\n",
  );
  expect(short).toEqual({
    code: 2,
    stderr: "BACK_OFFICE_TOKEN must be at least 24 characters, got 9\n",
  });
  expect(sitePort).toEqual({
    code: 2,
    stderr: "BACK_OFFICE_PORT must not be the site's PORT (3100)\n",
  });
}, 20_000);

test("with a token, every request without it is a 401 with no figure in it", async () => {
  for (const target of [
    "/",
    `/?days=7`,
    `/api/clicks?from=${today}&to=${today}`,
    "/csv?table=links",
    "/nope",
  ]) {
    for (const headers of [
      {},
      { authorization: "Bearer wrong-token-wrong-token-wrong" },
      { cookie: "dashboard_session=guess" },
    ]) {
      const res = await call(guarded.port, target, { headers });
      expect(res.status, `${target} ${JSON.stringify(headers)}`).toBe(401);
      expect(res.body).not.toContain(String(SECRET_COUNT));
      expect(res.body).not.toContain("secret-link");
    }
  }
});

test("the token as a Bearer header opens pages and API alike", async () => {
  const authorization = `Bearer ${TOKEN}`;
  const api = await call(guarded.port, `/api/clicks?from=${today}&to=${today}`, {
    headers: { authorization },
  });
  expect(api.status).toBe(200);
  expect(JSON.parse(api.body)).toMatchObject({ total: SECRET_COUNT });
  const page = await call(guarded.port, "/", { headers: { authorization } });
  expect(page.status).toBe(200);
  expect(page.body).toContain(`<dd class="value">${SECRET_COUNT}</dd>`);
});

test("the sign-in form sets an HttpOnly, SameSite=Strict cookie that opens the dashboard", async () => {
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const wrong = await call(guarded.port, "/sign-in", {
    method: "POST",
    headers: form,
    body: "token=nope",
  });
  expect(wrong.status).toBe(401);
  expect(wrong.headers["set-cookie"]).toBeUndefined();
  const right = await call(guarded.port, "/sign-in", {
    method: "POST",
    headers: form,
    body: `token=${encodeURIComponent(TOKEN)}`,
  });
  expect(right.status).toBe(303);
  // The mark: the time, signed under the token (the next test shows what it is for).
  expect(right.headers.location).toMatch(/^\.\/\?signed-in=[0-9a-z]+\.[0-9a-f]{32}$/);
  const cookie = right.headers["set-cookie"]?.[0] ?? "";
  expect(cookie).toMatch(/^dashboard_session=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Strict;/);
  expect(cookie).not.toContain(TOKEN);
  const session = { cookie: cookie.split(";")[0] ?? "" };
  // The browser sent the cookie back: the mark of a fresh sign-in leaves the address.
  const markedPath = `/${right.headers.location?.slice(2)}`;
  const marked = await call(guarded.port, markedPath, { headers: session });
  expect(marked.status).toBe(303);
  expect(landsAt(markedPath, marked)).toBe("/");
  const page = await call(guarded.port, "/", { headers: session });
  expect(page.status).toBe(200);
  expect(page.body).toContain(String(SECRET_COUNT));
});

test("after a right token, a browser that did not send the cookie back is told why it may not have", async () => {
  const plain = await call(guarded.port, "/");
  expect(plain.body).not.toContain('role="alert"');
  const right = await call(guarded.port, "/sign-in", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `token=${encodeURIComponent(TOKEN)}`,
  });
  // The browser follows the redirect without the cookie it was just given.
  const refused = await call(guarded.port, `/${right.headers.location?.slice(2)}`);
  expect(refused.status).toBe(401);
  expect(refused.body).toContain(
    "The token was right, but this browser did not send its sign-in back: let it keep " +
      "cookies for this site, then sign in again.",
  );
  // Through a proxy, the cookie went to BACK_OFFICE_PATH only: the page names it. (The mark is
  // made here under the same token, as that process would make it.)
  const proxied = await call(placed.port, `/admin/?signed-in=${createGuard(TOKEN).signInMark()}`, {
    headers: { "x-forwarded-for": "203.0.113.9" },
  });
  expect(proxied.status).toBe(401);
  expect(proxied.body).toContain(
    "The token was right, but this browser did not send its sign-in back. Its cookie is sent " +
      "only under /office/ (BACK_OFFICE_PATH): if this page is not under /office/, unset " +
      "BACK_OFFICE_PATH (or serve the back office under /office/), then restart it. Otherwise, " +
      "let this browser keep cookies for this site, then sign in again.",
  );
  expect(proxied.body).not.toContain(String(SECRET_COUNT));
});

test("a mark nobody signed, one signed under another token, or an old one shows the plain sign-in", async () => {
  const own = createGuard(TOKEN);
  const marks = [
    "",
    "1.2",
    own.signInMark().replace(/.$/, (last) => (last === "0" ? "1" : "0")),
    createGuard("another-token-of-thirty-two-chars").signInMark(),
    own.signInMark(Date.now() - MARK_MAX_AGE_MS - 60_000),
    own.signInMark(Date.now() + 60_000),
  ];
  for (const mark of marks) {
    const page = await call(guarded.port, `/?signed-in=${mark}`);
    expect(page.status, mark).toBe(401);
    expect(page.body, mark).toContain("token");
    expect(page.body, mark).not.toContain('role="alert"');
  }
});

test("sign-out forgets the token's sign-in in that browser: its page asks for the token again", async () => {
  const signedIn = await call(guarded.port, "/sign-in", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `token=${encodeURIComponent(TOKEN)}`,
  });
  const cookie = (signedIn.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  const out = await call(guarded.port, "/sign-out", {
    method: "POST",
    headers: { cookie, "sec-fetch-site": "same-origin" },
  });
  expect(out.status).toBe(303);
  expect(landsAt("/sign-out", out)).toBe("/sign-in");
  expect(out.headers["set-cookie"]).toContain(
    "dashboard_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0",
  );
  const crossSite = await call(guarded.port, "/sign-out", {
    method: "POST",
    headers: { cookie, "sec-fetch-site": "cross-site" },
  });
  expect(crossSite.status).toBe(403);
  const asked = await call(guarded.port, "/sign-in");
  expect(asked.status).toBe(401);
  expect(asked.body).not.toContain(String(SECRET_COUNT));
});

test("without a token only loopback names are answered: a proxy or a rebinding page is refused", async () => {
  expect((await call(open.port, "/", { headers: { host: `localhost:${open.port}` } })).status).toBe(
    200,
  );
  expect(
    (await call(open.port, "/api/clicks", { headers: { host: `[::1]:${open.port}` } })).status,
  ).toBe(200);
  const proxied = await call(open.port, "/api/clicks", { headers: { host: "stats.example.com" } });
  expect(proxied.status).toBe(403);
  expect(proxied.body).not.toContain(String(SECRET_COUNT));
});
