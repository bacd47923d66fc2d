/**
 * Earnings end to end: real clicks through /go/ (sub-IDs with click ids, Amazon tags per
 * section), then an Amazon-style and an Impact-style report, each imported twice with
 * `npm run earnings`: every page's earnings and EPC are counted once, and the dashboard's JSON
 * API, its CSV and `npm run clicks -- --earnings` give the same figures.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startDashboard, type RunningDashboard } from "#server/back-office/http/server.ts";
import { AMAZON_REPORT, IMPACT_REPORT } from "#tests/support/commission-reports.ts";
import { createGoFixture, type GoFixture } from "#tests/support/go-fixture.ts";
import { request } from "#tests/support/server-fixture.ts";
import { openSqliteStore } from "#server/clicks/sqlite-store.ts";
import { openSqliteEarnings, type EarningsStore } from "./earnings-store.ts";

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "earnings-"));
const database = path.join(dir, "clicks.sqlite");
const LINKS = [
  { slug: "namecheap", url: "https://www.namecheap.com/?aff=12345&sid={page}~{placement}~{click}" },
  {
    slug: "naming-book",
    url: "https://www.amazon.com/dp/B000TEST?tag={tag}",
    values: { tag: { "/reviews/": "site-reviews-20", "*": "site-20" } },
  },
];
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const today = new Date().toISOString().slice(0, 10);
let fx: GoFixture;
let earnings: EarningsStore;
let dashboard: RunningDashboard;

async function click(target: string): Promise<string> {
  const res = await request(fx.server, target, { headers: { "user-agent": BROWSER } });
  return new URL(String(res.headers.location)).searchParams.get("sid")?.split("~")[2] ?? "";
}

beforeAll(async () => {
  fx = await createGoFixture(async () => openSqliteStore(database), { links: LINKS });
  const deal = "page=%2Finsights%2Fdeal";
  const review = "page=%2Freviews%2Fnamecheap";
  const click1 = await click(`/go/namecheap?${deal}&placement=card-2`);
  await click(`/go/namecheap?${deal}&placement=card-2`);
  const click2 = await click(`/go/namecheap?${review}&placement=text`);
  for (let i = 0; i < 3; i++) await click(`/go/naming-book?${review}&placement=card-1`);
  await click(`/go/naming-book?${deal}&placement=text`);
  await fx.clicks.flush();
  const fill = (text: string) =>
    text.replaceAll("{day}", today).replaceAll("{click1}", click1).replaceAll("{click2}", click2);
  writeFileSync(path.join(dir, "amazon.csv"), fill(AMAZON_REPORT));
  writeFileSync(path.join(dir, "impact.csv"), fill(IMPACT_REPORT));
  earnings = openSqliteEarnings(database);
  dashboard = await startDashboard({ store: fx.store, earnings, host: "127.0.0.1", port: 0 });
}, 60_000);
afterAll(async () => {
  await dashboard.close();
  await earnings.close();
  await fx.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const env = () => ({
  ...process.env,
  CLICKS_DB: database,
  DATABASE_URL: "",
  CONTENT_DIR: fx.contentDir,
});
const importReport = (file: string, network: string) =>
  run(
    process.execPath,
    ["tools/affiliate/earnings.ts", "import", path.join(dir, file), "--network", network],
    {
      env: env(),
    },
  );

// Per page: Impact payouts joined by click id, Amazon ad fees by tracking id and day.
const BY_PAGE = [
  { page: "/insights/deal", clicks: 3, orders: 3, earnings: 25.2, conversionRate: 1, epc: 8.4 },
  {
    page: "/reviews/namecheap",
    clicks: 4,
    orders: 3,
    earnings: 13.8,
    conversionRate: 0.75,
    epc: 3.45,
  },
  { page: "", clicks: 0, orders: 1, earnings: 6, conversionRate: 0, epc: 0 },
];

test("each report imported twice counts once; every page's earnings and EPC agree in the API, the CSV and npm run clicks", async () => {
  for (const [file, network] of [
    ["amazon.csv", "amazon"],
    ["impact.csv", "impact"],
  ] as const) {
    const first = await importReport(file, network);
    const again = await importReport(file, network);
    expect(first.stdout).toMatch(/3 commissions read, 3 new \(0 imported before\)/);
    expect(again.stdout).toMatch(/3 commissions read, 0 new \(3 imported before\)/);
  }
  const range = `from=${today}&to=${today}`;
  const api = (await (await fetch(`${dashboard.url}api/earnings?${range}`)).json()) as {
    byPage: { key: string }[];
    earnings: number;
  };
  expect(api.byPage).toEqual(BY_PAGE.map(({ page, ...figures }) => ({ key: page, ...figures })));
  expect(api.earnings).toBe(45);
  const csv = await (await fetch(`${dashboard.url}csv?table=earnings-page&${range}`)).text();
  expect(csv).toBe(
    "key,clicks,orders,earnings,conversion_rate,epc\n" +
      "/insights/deal,3,3,25.20,1.0000,8.4000\n/reviews/namecheap,4,3,13.80,0.7500,3.4500\n,0,1,6.00,0.0000,0.0000\n",
  );
  const html = await (await fetch(`${dashboard.url}?${range}`)).text();
  expect(html).toContain(
    '<tr data-key="/insights/deal"><th scope="row" class="name">/insights/deal</th><td class="number">3</td><td class="number">3</td><td class="number">25.20</td><td class="number">100.0%</td><td class="number">8.40</td></tr>',
  );
  const cli = await run(
    process.execPath,
    ["tools/affiliate/clicks.ts", "--earnings", "--by", "page", "--json"],
    {
      env: env(),
    },
  );
  expect(JSON.parse(cli.stdout)).toEqual(BY_PAGE);
}, 120_000);

test("by placement and link, Amazon's commissions go to the placement with the most clicks that day", async () => {
  const rows = async (by: string) =>
    JSON.parse(
      (
        await run(
          process.execPath,
          ["tools/affiliate/clicks.ts", "--earnings", "--by", by, "--json"],
          { env: env() },
        )
      ).stdout,
    ) as Record<string, unknown>[];
  expect((await rows("slug")).map((row) => [row.slug, row.earnings])).toEqual([
    ["namecheap", 36],
    ["", 6],
    ["naming-book", 3],
  ]);
  expect((await rows("placement")).map((row) => [row.placement, row.clicks, row.earnings])).toEqual(
    [
      ["card-2", 2, 24],
      ["text", 2, 13.2],
      ["", 0, 6],
      ["card-1", 3, 1.8],
    ],
  );
}, 60_000);
