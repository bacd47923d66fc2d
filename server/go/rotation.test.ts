/**
 * Weighted rotation: docs/content-format.md's `registrar-test` (70/30) splits 1,000 real clicks
 * within the binomial bounds of its weights; the click store records each click's target and
 * the dashboard's figures and CSV count each target. Country and date rules apply on top.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { clickFigures } from "#server/clicks/click-figures.ts";
import { panelCsv } from "#server/back-office/pages/panels.ts";
import { request } from "#tests/support/server-fixture.ts";
import { createGoFixture, type GoFixture } from "#tests/support/go-fixture.ts";

const PORKBUN = "https://porkbun.com/?ref=dd";
const DYNADOT = "https://www.dynadot.com/?rscreg=dd";
const REGISTRAR_TEST = {
  slug: "registrar-test",
  targets: [
    { url: PORKBUN, weight: 70 },
    { url: DYNADOT, weight: 30 },
  ],
};
const ON_TOP = {
  slug: "on-top",
  targets: [
    { url: "https://a.example/?s={placement}", weight: 1 },
    { url: "https://b.example/?s={placement}", weight: 1 },
  ],
  countries: { GB: "https://uk.example/" },
  status: 307,
};
const ENDED = { ...ON_TOP, slug: "ended", until: "2020-01-01", fallback: "https://after.example/" };

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
let fx: GoFixture;
beforeAll(async () => {
  fx = await createGoFixture(undefined, { links: [REGISTRAR_TEST, ON_TOP, ENDED] });
});
afterAll(async () => {
  await fx.cleanup();
});
const get = (target: string, headers: Record<string, string> = {}) =>
  request(fx.server, target, { headers: { "user-agent": BROWSER, ...headers } });

test("1,000 clicks split within the binomial bounds of 70/30; the store and the dashboard count each target", async () => {
  const CLICKS = 1000;
  const seen = new Map<string, number>();
  for (let i = 0; i < CLICKS; i++) {
    const location = String((await get("/go/registrar-test")).headers.location);
    seen.set(location, (seen.get(location) ?? 0) + 1);
  }
  expect([...seen.keys()].sort()).toEqual([PORKBUN, DYNADOT].sort());
  // Five standard deviations of Binomial(1000, 0.7) (σ ≈ 14.5): a fair draw fails this about
  // once in 1.7 million runs; a draw that ignores the weights (500) or always takes one fails.
  const porkbun = seen.get(PORKBUN) ?? 0;
  const sigma = Math.sqrt(CLICKS * 0.7 * 0.3);
  expect(Math.abs(porkbun - CLICKS * 0.7)).toBeLessThan(5 * sigma);

  await fx.clicks.flush();
  expect(await fx.store.report({ by: ["target"] })).toEqual(
    [
      { target: "0", clicks: porkbun },
      { target: "1", clicks: CLICKS - porkbun },
    ].sort((a, b) => b.clicks - a.clicks),
  );
  const today = new Date().toISOString().slice(0, 10);
  const figures = await clickFigures(fx.store, { from: today, to: today });
  expect(figures.byTarget).toEqual([
    { target: "registrar-test:0", clicks: porkbun },
    { target: "registrar-test:1", clicks: CLICKS - porkbun },
  ]);
  expect(panelCsv("targets", figures)).toBe(
    `target,clicks,share_percent\nregistrar-test:0,${porkbun},${(porkbun / 10).toFixed(1)}\n` +
      `registrar-test:1,${CLICKS - porkbun},${((CLICKS - porkbun) / 10).toFixed(1)}\n`,
  );
});

test("countries, status and dates apply on top of the rotation; placeholders are filled in the drawn target", async () => {
  const uk = await get("/go/on-top", { "cf-ipcountry": "GB" });
  expect([uk.status, uk.headers.location]).toEqual([307, "https://uk.example/"]);
  const drawn = new Set<string>();
  for (let i = 0; i < 40; i++) {
    drawn.add(String((await get("/go/on-top?placement=faq")).headers.location));
  }
  expect([...drawn].sort()).toEqual(["https://a.example/?s=faq", "https://b.example/?s=faq"]);
  const ended = await get("/go/ended");
  expect([ended.status, ended.headers.location]).toEqual([307, "https://after.example/"]);
});
