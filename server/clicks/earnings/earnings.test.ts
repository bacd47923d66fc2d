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
import {
  AMAZON_REPORT,
  AMAZON_TSV_REPORT,
  AWIN_REPORT,
  IMPACT_LATER_REPORT,
  IMPACT_REPORT,
} from "#tests/support/commission-reports.ts";
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
  writeFileSync(path.join(dir, "impact-later.csv"), fill(IMPACT_LATER_REPORT));
  writeFileSync(path.join(dir, "awin.csv"), fill(AWIN_REPORT));
  writeFileSync(path.join(dir, "amazon.tsv"), fill(AMAZON_TSV_REPORT));
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

// Per page: Impact payouts joined by click id (one approved, one pending), Amazon ad fees by
// tracking id and day (approved: fees on shipped items), all in USD.
const figure = (key: string, clicks: number, orders: number, pending: number, approved: number) => {
  const earnings = Math.round((pending + approved) * 100) / 100;
  const per = (value: number) => (clicks === 0 ? 0 : Math.round((value / clicks) * 10000) / 10000);
  return {
    key,
    currency: "USD",
    clicks,
    orders,
    pending,
    approved,
    declined: 0,
    earnings,
    conversionRate: per(orders),
    epc: per(earnings),
    epcApproved: per(approved),
    epcPending: per(pending),
  };
};
const BY_PAGE = [
  figure("/insights/deal", 3, 3, 0, 25.2),
  figure("/reviews/namecheap", 4, 3, 12, 1.8),
  figure("", 0, 1, 0, 6),
];

test("each report imported twice counts once; every page's pending and approved earnings and EPC agree in the API, the CSV and npm run clicks", async () => {
  for (const [file, network] of [
    ["amazon.csv", "amazon"],
    ["impact.csv", "impact"],
  ] as const) {
    const first = await importReport(file, network);
    const again = await importReport(file, network);
    expect(first.stdout).toMatch(/3 commissions read, 3 new \(0 imported before/);
    expect(again.stdout).toMatch(/3 commissions read, 0 new \(3 imported before, 0 of them moved/);
  }
  const range = `from=${today}&to=${today}`;
  const api = (await (await fetch(`${dashboard.url}api/earnings?${range}`)).json()) as {
    byPage: { key: string }[];
    totals: unknown[];
  };
  expect(api.byPage).toEqual(BY_PAGE);
  expect(api.totals).toEqual([
    { currency: "USD", orders: 7, pending: 12, approved: 33, declined: 0, earnings: 45 },
  ]);
  const csv = await (await fetch(`${dashboard.url}csv?table=earnings-page&${range}`)).text();
  expect(csv).toBe(
    "key,currency,clicks,orders,pending,approved,declined,earnings,conversion_rate,epc,epc_approved,epc_pending\n" +
      "/insights/deal,USD,3,3,0.00,25.20,0.00,25.20,1.0000,8.4000,8.4000,0.0000\n" +
      "/reviews/namecheap,USD,4,3,12.00,1.80,0.00,13.80,0.7500,3.4500,0.4500,3.0000\n" +
      ",USD,0,1,0.00,6.00,0.00,6.00,0.0000,0.0000,0.0000,0.0000\n",
  );
  const html = await (await fetch(`${dashboard.url}?${range}`)).text();
  expect(html).toContain(
    '<tr data-key="/reviews/namecheap" data-currency="USD"><th scope="row" class="name">/reviews/namecheap</th><td>USD</td><td class="number">4</td><td class="number">3</td><td class="number">12.00</td><td class="number">1.80</td><td class="number">0.00</td><td class="number">13.80</td><td class="number">75.0%</td><td class="number">3.45</td><td class="number">0.45</td><td class="number">3.00</td></tr>',
  );
  expect(html).toContain(
    "USD: 45.00 earned (33.00 approved, 12.00 pending), 0.00 declined or reversed, 7 orders",
  );
  const cli = await run(
    process.execPath,
    ["tools/affiliate/clicks.ts", "--earnings", "--by", "page", "--json"],
    {
      env: env(),
    },
  );
  expect(JSON.parse(cli.stdout)).toEqual(
    BY_PAGE.map(({ key, ...figures }) => ({ page: key, ...figures })),
  );
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

test("a later report moves a transaction on once: the reversed sale leaves the earnings, shown as declined; another currency stands apart", async () => {
  const later = await importReport("impact-later.csv", "impact");
  expect(later.stdout).toMatch(/2 commissions read, 0 new \(2 imported before, 1 of them moved/);
  const again = await importReport("impact-later.csv", "impact");
  expect(again.stdout).toMatch(/0 of them moved/);
  const awin = await importReport("awin.csv", "awin");
  expect(awin.stdout).toMatch(/4 commissions read, 4 new/);
  const range = `from=${today}&to=${today}`;
  const api = (await (await fetch(`${dashboard.url}api/earnings?${range}`)).json()) as {
    byPage: { key: string; currency: string }[];
    totals: unknown[];
  };
  // The declined 8.33 and the deleted 2.00 add nothing; GBP is never added to USD.
  expect(api.totals).toEqual([
    { currency: "GBP", orders: 2, pending: 8, approved: 5, declined: 10.33, earnings: 13 },
    { currency: "USD", orders: 6, pending: 0, approved: 33, declined: 12, earnings: 33 },
  ]);
  const deal = api.byPage.filter((row) => row.key === "/insights/deal");
  expect(deal).toEqual([
    { ...figure("/insights/deal", 3, 3, 0, 25.2) },
    { ...figure("/insights/deal", 3, 2, 8, 5), currency: "GBP", declined: 10.33 },
  ]);
  expect(api.byPage.find((row) => row.key === "/reviews/namecheap")).toEqual({
    ...figure("/reviews/namecheap", 4, 2, 0, 1.8),
    declined: 12,
  });
}, 120_000);

test("an Amazon TSV with a row that cannot be read: the others stored once, the row named by file and line, exit 1", async () => {
  const failed = await importReport("amazon.tsv", "amazon").then(
    () => undefined,
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  expect(failed?.code).toBe(1);
  expect(failed?.stderr).toContain(
    `${path.join(dir, "amazon.tsv")}:5: no readable day or amount ("not shipped", "1.20"): left out`,
  );
  // Its first row is the CSV download's first row (same cells): the same sale, stored once.
  expect(failed?.stdout).toMatch(
    /2 commissions read, 1 new \(1 imported before, 0 of them moved .*\), 2 joined to a click, 1 rows left out/,
  );
}, 60_000);

test("a report without a currency is refused with one line; --currency names it; a bad --currency is a usage error", async () => {
  const file = path.join(dir, "other.csv");
  writeFileSync(file, `transaction,amount,day,subid\nG-1,4.00,${today},\n`);
  const command = (...extra: string[]) =>
    run(
      process.execPath,
      ["tools/affiliate/earnings.ts", "import", file, "--network", "generic", ...extra],
      { env: env() },
    ).then(
      (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  const refused = await command();
  expect([refused.code, refused.stderr.trim()]).toEqual([
    1,
    `${file}: no currency column: name the report's currency with --currency (e.g. --currency USD)`,
  ]);
  const named = await command("--currency", "cad");
  expect([named.code, named.stdout]).toEqual([
    0,
    expect.stringMatching(/1 commissions read, 1 new/),
  ]);
  const bad = await command("--currency", "dollars");
  expect([bad.code, bad.stderr.split("\n")[0]]).toEqual([
    2,
    '--currency takes a three-letter code like USD, got "dollars"',
  ]);
  const range = `from=${today}&to=${today}`;
  const api = (await (await fetch(`${dashboard.url}api/earnings?${range}`)).json()) as {
    totals: { currency: string; approved: number }[];
  };
  expect(api.totals.find((total) => total.currency === "CAD")).toMatchObject({ approved: 4 });
}, 60_000);

test("a report whose slash days do not settle their order says how it read them", async () => {
  const file = path.join(dir, "early-days.csv");
  writeFileSync(file, "transaction,amount,day,subid,currency\nE-1,1.00,03/11/2026,,USD\n");
  const done = await run(
    process.execPath,
    ["tools/affiliate/earnings.ts", "import", file, "--network", "generic"],
    { env: env() },
  );
  expect(done.stdout.split("\n")[0]).toBe(
    `${file}: days like 03/11/2026 read month first (11 March): none of its days settles the order`,
  );
  expect(done.stdout).toMatch(/1 commissions read, 1 new/);
}, 60_000);
