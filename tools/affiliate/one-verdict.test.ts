/**
 * One link-health rule (server/link-health/verdict.ts): `npm run check-links` and the server's
 * daily check, fed the same answers by one local server, give every URL the same verdict and
 * reason, and the verdicts are the ones docs/operations.md lists.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parseLinkRegistry } from "#app/affiliate/index.ts";
import { openSqliteHealth } from "#server/link-health/health-store.ts";
import { createLinkHealth } from "#server/link-health/link-health.ts";
import { checkLinks } from "./check-links.ts";
import { formatLinkReport } from "./link-report.ts";

/** Each answer a shop may give, and the verdict the rule gives it. */
const ANSWERS: Record<string, [number, Record<string, string>?]> = {
  "/ok": [200],
  "/gone": [404],
  "/removed": [410],
  "/server-error": [500],
  "/unavailable": [503],
  "/forbidden": [403],
  "/rate-limited": [429],
  "/unauthorized": [401],
  "/to-home": [302, { location: "/" }],
  "/moved": [301, { location: "/ok" }],
};
const EXPECTED: Record<string, string> = {
  "/ok": "working HTTP 200",
  "/gone": "broken HTTP 404",
  "/removed": "broken HTTP 410",
  "/server-error": "broken HTTP 500",
  "/unavailable": "broken HTTP 503",
  "/forbidden": "refused HTTP 403",
  "/rate-limited": "refused HTTP 429",
  "/unauthorized": "refused HTTP 401",
  "/moved": "working HTTP 200",
};

let merchant: http.Server;
let base = "";
const dir = mkdtempSync(path.join(tmpdir(), "one-verdict-"));

beforeAll(async () => {
  merchant = http.createServer((req, res) => {
    const [status, headers = {}] = ANSWERS[req.url ?? ""] ?? [200];
    res.writeHead(status, headers).end();
  });
  await new Promise<void>((resolve) => merchant.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
});
afterAll(async () => {
  merchant.closeAllConnections();
  await new Promise((resolve) => merchant.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

test("check-links and the daily check give the same answers the same verdict", async () => {
  const links = Object.keys(ANSWERS).map((route, index) => ({
    slug: `link-${index}`,
    url: `${base}${route}`,
  }));
  const content = path.join(dir, "content");
  mkdirSync(path.join(content, "blogs"), { recursive: true });
  writeFileSync(path.join(content, "links.json"), JSON.stringify(links));
  writeFileSync(
    path.join(content, "blogs", "a.md"),
    links.map((link) => `[x](go:${link.slug})`).join(" ") + "\n",
  );
  const report = await checkLinks(content, { timeoutMs: 5000 });
  // Refused is a warning in the command's report, not an error, and not counted as broken.
  const printed = formatLinkReport(report);
  expect(printed).toMatch(
    /a\.md:1:\d+: warning: go:link-5 → http:\/\/127\.0\.0\.1:\d+\/forbidden refused the checker: HTTP 403/,
  );
  expect(printed).toContain("check-links: 10 links checked, 5 broken, 0 unused");
  const fromCommand = new Map(
    report.links.map((link) => [link.url, `${link.verdict} ${link.reason}`]),
  );

  const store = openSqliteHealth(path.join(dir, "clicks.sqlite"));
  const registry = parseLinkRegistry(JSON.stringify(links));
  const health = createLinkHealth({
    store,
    links: async () => registry,
    pagesUsing: async () => new Map(),
    log: () => undefined,
  });
  expect(await health.runIfDue()).toBe(true);
  const states = await store.states();
  await store.close();
  // The daily check keeps failures in a row: one failure per broken answer, none otherwise.
  const fromDaily = new Map(
    states.map((state) => [
      state.url,
      `${state.failures > 0 ? "broken" : "not-broken"} ${state.reason}`,
    ]),
  );

  for (const link of links) {
    const route = link.url.slice(base.length);
    const verdict = fromCommand.get(link.url) ?? "";
    if (route === "/to-home") {
      expect(verdict).toBe(`broken redirected to the home page ${base}/`);
    } else {
      expect(verdict).toBe(EXPECTED[route]);
    }
    const daily = fromDaily.get(link.url) ?? "";
    const [word = "", ...reason] = verdict.split(" ");
    expect(daily).toBe(`${word === "broken" ? "broken" : "not-broken"} ${reason.join(" ")}`);
  }
}, 60_000);
