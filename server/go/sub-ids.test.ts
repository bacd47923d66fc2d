/**
 * Sub-IDs end to end: a product card on a post links to /go/ with its page and placement; the
 * click reaches the merchant with them (and a fresh click id) in its sub-ID, the two parameters
 * are never passed on, and the click store keeps page, placement and click id.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadPage, pageMarkdownRenderer, type ContentSource } from "#app/loaders/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { request } from "#tests/support/server-fixture.ts";
import { createGoFixture, type GoFixture } from "#tests/support/go-fixture.ts";

const NAMECHEAP = {
  slug: "namecheap",
  url: "https://www.namecheap.com/?aff=12345&sid={page}~{placement}~{click}",
};
const GEO = { slug: "geo", url: "https://shop.example/?c={country}&d={device}&p={page}" };
const TAGGED = {
  slug: "tagged",
  url: "https://www.amazon.com/dp/B0?tag={tag}&s={placement}",
  values: { tag: { "/reviews/": "site-reviews-20", "*": "site-20" } },
};
const FILES: Record<string, string> = {
  "content-manifest.json": JSON.stringify([
    { type: "blog", status: "done", url: "/insights/deal", title: "Deal" },
  ]),
  "links.json": JSON.stringify([NAMECHEAP]),
  "blogs/insights/deal.md": `Intro.

<!-- INSERT PRODUCT 2 -->

<!-- PRODUCTS
START PRODUCT
title="Other" link="https://other.example/" price="$1"
END PRODUCT
START PRODUCT
title="Namecheap" link="go:namecheap" price="$6"
END PRODUCT
-->
`,
};

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
let fx: GoFixture;
beforeAll(async () => {
  fx = await createGoFixture(undefined, { links: [NAMECHEAP, GEO, TAGGED] });
});
afterAll(async () => {
  await fx.cleanup();
});
const get = (target: string, headers: Record<string, string> = {}) =>
  request(fx.server, target, { headers: { "user-agent": BROWSER, ...headers } });

async function cardHref(): Promise<string> {
  const source: ContentSource = {
    readText: async (file) => {
      const text = FILES[file.replace(/^assets\/content\//, "")];
      if (text === undefined) throw new Error(`404 ${file}`);
      return text;
    },
    renderMarkdown: pageMarkdownRenderer(sanitize),
    baseUrl: "http://localhost:3000",
    log: { error: () => undefined, warn: () => undefined },
  };
  const result = await loadPage("/insights/deal", source);
  if (!result.found) throw new Error("no page");
  const product = result.model.content?.parts.find((part) => part.kind === "product");
  if (product?.kind !== "product") throw new Error("no card");
  return product.product.link;
}

test("a post's product card reaches the merchant with its page and placement, and is stored with them", async () => {
  const href = await cardHref();
  expect(href).toBe("/go/namecheap?page=%2Finsights%2Fdeal&placement=card-2");
  const res = await get(`${href}&utm_source=news`, {
    referer: "https://site.example/elsewhere",
  });
  const location = new URL(String(res.headers.location));
  const sid = location.searchParams.get("sid") ?? "";
  const [page, placement, click = ""] = sid.split("~");
  expect([page, placement]).toEqual(["insights-deal", "card-2"]);
  expect(click).toMatch(/^[a-z\d]{24}$/);
  // Our two parameters are consumed; the visitor's campaign parameter passes on.
  expect(location.searchParams.get("page")).toBeNull();
  expect(location.searchParams.get("placement")).toBeNull();
  expect(location.searchParams.get("utm_source")).toBe("news");
  await fx.clicks.flush();
  expect(await fx.store.report({ by: ["slug", "page", "placement"] })).toEqual([
    { slug: "namecheap", page: "/insights/deal", placement: "card-2", clicks: 1 },
  ]);
  expect(await fx.store.findClicks([click, "unknown"])).toEqual([
    {
      id: click,
      slug: "namecheap",
      page: "/insights/deal",
      day: new Date().toISOString().slice(0, 10),
      country: "",
      device: "desktop",
      placement: "card-2",
      target: "",
    },
  ]);
});

test("every click gets its own id", async () => {
  const ids = new Set<string>();
  for (let i = 0; i < 20; i++) {
    const res = await get("/go/namecheap?placement=text");
    ids.add(new URL(String(res.headers.location)).searchParams.get("sid")?.split("~")[2] ?? "");
  }
  expect(ids.size).toBe(20);
});

test("{country} and {device} are filled as the store keeps them; the referer gives the page when the link carries none", async () => {
  const res = await get("/go/geo", {
    "cf-ipcountry": "de",
    referer: "https://site.example/reviews/namecheap",
    "user-agent":
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  });
  expect(res.headers.location).toBe("https://shop.example/?c=DE&d=mobile&p=reviews-namecheap");
  const unknown = await get("/go/geo");
  expect(unknown.headers.location).toBe("https://shop.example/?c=&d=desktop&p=none");
});

test("values are filled per page on /go/ too; a bad placement or a page that is no site path is ignored", async () => {
  const reviews = await get("/go/tagged?page=%2Freviews%2Fx&placement=faq");
  expect(reviews.headers.location).toBe("https://www.amazon.com/dp/B0?tag=site-reviews-20&s=faq");
  const hostile = await get("/go/tagged?page=https%3A%2F%2Fevil.example%2F&placement=%3Cb%3E");
  expect(hostile.headers.location).toBe("https://www.amazon.com/dp/B0?tag=site-20&s=");
});
