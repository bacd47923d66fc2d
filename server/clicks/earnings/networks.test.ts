/**
 * Each network's report, laid out as the network documents it (tests/support/commission-reports.ts
 * says where each layout comes from), read into commissions; a generic CSV through --map; the
 * earnings table in Postgres stores a transaction once.
 */
import { afterAll, expect, test } from "vitest";
import {
  AMAZON_REPORT,
  AMAZON_TSV_REPORT,
  AWIN_EUR_REPORT,
  AWIN_EXPORT_REPORT,
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
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  LEGACY_EARNINGS,
  writeLegacyEarningsPg,
  writeLegacyEarningsSqlite,
} from "#tests/support/legacy-earnings.ts";
import {
  openPgEarnings,
  openSqliteEarnings,
  type EarningRow,
  type EarningsStore,
} from "./earnings-store.ts";
import { LAYOUTS, withMapping, type Network } from "./networks.ts";
import { readReport } from "./read-report.ts";
import { readCents, readDay, slashOrder } from "./read-values.ts";

requirePostgresInCi();
const postgres = postgresAvailable() ? startPostgres(POSTGRES_TEST_PORT + 2) : undefined;
afterAll(() => postgres?.stop());

const CLICK = "0a1b2c3d4e5f6g7h8i9j0k1l";
const LEGACY_REPORT = [
  { page: "/insights/deal", state: "approved", currency: "", earningsCents: 3000, orders: 2 },
  { page: "", state: "approved", currency: "", earningsCents: 600, orders: 1 },
];
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
  expect(pick("cj", CJ_REPORT)[0]).toEqual(["3011112222", "2026-11-20", 500, CLICK]);
  expect(pick("awin", AWIN_REPORT)[0]).toEqual(["998877", "2026-11-20", 800, CLICK]);
});

test("each network's status is read as a state and kept as written; each row keeps its currency", () => {
  const states = (network: Network, text: string) =>
    read(text, network).commissions.map((c) => [
      c.networkStatus,
      c.state,
      c.amountCents,
      c.currency,
    ]);
  expect(states("impact", IMPACT_REPORT)).toEqual([
    ["APPROVED", "approved", 2400, "USD"],
    ["PENDING", "pending", 1200, "USD"],
    ["APPROVED", "approved", 600, "USD"],
  ]);
  // CJ: new is pending, locked approved, closed paid; the correction a negative row of its own.
  expect(states("cj", CJ_REPORT)).toEqual([
    ["new", "pending", 500, "USD"],
    ["locked", "approved", 400, "USD"],
    ["locked", "approved", -400, "USD"],
    ["closed", "paid", 300, "USD"],
  ]);
  expect(states("awin", AWIN_REPORT)).toEqual([
    ["pending", "pending", 800, "GBP"],
    ["declined", "declined", 833, "GBP"],
    ["approved", "approved", 500, "GBP"],
    ["deleted", "declined", 200, "GBP"],
  ]);
  // Amazon's fees are for shipped items: approved, in the currency its column names.
  expect(states("amazon", AMAZON_REPORT)[0]).toEqual(["", "approved", 90, "USD"]);
  // CJ's …Usd amounts are in USD even beside a column naming the advertiser's currency.
  const cjEur = CJ_REPORT.replace("correctionReason", "Currency")
    .replace(",new,", ",new,")
    .replaceAll(/,(RETURNED_MERCHANDISE)?\n/g, ",EUR\n");
  expect(states("cj", cjEur).map((row) => row[3])).toEqual(["USD", "USD", "USD", "USD"]);
  // A status the network does not use is named with its line and left out.
  const odd = read(AWIN_REPORT.replace("approved", "on hold"), "awin");
  expect(odd.problems).toEqual([{ line: 4, message: 'unknown status "on hold": left out' }]);
  expect(odd.commissions).toHaveLength(3);
});

test("semicolons and decimal commas, quoted thousands: an Awin EUR export reads as written", () => {
  const { commissions, problems } = read(AWIN_EUR_REPORT, "awin");
  expect(problems).toEqual([]);
  expect(commissions.map((c) => [c.transactionId, c.saleCents, c.amountCents, c.currency])).toEqual(
    [
      ["887711", 123450, 1235, "EUR"],
      ["887712", 10000, 700, "EUR"],
    ],
  );
});

test("Awin's CSV export: snake_case columns, numbered statuses, day-first days read as Awin writes them", () => {
  const { commissions, problems, note } = read(AWIN_EXPORT_REPORT, "awin");
  expect(problems).toEqual([]);
  // 20/11/2026 can only be day first: the file's 03/11/2026 is 3 November, not 11 March.
  expect(note).toBeUndefined();
  expect(
    commissions.map((c) => [c.transactionId, c.day, c.state, c.amountCents, c.subId, c.currency]),
  ).toEqual([
    ["998877", "2026-11-03", "pending", 800, CLICK, "GBP"],
    ["998878", "2026-11-20", "declined", 833, CLICK, "GBP"],
    ["998879", "2026-11-05", "approved", 500, CLICK, "GBP"],
  ]);
  // A file of only the month's first days: Awin's order, and a note that says it was assumed.
  const early = read(AWIN_EXPORT_REPORT.replace("20/11/2026", "12/11/2026"), "awin");
  expect(early.commissions.map((c) => c.day)).toEqual(["2026-11-03", "2026-11-12", "2026-11-05"]);
  expect(early.note).toBe(
    "days like 03/11/2026 read day first (3 November): none of its days settles the order",
  );
});

test("slash days: one that reads only one way settles the file's order; else the network's, with a note", () => {
  expect(slashOrder(["11/20/2026", "03/11/2026"], "day-first")).toEqual({ order: "month-first" });
  expect(slashOrder(["20/11/2026 10:00", "03/11/2026"], "month-first")).toEqual({
    order: "day-first",
  });
  expect(slashOrder(["2026-11-20", "Nov 3, 2026"], "day-first")).toEqual({ order: "day-first" });
  expect(slashOrder(["03/11/2026"], "month-first").note).toBe(
    "days like 03/11/2026 read month first (11 March): none of its days settles the order",
  );
  expect(slashOrder(["20/11/2026", "11/20/2026"], "month-first").note).toMatch(
    /written both day first and month first/,
  );
  expect([readDay("03/11/2026"), readDay("03/11/2026", "day-first")]).toEqual([
    "2026-03-11",
    "2026-11-03",
  ]);
  // Dashes in place of slashes, the same rules; year first is always year, month, day.
  expect(slashOrder(["20-11-2026"], "month-first")).toEqual({ order: "day-first" });
  expect([
    readDay("11-20-2026"),
    readDay("20-11-2026", "day-first"),
    readDay("2026/11/20 10:00"),
    readDay("2026/11/20", "day-first"),
  ]).toEqual(["2026-11-20", "2026-11-20", "2026-11-20", "2026-11-20"]);
  // A US file whose days reach past the twelfth: every row read month first, none left out.
  const layout = withMapping(LAYOUTS.generic, "When=day,Earned=amount,Ref=subid");
  if ("error" in layout) throw new Error(layout.error);
  const us = "When,Earned,Ref\n11/03/2026,1.00,a\n11/20/2026,2.00,b\n";
  const report = readReport(us, "generic", layout, { currency: "USD" });
  expect(report.commissions.map((c) => c.day)).toEqual(["2026-11-03", "2026-11-20"]);
  expect(report.note).toBeUndefined();
  // The same file day first is read so, though the generic network's own order is month first.
  const uk = "When,Earned,Ref\n03/11/2026,1.00,a\n20/11/2026,2.00,b\n";
  const ukReport = readReport(uk, "generic", layout, { currency: "USD" });
  expect(ukReport.commissions.map((c) => c.day)).toEqual(["2026-11-03", "2026-11-20"]);
  expect(ukReport.problems).toEqual([]);
});

test("Amazon's TSV: byte order mark, title line, tab header, quoted thousands, totals row; a bad row is named by its line", () => {
  const { commissions, problems } = read(AMAZON_TSV_REPORT, "amazon");
  expect(commissions.map((c) => [c.trackingId, c.amountCents, c.saleCents, c.currency])).toEqual([
    ["site-reviews-20", 90, 2000, "USD"],
    ["site-20", 103750, 125000, "USD"],
  ]);
  // The row whose day cannot be read is line 5 of the file; the totals row is not a sale.
  expect(problems).toEqual([
    { line: 5, message: 'no readable day or amount ("not shipped", "1.20"): left out' },
  ]);
});

test("a report without a currency needs --currency; with it every row carries it", () => {
  const noCurrency = "transaction,amount,day,subid\nA-1,3.00,2026-11-20,x\n";
  expect(readReport(noCurrency, "generic", LAYOUTS.generic).problems).toEqual([
    {
      message:
        "no currency column: name the report's currency with --currency (e.g. --currency USD)",
    },
  ]);
  expect(
    readReport(noCurrency, "generic", LAYOUTS.generic, { currency: "cad" }).commissions[0],
  ).toMatchObject({ currency: "CAD", state: "approved", amountCents: 300 });
});

test("a generic CSV names its columns with --map; a bad map or a missing column is refused", () => {
  const layout = withMapping(
    LAYOUTS.generic,
    "Order Ref=transaction,Earned=amount,When=day,Ref=subid",
  );
  if ("error" in layout) throw new Error(layout.error);
  const csv = 'Order Ref,Earned,When,Ref\nA-1,"$1,234.50",11/20/2026,abc\n';
  expect(readReport(csv, "generic", layout, { currency: "USD" }).commissions).toMatchObject([
    { transactionId: "A-1", amountCents: 123450, day: "2026-11-20", subId: "abc" },
  ]);
  expect(withMapping(LAYOUTS.generic, "Earned=money")).toEqual({
    error:
      '--map takes column=field pairs (fields: transaction, day, amount, sale, orders, subid, tracking, status, currency), got "Earned=money"',
  });
  expect(readReport("a,b\n1,2\n", "impact", LAYOUTS.impact).problems[0]?.message).toMatch(
    /no header row/,
  );
  expect([readCents("(3.00)"), readCents("-3"), readCents("abc")]).toEqual([-300, -300, undefined]);
  expect([
    readCents("1.234,56"),
    readCents("8,33"),
    readCents("1,234"),
    readCents("EUR 7,5"),
  ]).toEqual([123456, 833, 123400, 750]);
  // A third decimal rounds half up from the digits (a float made 1.005 100 cents, 0.285 28).
  expect(["1.005", "0.285", "2.675", "0.284", "-1.005", "12"].map(readCents)).toEqual([
    101, 29, 268, 28, -101, 1200,
  ]);
  // The minus sign a spreadsheet may print (U+2212) is a minus: a correction stays negative.
  expect(["\u22123.00", "EUR \u22128,33"].map(readCents)).toEqual([-300, -833]);
  expect([readDay("2026-02-30"), readDay("Nov 20, 2026"), readDay("20.11.2026")]).toEqual([
    undefined,
    "2026-11-20",
    "2026-11-20",
  ]);
  // No real day in any form: a loose Date.parse read `Feb 30, 2026` as 2 March.
  expect(
    ["Feb 30, 2026", "30 February 2026", "02/30/2026", "30.02.2026", "2026-13-01 10:00"].map(
      (day) => readDay(day),
    ),
  ).toEqual([undefined, undefined, undefined, undefined, undefined]);
  expect([readDay("2026-11-20T23:30:00-05:00"), readDay("20 November 2026")]).toEqual([
    "2026-11-20",
    "2026-11-20",
  ]);
});

const ROW: EarningRow = {
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
  state: "pending",
  networkStatus: "PENDING",
  currency: "USD",
};

/** A transaction moves forward once, never back, and is never counted twice. */
async function checkStates(store: EarningsStore): Promise<void> {
  const t2 = { ...ROW, transactionId: "t2", amountCents: 100, currency: "EUR" };
  expect(await store.add([ROW, t2])).toEqual({ added: 2, moved: 0 });
  expect(await store.add([ROW])).toEqual({ added: 0, moved: 0 });
  const approved = {
    ...ROW,
    state: "approved",
    networkStatus: "APPROVED",
    amountCents: 2000,
  } as const;
  // Twice in one batch, and again later: moved once.
  expect(await store.add([approved, approved])).toEqual({ added: 0, moved: 1 });
  expect(await store.add([approved, ROW])).toEqual({ added: 0, moved: 0 });
  // Reversed after approval: moved; then nothing brings it back.
  const reversed = { ...approved, state: "declined", networkStatus: "REVERSED" } as const;
  expect(await store.add([reversed])).toEqual({ added: 0, moved: 1 });
  expect(await store.add([{ ...approved, state: "paid" }])).toEqual({ added: 0, moved: 0 });
  expect(await store.report({ by: ["page", "placement"] })).toEqual([
    {
      page: "/insights/deal",
      placement: "card-2",
      state: "declined",
      currency: "USD",
      earningsCents: 2000,
      orders: 1,
    },
    {
      page: "/insights/deal",
      placement: "card-2",
      state: "pending",
      currency: "EUR",
      earningsCents: 100,
      orders: 1,
    },
  ]);
}

test("SQLite: a transaction moves pending → approved → declined once, and back never", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "earnings-states-"));
  const store = openSqliteEarnings(path.join(dir, "clicks.sqlite"));
  try {
    await checkStates(store);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.skipIf(!postgres)(
  "Postgres: a transaction moves pending → approved → declined once, and back never",
  async () => {
    const store = await openPgEarnings(postgres?.url ?? "");
    await checkStates(store);
    await store.close();
  },
  30_000,
);

test("a SQLite earnings table of the old format keeps every row, as approved in an unknown currency", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "earnings-migrate-"));
  const file = path.join(dir, "clicks.sqlite");
  writeLegacyEarningsSqlite(file, LEGACY_EARNINGS);
  const store = openSqliteEarnings(file);
  try {
    expect(await store.report({ by: ["page"] })).toEqual(LEGACY_REPORT);
    // Opened again (already migrated), and a later report moves an old row on.
    await store.close();
    const again = openSqliteEarnings(file);
    expect(
      await again.add([{ ...ROW, transactionId: "old-1", state: "paid", currency: "" }]),
    ).toEqual({ added: 0, moved: 1 });
    await again.close();
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.skipIf(!postgres)(
  "a Postgres earnings table of the old format keeps every row; two servers open it at once",
  async () => {
    const url = postgres?.url ?? "";
    await writeLegacyEarningsPg(url, LEGACY_EARNINGS);
    const [store, other] = await Promise.all([openPgEarnings(url), openPgEarnings(url)]);
    await other.close();
    expect(await store.report({ by: ["page"] })).toEqual(LEGACY_REPORT);
    await store.close();
  },
  30_000,
);
