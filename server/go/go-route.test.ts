import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { request } from "#tests/support/server-fixture.ts";
import { withVisitorQuery } from "./go-route.ts";
import { countsBy, createGoFixture, LINKS, type GoFixture } from "#tests/support/go-fixture.ts";

let fx: GoFixture;
beforeAll(async () => {
  fx = await createGoFixture();
});
afterAll(async () => {
  await fx.cleanup();
});

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const get = (target: string, headers: Record<string, string> = {}, method = "GET") =>
  request(fx.server, target, { method, headers: { "user-agent": BROWSER, ...headers } });

test("a registered slug redirects 302 to its url, never cached, never indexed", async () => {
  const res = await get("/go/namecheap");
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe("https://www.namecheap.com/?aff=12345");
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.headers["x-robots-tag"]).toBe("noindex");
});

test("the visitor's query string is added to the registry url, before its fragment", async () => {
  const res = await get("/go/namecheap?utm_source=news&utm_campaign=nov%20deal");
  expect(res.headers.location).toBe(
    "https://www.namecheap.com/?aff=12345&utm_source=news&utm_campaign=nov+deal",
  );
  const book = await get("/go/book?ref=x");
  expect(book.headers.location).toBe(
    "https://www.amazon.com/dp/B000TEST?tag=site-20&ref=x#reviews",
  );
  expect(withVisitorQuery("https://a.example/path", "?q=1")).toBe("https://a.example/path?q=1");
});

test("the registry url's own parameters win over a visitor's of the same name", async () => {
  const res = await get("/go/namecheap?aff=attacker&utm_source=news&AFF=x&aff=again");
  expect(res.headers.location).toBe("https://www.namecheap.com/?aff=12345&utm_source=news&AFF=x");
  const book = await get("/go/book?tag=attacker-20&utm_campaign=nov");
  expect(book.headers.location).toBe(
    "https://www.amazon.com/dp/B000TEST?tag=site-20&utm_campaign=nov#reviews",
  );
});

test("an unknown slug is a 404", async () => {
  const res = await get("/go/unknown-merchant");
  expect(res.status).toBe(404);
  expect(res.headers.location).toBeUndefined();
});

test("hostile slugs never redirect anywhere outside the registry", async () => {
  const hostile = [
    "/go//evil.example",
    "/go/%2F%2Fevil.example",
    "/go/%2f%2fevil.example",
    "/go/\\evil.example",
    "/go/%5Cevil.example",
    "/go/%5C%5Cevil.example",
    "/go/https:%2F%2Fevil.example",
    "/go/https://evil.example",
    "/go/namecheap%2F..%2F..%2Fevil",
    "/go/..%2Fnamecheap",
    "/go/namecheap/extra",
    "/go/NAMECHEAP",
    "/go/namecheap%00",
    "/go/%E2%9C%93",
    "/go/n%C3%A4mecheap",
    "/go/%ZZ",
    `/go/${"a".repeat(5000)}`,
    `/go/${"namecheap-".repeat(30)}`,
    "/go/namecheap?next=//evil.example",
    "/go/namecheap?%0d%0aLocation:%20https://evil.example",
    "//evil.example/go/namecheap",
  ];
  const allowed = LINKS.map((link) => new URL(link.url).host);
  for (const target of hostile) {
    const res = await get(target);
    const location = res.headers.location;
    if (location === undefined) expect(res.status, target).toBeGreaterThanOrEqual(400);
    else if (/^https?:/.test(location)) {
      expect(allowed, `${target} → ${location}`).toContain(new URL(location).host);
    } else expect(location, target).toMatch(/^\/(?![/\\])/);
  }
});

test("an edit to links.json applies on the next request, without a restart", async () => {
  const file = path.join(fx.contentDir, "links.json");
  await writeFile(file, JSON.stringify([{ slug: "namecheap", url: "https://new.example/offer" }]));
  expect((await get("/go/namecheap")).headers.location).toBe("https://new.example/offer");
  expect((await get("/go/book")).status).toBe(404);
  await writeFile(file, JSON.stringify(LINKS));
  expect((await get("/go/book")).status).toBe(302);
});

test("a links.json that stops being JSON keeps the last readable registry, and says so", async () => {
  const file = path.join(fx.contentDir, "links.json");
  await writeFile(file, '[{ "slug": "namecheap", ');
  const res = await get("/go/namecheap");
  expect(res.headers.location).toBe("https://www.namecheap.com/?aff=12345");
  expect(fx.logs.join("\n")).toMatch(
    /links\.json: links\.json is not JSON.*; keeping the last valid version/,
  );
  await writeFile(file, JSON.stringify(LINKS));
});

test("a links.json deleted while serving keeps the last valid registry, and says so", async () => {
  const file = path.join(fx.contentDir, "links.json");
  await rm(file);
  try {
    expect((await get("/go/namecheap")).headers.location).toBe(
      "https://www.namecheap.com/?aff=12345",
    );
    expect(fx.logs.at(-1)).toBe(
      `links.json: not found in ${fx.contentDir}; keeping the last valid version`,
    );
  } finally {
    await writeFile(file, JSON.stringify(LINKS));
  }
  expect((await get("/go/book")).status).toBe(302);
  expect(fx.logs.at(-1)).toBe("links.json: valid again");
});

test("clicks are counted per slug and per same-site page; other referers count as no page", async () => {
  await fx.clicks.flush();
  const before = await fx.store.report({ by: ["slug", "page"] });
  await get("/go/book", { referer: "https://site.example/reviews/namecheap?x=1" });
  await get("/go/book", { referer: "https://site.example/reviews/namecheap" });
  await get("/go/book", { referer: "https://elsewhere.example/reviews/namecheap" });
  await get("/go/book");
  const after = await fx.store.report({ by: ["slug", "page"] });
  const count = (rows: typeof after, page: string) =>
    rows.find((row) => row.slug === "book" && row.page === page)?.clicks ?? 0;
  await fx.clicks.flush();
  const flushed = await fx.store.report({ by: ["slug", "page"] });
  expect(count(after, "/reviews/namecheap") - count(before, "/reviews/namecheap")).toBe(0);
  expect(count(flushed, "/reviews/namecheap") - count(before, "/reviews/namecheap")).toBe(2);
  expect(count(flushed, "") - count(before, "")).toBe(2);
});

test("HEAD, prefetches (X-Moz too), previews, bots and missing user agents are redirected but not counted", async () => {
  const total = async () =>
    ((await countsBy(fx, "slug")) as { slug: string; clicks: number }[]).find(
      (row) => row.slug === "namecheap",
    )?.clicks ?? 0;
  const start = await total();
  const uncounted = [
    await get("/go/namecheap", {}, "HEAD"),
    await get("/go/namecheap", { "sec-purpose": "prefetch" }),
    await get("/go/namecheap", { "sec-purpose": "prefetch;prerender" }),
    await get("/go/namecheap", { purpose: "prefetch" }),
    await get("/go/namecheap", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
    await get("/go/namecheap", { "user-agent": "curl/8.5.0" }),
    await get("/go/namecheap", { "user-agent": "" }),
    await get("/go/namecheap", { "user-agent": "   " }),
    await request(fx.server, "/go/namecheap"),
    await get("/go/namecheap", { "x-moz": "prefetch" }),
  ];
  for (const res of uncounted) expect(res.status).toBe(302);
  expect(await total()).toBe(start);
  await get("/go/namecheap");
  expect(await total()).toBe(start + 1);
});
