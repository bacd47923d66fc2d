/**
 * Each network's report, laid out as the network documents it (tests/support/commission-reports.ts
 * says where each layout comes from), read into commissions; a generic CSV through --map; the
 * earnings table in Postgres stores a transaction once.
 */
import { afterAll, expect, test } from "vitest";
import {
  AMAZON_REPORT,
  AWIN_REPORT,
  CJ_REPORT,
  IMPACT_REPORT,
} from "#tests/support/commission-reports.ts";
import {
  POSTGRES_TEST_PORT,
  postgresAvailable,
  requirePostgresInCi,
  startPostgres,
} from "#tests/support/postgres.ts";
import { openPgEarnings } from "./earnings-store.ts";
import { LAYOUTS, withMapping, type Network } from "./networks.ts";
import { readCents, readDay, readReport } from "./read-report.ts";

requirePostgresInCi();
const postgres = postgresAvailable() ? startPostgres(POSTGRES_TEST_PORT + 2) : undefined;
afterAll(() => postgres?.stop());

const CLICK = "0a1b2c3d4e5f6g7h8i9j0k1l";
const fill = (text: string) =>
  text
    .replaceAll("{day}", "2026-11-20")
    .replaceAll("{click1}", CLICK)
    .replaceAll("{click2}", CLICK);
const read = (text: string, network: Network) => readReport(fill(text), network, LAYOUTS[network]);

test("Amazon: its title line skipped, one commission per row by tracking id and shipping day", () => {
  const { commissions, problems } = read(AMAZON_REPORT, "amazon");
  expect(problems).toEqual([]);
  expect(
    commissions.map((c) => [c.trackingId, c.day, c.amountCents, c.saleCents, c.orders]),
  ).toEqual([
    ["site-reviews-20", "2026-11-20", 90, 2000, 1],
    ["site-reviews-20", "2026-11-20", 90, 2000, 1],
    ["site-20", "2026-11-20", 120, 3000, 2],
  ]);
  // No transaction id in the report: each row its own, stable across imports.
  const ids = commissions.map((c) => c.transactionId);
  expect(new Set(ids).size).toBe(3);
  expect(read(AMAZON_REPORT, "amazon").commissions.map((c) => c.transactionId)).toEqual(ids);
});

test("Impact, CJ and Awin: the transaction id, the day, the payout and the sub-ID", () => {
  const pick = (network: Network, text: string) =>
    read(text, network).commissions.map((c) => [c.transactionId, c.day, c.amountCents, c.subId]);
  expect(pick("impact", IMPACT_REPORT)).toEqual([
    ["19816.4711.100001", "2026-11-20", 2400, `insights-deal~card-2~${CLICK}`],
    ["19816.4711.100002", "2026-11-20", 1200, `reviews-namecheap~text~${CLICK}`],
    ["19816.4711.100003", "2026-11-20", 600, ""],
  ]);
  expect(pick("cj", CJ_REPORT)).toEqual([["3011112222", "2026-11-20", 500, CLICK]]);
  expect(pick("awin", AWIN_REPORT)).toEqual([["998877", "2026-11-20", 800, CLICK]]);
});

test("a generic CSV names its columns with --map; a bad map or a missing column is refused", () => {
  const layout = withMapping(
    LAYOUTS.generic,
    "Order Ref=transaction,Earned=amount,When=day,Ref=subid",
  );
  if ("error" in layout) throw new Error(layout.error);
  const csv = 'Order Ref,Earned,When,Ref\nA-1,"$1,234.50",11/20/2026,abc\n';
  expect(readReport(csv, "generic", layout).commissions).toMatchObject([
    { transactionId: "A-1", amountCents: 123450, day: "2026-11-20", subId: "abc" },
  ]);
  expect(withMapping(LAYOUTS.generic, "Earned=money")).toEqual({
    error:
      '--map takes column=field pairs (fields: transaction, day, amount, sale, orders, subid, tracking), got "Earned=money"',
  });
  expect(readReport("a,b\n1,2\n", "impact", LAYOUTS.impact).problems[0]).toMatch(/no header row/);
  expect([readCents("(3.00)"), readCents("-3"), readCents("abc")]).toEqual([-300, -300, undefined]);
  expect([readDay("2026-02-30"), readDay("Nov 20, 2026"), readDay("20.11.2026")]).toEqual([
    undefined,
    "2026-11-20",
    "2026-11-20",
  ]);
  // No real day in any form: a loose Date.parse read `Feb 30, 2026` as 2 March.
  expect(
    ["Feb 30, 2026", "30 February 2026", "02/30/2026", "30.02.2026", "2026-13-01 10:00"].map(
      readDay,
    ),
  ).toEqual([undefined, undefined, undefined, undefined, undefined]);
  expect([readDay("2026-11-20T23:30:00-05:00"), readDay("20 November 2026")]).toEqual([
    "2026-11-20",
    "2026-11-20",
  ]);
});

test.skipIf(!postgres)(
  "Postgres keeps a transaction once and reports earnings and orders",
  async () => {
    const store = await openPgEarnings(postgres?.url ?? "");
    const row = {
      network: "impact",
      transactionId: "t1",
      day: "2026-11-20",
      amountCents: 2400,
      saleCents: 12000,
      orders: 1,
      clickId: CLICK,
      slug: "namecheap",
      page: "/insights/deal",
      placement: "card-2",
      target: "",
    };
    expect(await store.add([row, { ...row, transactionId: "t2", amountCents: 100 }])).toBe(2);
    expect(await store.add([row])).toBe(0);
    expect(await store.report({ by: ["page", "placement"] })).toEqual([
      { page: "/insights/deal", placement: "card-2", earningsCents: 2500, orders: 2 },
    ]);
    await store.close();
  },
  30_000,
);
