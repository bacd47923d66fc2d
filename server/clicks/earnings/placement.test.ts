/**
 * Which placement and which rotation target earns, per page and site-wide: clicks and
 * commissions in a real SQLite store (an A/B split of one link, cards and a keyword link on one
 * page), read by money in the dashboard's API and CSV and in `npm run clicks -- --earnings`.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startDashboard, type RunningDashboard } from "#server/back-office/http/server.ts";
import { createClickCounter } from "#server/clicks/click-counter.ts";
import type { ClickStore } from "#server/clicks/click-store.ts";
import { openSqliteStore } from "#server/clicks/sqlite-store.ts";
import { openSqliteEarnings, type EarningRow, type EarningsStore } from "./earnings-store.ts";

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "placement-"));
const database = path.join(dir, "clicks.sqlite");
const DAY = "2026-11-20";
let store: ClickStore;
let earnings: EarningsStore;
let dashboard: RunningDashboard;

/** Clicks: page, link, placement, target, how many. */
const CLICKS: [string, string, string, string, number][] = [
  ["/reviews/hosting", "host", "card-1", "0", 10],
  ["/reviews/hosting", "host", "card-1", "1", 10],
  ["/reviews/hosting", "host", "card-2", "0", 5],
  ["/reviews/hosting", "domains", "auto", "", 4],
  ["/insights/deal", "host", "text", "1", 5],
];
/** Commissions: page, link, placement, target, cents, state. */
const SALES: [string, string, string, string, number, EarningRow["state"]][] = [
  ["/reviews/hosting", "host", "card-1", "0", 1000, "approved"],
  ["/reviews/hosting", "host", "card-1", "1", 3000, "pending"],
  ["/reviews/hosting", "host", "card-1", "1", 2000, "declined"],
  ["/reviews/hosting", "domains", "auto", "", 400, "approved"],
  ["/insights/deal", "host", "text", "1", 500, "approved"],
];

beforeAll(async () => {
  store = openSqliteStore(database);
  const counter = createClickCounter({ store, flushMs: 600_000, log: () => undefined });
  for (const [page, slug, placement, target, count] of CLICKS) {
    for (let i = 0; i < count; i++) counter.record({ slug, page, day: DAY, placement, target });
  }
  await counter.flush();
  earnings = openSqliteEarnings(database);
  await earnings.add(
    SALES.map(([page, slug, placement, target, amountCents, state], index) => ({
      network: "impact",
      transactionId: `t${index}`,
      day: DAY,
      amountCents,
      saleCents: amountCents * 10,
      orders: 1,
      clickId: "",
      slug,
      page,
      placement,
      target,
      state,
      networkStatus: state.toUpperCase(),
      currency: "USD",
    })),
  );
  dashboard = await startDashboard({ store, earnings, host: "127.0.0.1", port: 0 });
}, 60_000);
afterAll(async () => {
  await dashboard.close();
  await earnings.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const pick = (
  rows: {
    key: string;
    clicks: number;
    approved: number;
    pending: number;
    declined: number;
    epc: number;
  }[],
) => rows.map((row) => [row.key, row.clicks, row.approved, row.pending, row.declined, row.epc]);

test("per page and placement, and per page and rotation target: clicks, money by state, EPC", async () => {
  const range = `from=${DAY}&to=${DAY}`;
  const api = (await (await fetch(`${dashboard.url}api/earnings?${range}`)).json()) as Record<
    string,
    Parameters<typeof pick>[0]
  >;
  expect(pick(api.byPagePlacement ?? [])).toEqual([
    ["/reviews/hosting card-1", 20, 10, 30, 20, 2],
    ["/insights/deal text", 5, 5, 0, 0, 1],
    ["/reviews/hosting auto", 4, 4, 0, 0, 1],
    ["/reviews/hosting card-2", 5, 0, 0, 0, 0],
  ]);
  // The A/B split of go:host read by money: target 1 earns 35.00 pending+approved on 15 clicks.
  expect(pick(api.byPageTarget ?? [])).toEqual([
    ["/reviews/hosting host:1", 10, 0, 30, 20, 3],
    ["/reviews/hosting host:0", 15, 10, 0, 0, 0.6667],
    ["/insights/deal host:1", 5, 5, 0, 0, 1],
  ]);
  expect(pick(api.byTarget ?? [])).toEqual([
    ["host:1", 15, 5, 30, 20, 2.3333],
    ["host:0", 15, 10, 0, 0, 0.6667],
  ]);
  const csv = await (
    await fetch(`${dashboard.url}csv?table=earnings-page-placement&${range}`)
  ).text();
  expect(csv.split("\n")[1]).toBe(
    "/reviews/hosting card-1,USD,20,2,30.00,10.00,20.00,40.00,0.1000,2.0000,0.5000,1.5000",
  );
  const html = await (await fetch(`${dashboard.url}?${range}`)).text();
  expect(html).toContain("Earnings by page and placement");
  expect(html).toContain('data-key="/reviews/hosting host:1"');
});

test("npm run clicks -- --earnings --by page-target and page-placement give the same rows", async () => {
  const cli = async (by: string) =>
    JSON.parse(
      (
        await run(
          process.execPath,
          ["tools/affiliate/clicks.ts", "--earnings", "--by", by, "--json"],
          { env: { ...process.env, CLICKS_DB: database, DATABASE_URL: "" } },
        )
      ).stdout,
    ) as Record<string, unknown>[];
  expect((await cli("page-target")).map((row) => [row["page-target"], row.epc])).toEqual([
    ["/reviews/hosting host:1", 3],
    ["/reviews/hosting host:0", 0.6667],
    ["/insights/deal host:1", 1],
  ]);
  expect((await cli("page-placement")).map((row) => row["page-placement"])).toEqual([
    "/reviews/hosting card-1",
    "/insights/deal text",
    "/reviews/hosting auto",
    "/reviews/hosting card-2",
  ]);
}, 60_000);
