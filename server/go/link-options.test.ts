/**
 * The registry's optional fields on the running server, with docs/content-format.md's own examples:
 * countries, dates with a fallback, a link's status, aliases answering and counting as the link.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { siteDay } from "#app/affiliate/index.ts";
import { openPgStore } from "#server/clicks/pg-store.ts";
import {
  POSTGRES_TEST_PORT,
  postgresAvailable,
  requirePostgresInCi,
  startPostgres,
} from "#tests/support/postgres.ts";
import { request } from "#tests/support/server-fixture.ts";
import { countsBy, createGoFixture, type GoFixture } from "#tests/support/go-fixture.ts";
import { blackFridayExample, NAMECHEAP_EXAMPLE } from "#tests/support/link-examples.ts";

const DAY = 86_400_000;
const utcDay = (offsetDays: number) => siteDay(new Date(Date.now() + offsetDays * DAY));

/** The document's examples, then a link that ended, one not started, a 301 and a 308. */
const OPTION_LINKS = [
  NAMECHEAP_EXAMPLE,
  blackFridayExample(utcDay(-1), utcDay(1)),
  {
    slug: "ended",
    url: "https://porkbun.com/sale?ref=dd",
    until: utcDay(-3),
    fallback: "https://porkbun.com/?ref=dd",
    aliases: ["/out/ended"],
  },
  { slug: "future", url: "https://porkbun.com/sale?ref=dd", from: utcDay(3) },
  { slug: "moved", url: "https://sedo.com/?partnerid=1", status: 301 },
  { slug: "future-moved", url: "https://sedo.com/?partnerid=1", status: 301, from: utcDay(3) },
  { slug: "perm", url: "https://sedo.com/?partnerid=2", status: 308 },
];

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

let fx: GoFixture;
const get = (target: string, headers: Record<string, string> = {}) =>
  request(fx.server, target, { headers: { "user-agent": BROWSER, ...headers } });

beforeAll(async () => {
  fx = await createGoFixture(undefined, { links: OPTION_LINKS });
});
afterAll(async () => {
  await fx.cleanup();
});

test("countries: GB, DE/AT/CH each get their URL; others and no header get url", async () => {
  const where = async (country?: string) =>
    (await get("/go/namecheap", country ? { "cf-ipcountry": country } : {})).headers.location;
  expect(await where("GB")).toBe("https://www.namecheap.com/uk/?aff=12345");
  expect(await where("DE")).toBe("https://www.namecheap.com/de/?aff=12345");
  expect(await where("at")).toBe("https://www.namecheap.com/de/?aff=12345");
  expect(await where("US")).toBe("https://www.namecheap.com/?aff=12345");
  expect(await where("XX")).toBe("https://www.namecheap.com/?aff=12345");
  expect(await where()).toBe("https://www.namecheap.com/?aff=12345");
  const withQuery = await get("/go/namecheap?utm_source=news", { "cf-ipcountry": "CH" });
  expect(withQuery.headers.location).toBe(
    "https://www.namecheap.com/de/?aff=12345&utm_source=news",
  );
});

test("dates: open today gives url with the link's status; ended and future give the fallback or the page the click came from", async () => {
  const open = await get("/go/black-friday");
  expect([open.status, open.headers.location]).toEqual([307, "https://porkbun.com/sale?ref=dd"]);
  const ended = await get("/go/ended");
  expect([ended.status, ended.headers.location]).toEqual([302, "https://porkbun.com/?ref=dd"]);
  const from = "https://site.example/reviews/porkbun?x=1";
  expect((await get("/go/future", { referer: from })).headers.location).toBe(
    "/reviews/porkbun?x=1",
  );
  expect((await get("/go/future")).headers.location).toBe("/");
  expect(
    (await get("/go/future", { referer: "https://elsewhere.example/a" })).headers.location,
  ).toBe("/");
  expect(
    (await get("/go/future", { referer: "https://site.example//evil.example/" })).headers.location,
  ).toBe("/evil.example/");
});

test("site.json's timeZone decides which day it is", async () => {
  const file = path.join(fx.contentDir, "links.json");
  const siteFile = path.join(fx.contentDir, "site.json");
  // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC-11).
  const behind = siteDay(new Date(), "Pacific/Pago_Pago");
  const links = [
    { slug: "zoned", url: "https://a.example/", until: behind, fallback: "https://b.example/" },
  ];
  await writeFile(file, JSON.stringify([...OPTION_LINKS, ...links]));
  try {
    await writeFile(siteFile, JSON.stringify({ timeZone: "Pacific/Pago_Pago" }));
    expect((await get("/go/zoned")).headers.location).toBe("https://a.example/");
    await writeFile(siteFile, JSON.stringify({ timeZone: "Pacific/Kiritimati" }));
    expect((await get("/go/zoned")).headers.location).toBe("https://b.example/");
  } finally {
    await writeFile(siteFile, "{}");
    await writeFile(file, JSON.stringify(OPTION_LINKS));
  }
});

test("status: 301 and 308 links answer with their own status, still never stored", async () => {
  // Before its dates with no fallback: back to the page, and only ever a 302.
  const early = await get("/go/future-moved", { referer: "https://site.example/a" });
  expect([early.status, early.headers.location]).toEqual([302, "/a"]);
  const moved = await get("/go/moved");
  expect([moved.status, moved.headers["cache-control"]]).toEqual([301, "no-store"]);
  expect((await get("/go/perm")).status).toBe(308);
});

test("an alias answers exactly as its link, with or without its trailing slash, and counts as its click", async () => {
  const before = await slugClicks("namecheap");
  for (const alias of ["/recommends/namecheap/", "/recommends/namecheap"]) {
    const res = await get(`${alias}?utm_source=old`, { "cf-ipcountry": "DE" });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("https://www.namecheap.com/de/?aff=12345&utm_source=old");
    expect(res.headers["cache-control"]).toBe("no-store");
  }
  expect(await slugClicks("namecheap")).toBe(before + 2);
  expect((await get("/out/ended/")).headers.location).toBe("https://porkbun.com/?ref=dd");
});

async function slugClicks(slug: string): Promise<number> {
  const rows = (await countsBy(fx, "slug")) as { slug: string; clicks: number }[];
  return rows.find((row) => row.slug === slug)?.clicks ?? 0;
}

test("COUNTRY_HEADER names another CDN's header (CloudFront's): cf-ipcountry is then ignored", async () => {
  const cloudfront = await createGoFixture(undefined, {
    links: OPTION_LINKS,
    countryHeader: "cloudfront-viewer-country",
  });
  try {
    const ask = (headers: Record<string, string>) =>
      request(cloudfront.server, "/go/namecheap", {
        headers: { "user-agent": BROWSER, ...headers },
      });
    expect((await ask({ "CloudFront-Viewer-Country": "GB" })).headers.location).toBe(
      "https://www.namecheap.com/uk/?aff=12345",
    );
    expect((await ask({ "cf-ipcountry": "GB" })).headers.location).toBe(
      "https://www.namecheap.com/?aff=12345",
    );
  } finally {
    await cloudfront.cleanup();
  }
});

requirePostgresInCi();
describe.skipIf(!postgresAvailable())("aliases counted in a real Postgres store", () => {
  test("an alias's clicks are its link's, in Postgres as in SQLite", async () => {
    // Its own port in the 4400..4409 range the suite may use.
    const postgres = startPostgres(POSTGRES_TEST_PORT - 3);
    const pgFx = await createGoFixture(() => openPgStore(postgres.url), { links: OPTION_LINKS });
    try {
      const click = (target: string) =>
        request(pgFx.server, target, { headers: { "user-agent": BROWSER } });
      await click("/go/namecheap");
      await click("/recommends/namecheap/");
      await click("/recommends/namecheap");
      expect(await countsBy(pgFx, "slug")).toEqual([{ slug: "namecheap", clicks: 3 }]);
    } finally {
      await pgFx.cleanup();
      postgres.stop();
    }
  }, 30_000);
});
