/** Each validator finds what it is there to find: a suite of them that passes is not vacuous. */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { feedErrors } from "./feeds.ts";
import { htmlValidateErrors } from "./html-validate.ts";
import { openHtmlcs } from "./htmlcs.ts";
import { sitemapErrors } from "./sitemap.ts";
import { socialCardErrors } from "./social-card.ts";
import { structuredDataErrors } from "./structured-data.ts";
import { vnuErrors } from "./vnu.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "validators-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const ld = (object: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(object)}</script>`;

test("the Nu checker reports a head without a title; the render-blocking expect link is no error", async () => {
  const file = path.join(dir, "page.html");
  await writeFile(
    file,
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="expect" href="#end" blocking="render"></head><body><article><style>p{}</style></article><div id="end"></div></body></html>',
  );
  const messages = vnuErrors([file]).map((error) => error.message);
  expect(messages.some((message) => message.includes("title"))).toBe(true);
  expect(messages.some((message) => message.includes("blocking"))).toBe(false);
}, 60_000);

test("structured data: a property schema.org does not have, and a review without its item, are errors", async () => {
  const post = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: "H",
    colour: "red",
  };
  const review = {
    "@context": "https://schema.org",
    "@type": "Review",
    author: { "@type": "Person", name: "A" },
  };
  const errors = await structuredDataErrors(ld(post) + ld(review));
  expect(new Set(errors.map((error) => error.rootType))).toEqual(
    new Set(["BlogPosting", "Review"]),
  );
});

test("a sitemap off the XSD and a feed with a bad date, a relative link and a repeated guid are reported", async () => {
  const file = path.join(dir, "sitemap.xml");
  await writeFile(
    file,
    '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>yesterday</lastmod></url></urlset>',
  );
  expect(sitemapErrors(file).length).toBeGreaterThan(0);
  const item =
    "<item><title>T</title><link>/a</link><guid>https://s.test/a</guid><pubDate>2024-05-01</pubDate></item>";
  const rss = `<rss version="2.0"><channel><title>S</title><link>https://s.test/</link><description>D</description>${item}${item}</channel></rss>`;
  expect(feedErrors(rss)).toEqual([
    "item 1 link is not absolute",
    'item 1 pubDate "2024-05-01" is not RFC 822',
    "item 2 link is not absolute",
    'item 2 pubDate "2024-05-01" is not RFC 822',
    "item 2 repeats guid https://s.test/a",
  ]);
});

test("a share card with an SVG, or a raster of the wrong size, breaks the rules", async () => {
  const svg = new Response("<svg xmlns='http://www.w3.org/2000/svg'/>", {
    headers: { "content-type": "image/svg+xml" },
  });
  const small = await sharp({
    create: { width: 600, height: 315, channels: 3, background: "#fff" },
  })
    .png()
    .toBuffer();
  const head = (image: string) =>
    `<html><head><title>T</title><meta property="og:image" content="${image}"></head></html>`;
  const svgErrors = await socialCardErrors(head("https://s.test/a.svg"), () =>
    Promise.resolve(svg),
  );
  expect(svgErrors).toContain("image https://s.test/a.svg is image/svg+xml, not PNG, JPEG or WebP");
  expect(svgErrors).toContain("no og:image:width");
  const png = new Response(small, { headers: { "content-type": "image/png" } });
  const smallErrors = await socialCardErrors(head("https://s.test/a.png"), () =>
    Promise.resolve(png),
  );
  expect(smallErrors).toContain("image https://s.test/a.png is 600×315, not 1200×630");
});

const DOCUMENT = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>T</title></head><body><main>${body}</main></body></html>`;

test("html-validate reports a style element outside the head and an image without a text alternative", async () => {
  const html = DOCUMENT('<article><style>p{}</style><img src="a.png"></article>');
  const rules = (await htmlValidateErrors(html)).map((error) => error.rule);
  expect(rules).toContain("element-permitted-content");
  expect(rules).toContain("wcag/h37");
  expect(await htmlValidateErrors(DOCUMENT("<p>Fine.</p>"))).toEqual([]);
});

test("HTML_CodeSniffer reports an image without alt and text without contrast; a sound page passes", async () => {
  const checker = await openHtmlcs();
  const page = (body: string) => `data:text/html,${encodeURIComponent(DOCUMENT(body))}`;
  try {
    const codes = (
      await checker.errors(page('<img src="a.png"><p style="color:#bbb;background:#fff">Grey</p>'))
    ).map((error) => error.code);
    expect(codes.some((code) => code.includes("1_1_1.H37"))).toBe(true);
    expect(codes.some((code) => code.includes("1_4_3.G18"))).toBe(true);
    expect(await checker.errors(page("<p>Fine.</p>"))).toEqual([]);
  } finally {
    await checker.close();
  }
}, 30_000);
