/**
 * The daily link check against local HTTP servers only: a link whose offer starts answering 404
 * is broken after its second failing daily check, listed with the pages that use it, and the
 * webhook receives one message; one request per host at a time, a browser's user agent, HEAD
 * then GET; the lock lets one of several workers check, once per interval.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { parseLinkRegistry } from "#app/affiliate/index.ts";
import {
  POSTGRES_TEST_PORT,
  postgresAvailable,
  requirePostgresInCi,
  startPostgres,
} from "#tests/support/postgres.ts";
import { openPgHealth, openSqliteHealth, type HealthStore } from "./health-store.ts";
import { createLinkHealth, DEFAULT_LINK_CHECK_INTERVAL_MS } from "./link-health.ts";
import { pagesUsingLinks } from "./link-pages.ts";
import { startDashboard } from "#server/back-office/http/server.ts";
import { openSqliteStore } from "#server/clicks/sqlite-store.ts";

requirePostgresInCi();
const postgres = postgresAvailable() ? startPostgres(POSTGRES_TEST_PORT + 3) : undefined;
const dir = mkdtempSync(path.join(tmpdir(), "link-health-"));
const DAY = DEFAULT_LINK_CHECK_INTERVAL_MS;
let offerStatus = 200;
let inFlight = 0;
let mostInFlight = 0;
const seen: { method?: string; url?: string; agent?: string }[] = [];
const alerts: unknown[] = [];

function listen(
  handler: (req: IncomingMessage) => [number, Record<string, string>?],
): Promise<Server> {
  const server = createServer((req, res) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    seen.push({ method: req.method, url: req.url, agent: req.headers["user-agent"] });
    setTimeout(() => {
      const [status, headers = {}] = handler(req);
      res.writeHead(status, headers).end();
      inFlight -= 1;
    }, 5);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}
const base = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let merchant: Server;
let hook: Server;
beforeAll(async () => {
  merchant = await listen((req) => {
    if (req.url === "/offer") return [offerStatus];
    if (req.url === "/old-deal") return [302, { location: "/" }];
    if (req.url === "/no-head") return [req.method === "HEAD" ? 405 : 200];
    return [200];
  });
  hook = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      alerts.push(JSON.parse(body));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  const content = path.join(dir, "content");
  mkdirSync(path.join(content, "blogs", "insights"), { recursive: true });
  writeFileSync(
    path.join(content, "content-manifest.json"),
    JSON.stringify([
      { type: "blog", status: "done", url: "/insights/deal", title: "Deal" },
      { type: "blog", status: "done", url: "/insights/other", title: "Other" },
    ]),
  );
  writeFileSync(path.join(content, "blogs", "insights", "deal.md"), "# Deal\n\n[Buy](go:offer)\n");
  writeFileSync(
    path.join(content, "blogs", "insights", "other.md"),
    "# Other\n\n[Buy](go:offer) [x](go:nohead) [y](go:retired)\n",
  );
});
afterAll(() => {
  merchant.close();
  hook.close();
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const registry = () =>
  parseLinkRegistry(
    JSON.stringify([
      { slug: "offer", url: `${base(merchant)}/offer` },
      { slug: "nohead", url: `${base(merchant)}/no-head` },
      { slug: "retired", url: `${base(merchant)}/old-deal` },
    ]),
  );

function service(store: HealthStore, clock: { now: number }) {
  const links = registry();
  return createLinkHealth({
    store,
    links: async () => links,
    pagesUsing: () => pagesUsingLinks(path.join(dir, "content"), links),
    webhook: `${base(hook)}/alert`,
    log: () => undefined,
    now: () => clock.now,
  });
}

test("404 from the second daily check on: broken, with its pages, one webhook message", async () => {
  const store = openSqliteHealth(path.join(dir, "clicks.sqlite"));
  const clock = { now: Date.parse("2026-11-01T03:00:00Z") };
  const health = service(store, clock);
  expect(await health.runIfDue()).toBe(true);
  // Not due again the same day.
  clock.now += DAY / 2;
  expect(await health.runIfDue()).toBe(false);
  const broken = async () => (await store.states()).filter((state) => state.broken);
  // The retired deal redirects to the home page: failing from the first check, broken at the second.
  offerStatus = 404;
  clock.now += DAY / 2;
  expect(await health.runIfDue()).toBe(true);
  expect((await broken()).map((state) => state.slugs)).toEqual([["retired"]]);
  alerts.length = 0;
  clock.now += DAY;
  expect(await health.runIfDue()).toBe(true);
  const offer = (await broken()).find((state) => state.slugs.includes("offer"));
  expect(offer).toMatchObject({
    failures: 2,
    reason: "HTTP 404",
    pages: ["/insights/deal", "/insights/other"],
  });
  expect(alerts).toEqual([
    expect.objectContaining({
      event: "link-broken",
      url: `${base(merchant)}/offer`,
      links: ["offer"],
      pages: ["/insights/deal", "/insights/other"],
      reason: "HTTP 404",
    }),
  ]);
  // Still broken the next day: no second message. Fixed: one "working" message.
  clock.now += DAY;
  await health.runIfDue();
  expect(alerts).toHaveLength(1);
  offerStatus = 200;
  clock.now += DAY;
  await health.runIfDue();
  expect(alerts.at(-1)).toMatchObject({ event: "link-working", links: ["offer"] });
  expect((await store.states()).find((state) => state.slugs.includes("nohead"))?.broken).toBe(
    false,
  );
  await store.close();
}, 30_000);

test("one request per host at a time, a browser's user agent, HEAD first then GET", () => {
  expect(mostInFlight).toBe(1);
  expect(seen.every((request) => /Mozilla\/5\.0 .*Chrome\//.test(request.agent ?? ""))).toBe(true);
  const noHead = seen.filter((request) => request.url === "/no-head").slice(0, 2);
  expect(noHead.map((request) => request.method)).toEqual(["HEAD", "GET"]);
});

test("the dashboard lists the broken links with the pages that use them", async () => {
  const file = path.join(dir, "clicks.sqlite");
  const health = openSqliteHealth(file);
  const store = openSqliteStore(file);
  const dashboard = await startDashboard({ store, health, host: "127.0.0.1", port: 0 });
  try {
    const api = (await (await fetch(`${dashboard.url}api/broken-links`)).json()) as unknown[];
    expect(api).toEqual([
      expect.objectContaining({ slugs: ["retired"], pages: ["/insights/other"] }),
    ]);
    const html = await (await fetch(dashboard.url)).text();
    expect(html).toContain("Broken links");
    expect(html).toMatch(
      /<strong>go:retired<\/strong> → http:\/\/127\.0\.0\.1:\d+\/old-deal: redirected to the home page/,
    );
    expect(html).toContain("<li>/insights/other</li>");
  } finally {
    await dashboard.close();
    await Promise.all([health.close(), store.close()]);
  }
});

test("started, it checks in the background; LINK_CHECK_INTERVAL is read as a duration", async () => {
  const store = openSqliteHealth(path.join(dir, "background.sqlite"));
  const links = registry();
  const health = createLinkHealth({
    store,
    links: async () => links,
    pagesUsing: async () => new Map(),
    log: () => undefined,
    startDelayMs: 0,
  });
  health.start();
  for (let i = 0; i < 100 && (await store.states()).length < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await health.stop();
  expect((await store.states()).map((state) => state.slugs[0])).toHaveLength(3);
  await store.close();
});

test.skipIf(!postgres)(
  "several servers on one Postgres: one of them checks, once per interval",
  async () => {
    const stores = await Promise.all([0, 1, 2].map(() => openPgHealth(postgres?.url ?? "")));
    const now = Date.parse("2026-11-01T03:00:00Z");
    const won = await Promise.all(
      stores.map((store, index) => store.tryLock(`server-${index}`, now, DAY, 60_000)),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
    const winner = won.indexOf(true);
    // The check took two hours: the next is still due a day after the first began.
    await stores[winner]?.unlock(`server-${winner}`);
    expect(await stores[0]?.tryLock("server-0", now + 2 * 3_600_000, DAY, 60_000)).toBe(false);
    expect(await stores[2]?.nextDue(DAY)).toBe(now + DAY);
    expect(await stores[1]?.tryLock("server-1", now + DAY, DAY, 60_000)).toBe(true);
    await stores[1]?.unlock("server-1");
    // A tick that came late keeps the clock: due on the grid, not a day after the late tick.
    expect(await stores[2]?.tryLock("server-2", now + 2 * DAY + 5000, DAY, 60_000)).toBe(true);
    expect(await stores[0]?.nextDue(DAY)).toBe(now + 3 * DAY);
    await Promise.all(stores.map((store) => store.close()));
  },
  30_000,
);

test("the check keeps its clock: every interval from the first, however long a check takes, across a restart, one check per due moment for two servers", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  const start = Date.parse("2026-11-01T03:00:00Z");
  vi.setSystemTime(start);
  const file = path.join(dir, "clock.sqlite");
  const links = parseLinkRegistry(JSON.stringify([{ slug: "offer", url: "https://shop.test/x" }]));
  const checks: number[] = [];
  const open = () => {
    const store = openSqliteHealth(file);
    const health = createLinkHealth({
      store,
      links: async () => links,
      pagesUsing: async () => new Map(),
      log: () => undefined,
      intervalMs: 60_000,
      // Each check takes 30 s: the next must not move by it.
      probe: async () => {
        checks.push((Date.now() - start) / 1000);
        await new Promise((resolve) => setTimeout(resolve, 30_000));
        return { failed: false, verdict: "working" as const, reason: "HTTP 200" };
      },
    });
    return { store, health };
  };
  try {
    const first = open();
    first.health.start();
    await vi.advanceTimersByTimeAsync(200_000);
    expect(checks).toEqual([60, 120, 180]);
    // Restarted at 210 s (the stop waits for the running check): the next check is at 240 s,
    // on the first server's clock.
    const stopping = first.health.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    await stopping;
    await first.store.close();
    const servers = [open(), open()];
    for (const server of servers) server.health.start();
    await vi.advanceTimersByTimeAsync(160_000);
    expect(checks).toEqual([60, 120, 180, 240, 300, 360]);
    const stopped = Promise.all(servers.map((server) => server.health.stop()));
    await vi.advanceTimersByTimeAsync(30_000);
    await stopped;
    for (const server of servers) await server.store.close();
  } finally {
    vi.useRealTimers();
  }
});

test("the broken-link message names a page that uses the link only through a keyword link", async () => {
  const content = path.join(dir, "keyword-content");
  mkdirSync(path.join(content, "blogs", "insights"), { recursive: true });
  writeFileSync(
    path.join(content, "content-manifest.json"),
    JSON.stringify([
      { type: "blog", status: "done", url: "/insights/names", title: "Names" },
      { type: "blog", status: "done", url: "/insights/plain", title: "Plain" },
    ]),
  );
  // "Dynadot" in the text becomes go:dynadot on this page; the other page never says it.
  writeFileSync(
    path.join(content, "blogs", "insights", "names.md"),
    "# Names\n\nWe registered ours at Dynadot last year.\n",
  );
  writeFileSync(path.join(content, "blogs", "insights", "plain.md"), "# Plain\n\nNo offers.\n");
  const links = parseLinkRegistry(
    JSON.stringify([{ slug: "dynadot", url: `${base(merchant)}/offer`, keywords: ["Dynadot"] }]),
  );
  const store = openSqliteHealth(path.join(dir, "keyword.sqlite"));
  const clock = { now: Date.parse("2026-11-01T03:00:00Z") };
  const health = createLinkHealth({
    store,
    links: async () => links,
    pagesUsing: () => pagesUsingLinks(content, links),
    webhook: `${base(hook)}/alert`,
    log: () => undefined,
    now: () => clock.now,
  });
  offerStatus = 404;
  alerts.length = 0;
  try {
    await health.runIfDue();
    clock.now += DAY;
    await health.runIfDue();
    expect(alerts).toEqual([
      expect.objectContaining({
        event: "link-broken",
        links: ["dynadot"],
        pages: ["/insights/names"],
      }),
    ]);
  } finally {
    offerStatus = 200;
    await store.close();
  }
});
