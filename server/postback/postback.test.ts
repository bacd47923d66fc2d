/**
 * Postbacks against a running server with a real SQLite store: Impact's partner event
 * notification and Awin's transaction notification, with the parameter names each network
 * documents (impact.com: `{SubId1}`, `{ActionId}`, `{Status}`, `{Payout}`, `{Currency}`; Awin:
 * `!!!clickRef!!!`, `!!!transactionId!!!`, `!!!commission!!!`, `!!!transactionCurrency!!!`),
 * joined to the click of a real `/go/` redirect; idempotent per transaction, moved on by a later
 * call, counted once beside a later report of the same transaction; every bad call one JSON line
 * and no write.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { EMPTY_REGISTRY } from "#app/affiliate/index.ts";
import { earningsFigures } from "#server/clicks/earnings/earnings-figures.ts";
import { openSqliteEarnings, type EarningsStore } from "#server/clicks/earnings/earnings-store.ts";
import { importReport } from "#server/clicks/earnings/import-report.ts";
import { createGoFixture, type GoFixture } from "#tests/support/go-fixture.ts";
import {
  POSTGRES_TEST_PORT,
  postgresAvailable,
  requirePostgresInCi,
  startPostgres,
} from "#tests/support/postgres.ts";
import { openPgEarnings } from "#server/clicks/earnings/earnings-store.ts";
import { openPgStore } from "#server/clicks/pg-store.ts";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "#tests/support/server-fixture.ts";
import { readPostbackConfig, type PostbackConfig } from "./postback-config.ts";
import { createPostbackRoute } from "./postback-route.ts";

requirePostgresInCi();
const postgres = postgresAvailable() ? startPostgres(POSTGRES_TEST_PORT + 5) : undefined;

const IMPACT_SECRET = "impact-secret-0123456789";
const AWIN_SECRET = "awin-secret-0123456789ab";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const dir = mkdtempSync(path.join(tmpdir(), "postback-"));
const today = new Date().toISOString().slice(0, 10);
const at = Date.now();

let fx: GoFixture;
let earnings: EarningsStore;
let click = "";

function config(): PostbackConfig {
  const read = readPostbackConfig({
    POSTBACK_SECRET_IMPACT: IMPACT_SECRET,
    POSTBACK_SECRET_AWIN: AWIN_SECRET,
    POSTBACK_SECRET_PARTNERIZE: "partnerize-secret-0123",
    POSTBACK_PARAMS_PARTNERIZE:
      "transaction=conversion_id,amount=commission,currency=currency,subid=publisher_reference",
    // Partnerize's calls only from its range: this test's 127.0.0.1 is refused.
    POSTBACK_ALLOW_PARTNERIZE: "10.20.0.0/16",
    POSTBACK_RATE: "40",
  });
  if ("error" in read) throw new Error(read.error);
  return read;
}

beforeAll(async () => {
  earnings = openSqliteEarnings(path.join(dir, "clicks.sqlite"));
  const route = createPostbackRoute({
    config: config(),
    stores: async () => ({ clicks: fx.store, earnings }),
    log: () => undefined,
    now: () => at,
  });
  fx = await createGoFixture(
    async () =>
      (await import("#server/clicks/sqlite-store.ts")).openSqliteStore(
        path.join(dir, "clicks.sqlite"),
      ),
    {
      links: [
        {
          slug: "namecheap",
          url: "https://www.namecheap.com/?aff=1&sid={page}~{placement}~{click}",
        },
      ],
      postback: route,
    },
  );
  const res = await request(fx.server, "/go/namecheap?page=%2Finsights%2Fdeal&placement=card-2", {
    headers: { "user-agent": BROWSER },
  });
  click = new URL(String(res.headers.location)).searchParams.get("sid")?.split("~")[2] ?? "";
  await fx.clicks.flush();
});
afterAll(async () => {
  postgres?.stop();
  await fx.cleanup();
  await earnings.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call(
  target: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown>; lines: number }> {
  const res = await fetch(new URL(target, fx.server.url), init);
  const text = await res.text();
  return {
    status: res.status,
    body: JSON.parse(text) as Record<string, unknown>,
    lines: text.split("\n").length - 1,
  };
}

const impact = (params: Record<string, string>) =>
  `/postback/impact?${new URLSearchParams({
    secret: IMPACT_SECRET,
    SubId1: `insights-deal~card-2~${click}`,
    ActionId: "19816.4711.200001",
    Status: "PENDING",
    Payout: "24.00",
    Currency: "USD",
    Amount: "120.00",
    ...params,
  }).toString()}`;

const stored = async () =>
  (await earnings.report({ by: ["page"] })).map((row) => [
    row.page,
    row.state,
    row.currency,
    row.earningsCents,
  ]);

test("Impact's call is stored pending and joined to its click; again changes nothing; APPROVED moves it once; a later report of it counts once", async () => {
  expect(click).toMatch(/^[a-z\d]{24}$/);
  expect(await call(impact({}))).toEqual({
    status: 200,
    lines: 1,
    body: {
      ok: true,
      network: "impact",
      transaction: "19816.4711.200001",
      state: "pending",
      stored: "added",
      joined: true,
    },
  });
  expect((await call(impact({}))).body.stored).toBe("unchanged");
  expect((await call(impact({ Status: "APPROVED" }))).body).toMatchObject({
    state: "approved",
    stored: "moved",
  });
  expect((await call(impact({ Status: "APPROVED" }))).body.stored).toBe("unchanged");
  // The month's Action Listing names the same action: nothing new.
  const report = `Action Id,Status,Sub Id 1,Sale Amount,Payout,Currency,Action Date
19816.4711.200001,APPROVED,insights-deal~card-2~${click},120.00,24.00,USD,${today}T10:00:00-05:00
`;
  const imported = await importReport(
    report,
    { network: "impact", registry: EMPTY_REGISTRY },
    { clicks: fx.store, earnings },
  );
  expect(imported).toMatchObject({ read: 1, added: 0, moved: 0 });
  expect(await stored()).toEqual([["/insights/deal", "approved", "USD", 2400]]);
});

/** An Awin transaction notification: a form POST, the secret in the URL. */
const postAwin = (fields: Record<string, string>) =>
  call(`/postback/awin?secret=${AWIN_SECRET}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

test("Awin's POST, secret in the URL, no status: pending, in its own currency, beside the USD", async () => {
  const answer = await postAwin({
    clickRef: click,
    transactionId: "998877",
    commission: "8.33",
    transactionCurrency: "GBP",
    transactionAmount: "83.30",
  });
  expect(answer.body).toMatchObject({ ok: true, state: "pending", stored: "added", joined: true });
  const figures = await earningsFigures(fx.store, earnings, { from: today, to: today });
  expect(figures.totals).toEqual([
    { currency: "GBP", orders: 1, pending: 8.33, approved: 0, declined: 0, earnings: 8.33 },
    { currency: "USD", orders: 1, pending: 0, approved: 24, declined: 0, earnings: 24 },
  ]);
});

test("Awin's transactionDate written day first, as Awin writes it: 03/11/2026 is 3 November", async () => {
  const answer = await postAwin({
    clickRef: click,
    transactionId: "998878",
    commission: "1.00",
    transactionCurrency: "GBP",
    transactionDate: "03/11/2026 10:00:00",
  });
  expect(answer.body).toMatchObject({ ok: true, stored: "added" });
  const day = "2026-11-03";
  const figures = await earningsFigures(fx.store, earnings, { from: day, to: day });
  expect(figures.totals).toEqual([
    { currency: "GBP", orders: 1, pending: 1, approved: 0, declined: 0, earnings: 1 },
  ]);
});

test("a bad or unauthenticated call: one JSON line, and nothing written", async () => {
  const before = await stored();
  const bad: [string, RequestInit, number, RegExp][] = [
    [impact({ secret: "wrong-secret-0123456789" }), {}, 401, /wrong or missing secret/],
    [impact({ secret: "" }), {}, 401, /wrong or missing secret/],
    [
      impact({ ActionId: "n1", Currency: "" }),
      {},
      400,
      /missing currency \(parameter "Currency"\)/,
    ],
    [impact({ ActionId: "{ActionId}" }), {}, 400, /missing transaction/],
    [impact({ ActionId: "n2", Payout: "lots" }), {}, 400, /amount "lots" is not a number/],
    [impact({ ActionId: "n3", Status: "ON_HOLD" }), {}, 400, /unknown status "ON_HOLD"/],
    ["/postback/cj?secret=x", {}, 404, /no postback is configured for "cj"/],
    ["/postback/impact", { method: "PUT" }, 405, /GET or a POST/],
    [
      `/postback/awin?secret=${AWIN_SECRET}`,
      { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" },
      400,
      /not JSON/,
    ],
    ["/postback/partnerize?secret=partnerize-secret-0123", {}, 403, /may not call this postback/],
  ];
  for (const [target, init, status, message] of bad) {
    const answer = await call(target, init);
    expect([answer.status, answer.lines]).toEqual([status, 1]);
    expect(String(answer.body.error)).toMatch(message);
  }
  expect(await stored()).toEqual(before);
});

test("too many calls from one address in a minute: 429, nothing written", async () => {
  const before = await stored();
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) statuses.push((await call(impact({ secret: "wrong" }))).status);
  expect(statuses.at(-1)).toBe(429);
  const limited = await call(impact({ ActionId: "19816.4711.299999" }));
  expect(limited).toMatchObject({ status: 429, lines: 1 });
  expect(await stored()).toEqual(before);
});

test("the configuration: a wrong variable is one line naming it", () => {
  expect(readPostbackConfig({ POSTBACK_SECRET_IMPACT: "short" })).toEqual({
    error: "POSTBACK_SECRET_IMPACT must be at least 16 characters (a random string), got 5",
  });
  expect(readPostbackConfig({ POSTBACK_SECRET_OTHER: "0123456789abcdefgh" })).toEqual({
    error: "POSTBACK_PARAMS_OTHER must name the parameters for transaction, amount, currency",
  });
  expect(
    readPostbackConfig({
      POSTBACK_SECRET_AWIN: "0123456789abcdefgh",
      POSTBACK_ALLOW: "10.0.0.0/99",
    }),
  ).toEqual({ error: 'POSTBACK_ALLOW: "10.0.0.0/99" is not an address or a CIDR range' });
  expect(
    readPostbackConfig({
      POSTBACK_SECRET_AWIN: "0123456789abcdefgh",
      POSTBACK_PARAMS_AWIN: "money=x",
    }),
  ).toEqual({
    error:
      'POSTBACK_PARAMS_AWIN takes field=parameter pairs (fields: transaction, subid, amount, currency, status, sale, day), got "money=x"',
  });
  expect(readPostbackConfig({})).toEqual({ networks: new Map(), ratePerMinute: 120 });
});

test.skipIf(!postgres)(
  "on Postgres: a call twice stores once, a later call moves it, a later report of it adds nothing",
  async () => {
    const url = postgres?.url ?? "";
    const [clicks, pgEarnings] = await Promise.all([openPgStore(url), openPgEarnings(url)]);
    const route = createPostbackRoute({
      config: config(),
      stores: async () => ({ clicks, earnings: pgEarnings }),
      log: () => undefined,
    });
    const server = createServer((req, res) => void route(req, res, "impact"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const stored = async (params: Record<string, string>) => {
      const res = await fetch(`${base}${impact({ SubId1: "", ActionId: "pg-1", ...params })}`);
      return ((await res.json()) as { stored?: string }).stored;
    };
    try {
      expect([await stored({}), await stored({}), await stored({ Status: "APPROVED" })]).toEqual([
        "added",
        "unchanged",
        "moved",
      ]);
      const report = `Action Id,Status,Sub Id 1,Sale Amount,Payout,Currency,Action Date
pg-1,APPROVED,,120.00,24.00,USD,${today}T10:00:00-05:00
`;
      expect(
        await importReport(
          report,
          { network: "impact", registry: EMPTY_REGISTRY },
          { clicks, earnings: pgEarnings },
        ),
      ).toMatchObject({ read: 1, added: 0, moved: 0 });
      expect(await pgEarnings.report({ by: ["page"] })).toEqual([
        { page: "", state: "approved", currency: "USD", earningsCents: 2400, orders: 1 },
      ]);
    } finally {
      server.close();
      await Promise.all([clicks.close(), pgEarnings.close()]);
    }
  },
  30_000,
);
