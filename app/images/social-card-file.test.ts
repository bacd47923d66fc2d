import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import {
  CARD_COLOURS,
  cardSvg,
  cardTextOf,
  drawSocialCard,
  placeSocialCard,
  readCardList,
  socialCardFileName,
  writeCardList,
} from "./social-card-file.server.ts";
import { socialCardName, socialCardUrl } from "./social-card.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const head = (image: string, title: string, site = "Domain Chronicle") =>
  `<!DOCTYPE html><html><head><meta property="og:site_name" content="${site}"/>` +
  `<meta property="og:title" content="${title}"/><meta property="og:image" content="https://site.test${image}"/></head><body></body></html>`;

test("a card is a 1200×630 PNG under 300 KB on the site's accent colour", async () => {
  const png = await drawSocialCard({
    title: "Ten Short Domains That Sold for Millions",
    site: "Domain Chronicle",
  });
  const meta = await sharp(png).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  expect(png.length).toBeLessThan(300_000);
  const corner = await sharp(png)
    .extract({ left: 2, top: 2, width: 1, height: 1 })
    .raw()
    .toBuffer();
  expect(`#${corner.subarray(0, 3).toString("hex")}`).toBe(CARD_COLOURS.background);
});

test("the text is drawn as paths of the shipped font, each glyph's outline once, never as system text; long titles end in an ellipsis", () => {
  const svg = cardSvg({ title: "Sass", site: "Site" });
  expect(svg).not.toContain("<text");
  // Eight glyphs drawn, six distinct (S, a, s, i, t, e): each outline is written once.
  expect(svg.match(/<path id="g\d+" d="M/g)).toHaveLength(6);
  expect(svg.match(/<use href="#g\d+"/g)).toHaveLength(8);
  const long = cardSvg({ title: "word ".repeat(200), site: "Site" });
  expect(long.length).toBeLessThan(200_000);
  // Same text, same drawing: nothing depends on the machine.
  expect(cardSvg({ title: "Żółć Привет Ελλάδα", site: "S" })).toBe(
    cardSvg({ title: "Żółć Привет Ελλάδα", site: "S" }),
  );
});

test("the card's URL is a hash of its text; a page's head names it; it is drawn once", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "cards-"));
  dirs.push(dir);
  const text = { title: `Tom & Jerry's "best" <names>`, site: "Domain Chronicle" };
  const url = socialCardUrl(text);
  expect(socialCardUrl({ ...text, title: "Other" })).not.toBe(url);
  const escaped = "Tom &amp; Jerry&#x27;s &quot;best&quot; &lt;names&gt;";
  expect(cardTextOf(head(url, escaped))).toEqual({ ...text, name: socialCardName(url) });
  expect(socialCardFileName(text)).toBe(socialCardName(url));
  expect((await placeSocialCard(text, { dir })).placed).toBe("drawn");
  expect((await placeSocialCard(text, { dir })).placed).toBe("there");
  expect(await readdir(dir)).toEqual([socialCardName(url)]);
  // An authored image, or a card URL that is not this text's, names no card.
  expect(cardTextOf(head("/assets/img/a-1200w-0123456789ab.jpg", "T"))).toBeUndefined();
  expect(cardTextOf(head(url, "Another title"))).toBeUndefined();
});

test("a card drawn once is copied from the cache into a new site folder, not drawn again", async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), "cards-"));
  dirs.push(root);
  const cache = path.join(root, "cache");
  const text = { title: "Cached", site: "S" };
  await placeSocialCard(text, { dir: path.join(root, "site-1"), cache });
  const name = socialCardFileName(text);
  // A card in the cache is what the next site folder gets: here, a marker file proves the copy.
  await writeFile(path.join(cache, name), "cached bytes");
  const second = await placeSocialCard(text, { dir: path.join(root, "site-2"), cache });
  expect(second.placed).toBe("copied");
  expect(await readFile(path.join(root, "site-2", name), "utf8")).toBe("cached bytes");
  expect((await sharp(path.join(root, "site-1", name)).metadata()).width).toBe(1200);
});

test("a release's card list is read back as written; a missing or broken one is empty", async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), "cards-"));
  dirs.push(root);
  const cards = new Map([
    [socialCardFileName({ title: "A", site: "S" }), { title: "A", site: "S" }],
    [socialCardFileName({ title: `"B" & C`, site: "S" }), { title: `"B" & C`, site: "S" }],
  ]);
  await writeCardList(root, cards);
  expect(await readCardList(root)).toEqual(cards);
  // Written whole: no temporary file is left beside it.
  expect(await readdir(root)).toEqual(["cards.json"]);
  expect((await readCardList(path.join(root, "none"))).size).toBe(0);
  await writeFile(path.join(root, "cards.json"), "{not json");
  expect((await readCardList(root)).size).toBe(0);
});
