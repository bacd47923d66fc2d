/**
 * Clicks made through the real `/go/` route (pages, countries, phones and desktops) read back
 * by the real `npm run back-office` process: the API, the page, the CSV downloads, and
 * `npm run clicks` giving the same numbers for the same range.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openSqliteStore } from "#server/clicks/sqlite-store.ts";
import {
  call,
  runDashboard,
  startDashboardProcess,
  type DashboardProcess,
} from "#tests/support/dashboard-process.ts";
import { createGoFixture, SITE_URL } from "#tests/support/go-fixture.ts";
import { request } from "#tests/support/server-fixture.ts";
import { DESKTOP, PHONE, TABLET } from "#tests/support/user-agents.ts";

const CLICKS_CLI = fileURLToPath(new URL("../../../tools/affiliate/clicks.ts", import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), "dashboard-"));
const database = path.join(dir, "clicks.sqlite");
const today = new Date().toISOString().slice(0, 10);
const range = `from=${today}&to=${today}`;
let dashboard: DashboardProcess;

beforeAll(async () => {
  const fx = await createGoFixture(async () => openSqliteStore(database));
  const go = (slug: string, agent: string, country: string, page?: string) =>
    request(fx.server, `/go/${slug}`, {
      headers: {
        "user-agent": agent,
        "cf-ipcountry": country,
        ...(page && { referer: `${SITE_URL}${page}` }),
      },
    });
  await go("namecheap", PHONE, "DE", "/reviews/namecheap");
  await go("namecheap", PHONE, "DE", "/reviews/namecheap");
  await go("namecheap", DESKTOP, "US", "/insights/short-names");
  await go("book", DESKTOP, "US", "/reviews/namecheap");
  await go("book", TABLET, "XX");
  await fx.clicks.flush();
  await fx.cleanup();
  dashboard = await startDashboardProcess({ CLICKS_DB: database });
}, 30_000);
afterAll(async () => {
  await dashboard?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const FIGURES = {
  total: 5,
  byDay: [{ day: today, clicks: 5 }],
  byLink: [
    { slug: "namecheap", clicks: 3 },
    { slug: "book", clicks: 2 },
  ],
  byPage: [
    { page: "/reviews/namecheap", clicks: 3 },
    { page: "", clicks: 1 },
    { page: "/insights/short-names", clicks: 1 },
  ],
  byCountry: [
    { country: "US", clicks: 2 },
    { country: "DE", clicks: 2 },
    { country: "", clicks: 1 },
  ].sort((a, b) => b.clicks - a.clicks || a.country.localeCompare(b.country)),
  byDevice: [
    { device: "desktop", clicks: 2 },
    { device: "mobile", clicks: 2 },
    { device: "tablet", clicks: 1 },
  ],
  // Clicks without a page's link (straight to /go/): no placement; no rotating link.
  byPlacement: [{ placement: "", clicks: 5 }],
  byTarget: [],
};

test("GET /api/clicks answers the range's figures as JSON", async () => {
  const res = await call(dashboard.port, `/api/clicks?${range}`);
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(JSON.parse(res.body)).toEqual(FIGURES);
  const empty = await call(dashboard.port, "/api/clicks?from=2020-01-01&to=2020-01-31");
  expect(JSON.parse(empty.body)).toMatchObject({ total: 0, byDay: [], byLink: [] });
  const bad = await call(dashboard.port, "/api/clicks?from=2026-13-01&to=2026-11-01");
  expect(bad.status).toBe(400);
  expect(JSON.parse(bad.body)).toEqual({
    error: 'from must be a date like 2026-11-01, got "2026-13-01"',
  });
});

test("the page shows the headline numbers, a bar per day and the top links", async () => {
  const res = await call(dashboard.port, `/?${range}`);
  expect(res.status).toBe(200);
  const figure = (key: string) =>
    new RegExp(`data-figure="${key}"><dt>[^<]+</dt><dd class="value">(\\d+)</dd>`).exec(
      res.body,
    )?.[1];
  expect([figure("clicks"), figure("links"), figure("pages")]).toEqual(["5", "2", "2"]);
  expect(res.body).toContain(`data-day="${today}" data-clicks="5"`);
  expect(res.body).toMatch(
    /<th scope="row" class="name">namecheap<\/th><td class="number">3<\/td>/,
  );
  expect(res.body).toMatch(/Germany \(DE\)<\/th><td class="number">2</);
});

test("each table downloads as CSV with every row", async () => {
  const res = await call(dashboard.port, `/csv?table=pages&${range}`);
  expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(res.headers["content-disposition"]).toBe(
    `attachment; filename="clicks-pages-${today}-to-${today}.csv"`,
  );
  expect(res.body).toBe(
    "page,clicks,share_percent\n/reviews/namecheap,3,60.0\n,1,20.0\n/insights/short-names,1,20.0\n",
  );
  expect((await call(dashboard.port, `/csv?table=ips&${range}`)).status).toBe(400);
});

test("npm run clicks gives the same numbers for the same range", async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [CLICKS_CLI, "--json", "--by", "slug", "--since", today, "--until", today],
    { env: { ...process.env, CLICKS_DB: database, DATABASE_URL: "" } },
  );
  expect(JSON.parse(stdout)).toEqual(FIGURES.byLink);
});

test("a wrong option prints one line and the usage, and exits 2", async () => {
  const { code, stderr } = await runDashboard(["--prot", "3100"], { CLICKS_DB: database });
  expect(code).toBe(2);
  expect(stderr).toBe(
    "Unknown option '--prot'\nusage: npm run back-office -- [--host HOST] [--port PORT]\n       npm run back-office -- invite EMAIL --role writer|editor|admin\n",
  );
});
