/**
 * `deploy-config dashboard` behind a real nginx in front of the real dashboard process: the
 * dashboard appears under its path, every request still needs the token, and a dashboard
 * started without one refuses what the proxy passes.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  call,
  startDashboardProcess,
  type DashboardProcess,
} from "#tests/support/dashboard-process.ts";
import { deployConfig, UsageError } from "./deploy-config.ts";
import { wholeConfig } from "./nginx-config.ts";
import { block } from "./nginx-syntax.ts";
import { startNginx, type RunningNginx } from "./run-nginx.ts";

const PORT = 4368;
const TOKEN = "proxied-token-of-more-than-24-chars";
let work = "";
let guarded: DashboardProcess;
let open: DashboardProcess;
let nginx: RunningNginx;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "nginx-dashboard-"));
  const env = { CLICKS_DB: path.join(work, "clicks.sqlite") };
  [guarded, open] = await Promise.all([
    startDashboardProcess({ ...env, BACK_OFFICE_TOKEN: TOKEN }),
    startDashboardProcess(env),
  ]);
  const locations = async (where: string, port: number) =>
    deployConfig(["dashboard", "--upstream", `127.0.0.1:${port}`, "--path", where]);
  const server = block("server", [
    `listen 127.0.0.1:${PORT};`,
    await locations("/clicks-dashboard/", guarded.port),
    await locations("/open/", open.port),
  ]);
  nginx = await startNginx(work, wholeConfig({ http: [], server }, work, "1"), PORT);
}, 30_000);
afterAll(async () => {
  await nginx?.stop();
  await Promise.all([guarded?.stop(), open?.stop()]);
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
