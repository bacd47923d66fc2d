/**
 * Draws a page's generated social card (social-card.ts) and writes it beside the image variants.
 * The render thread reads each page's card from the page's own head (`cardTextOf`: its
 * `og:image`, `og:title`, `og:site_name`, and only when the URL is that text's card, so the page
 * and its card cannot disagree) and hands it back with the page; no page waits for its card
 * (decision 067). The build draws them after its release is live (`placeSocialCard`, in
 * threads), the server any card asked for before that (server/live-pages/card-answers.ts).
 */
import { access, copyFile, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { decodeEntities } from "#app/markdown/index.ts";
import { createGlyphSheet, measure, wrap } from "./card-text.server.ts";
import { OG_SIZE } from "./image-manifest.ts";
import { socialCardName, socialCardUrl, type CardText } from "./social-card.ts";

/** The site's colours (`app/ui/styles/app.css`, light scheme): accent, its contrast, page, highlight. */
export const CARD_COLOURS = {
  background: "#0b5cad",
  title: "#ffffff",
  site: "#fbfaf7",
  bar: "#b4461b",
} as const;

const MARGIN = 80;
/** Title sizes tried from the largest, each with the lines it may take. */
const TITLE_SIZES = [
  { size: 76, lines: 3 },
  { size: 64, lines: 4 },
  { size: 54, lines: 5 },
] as const;

/** The card as an SVG of paths only: no text element, no font lookup. */
export function cardSvg({ title, site }: CardText): string {
  const { width, height } = OG_SIZE;
  const textWidth = width - 2 * MARGIN;
  let lines: string[] = [];
  let size = 54;
  for (const [index, step] of TITLE_SIZES.entries()) {
    const last = index === TITLE_SIZES.length - 1;
    const fitted = wrap(title, step.size, textWidth, step.lines, last);
    if (fitted) [lines, size] = [fitted, step.size];
    if (fitted) break;
  }
  const lineHeight = Math.round(size * 1.2);
  const glyphs = createGlyphSheet();
  const titleUses = lines
    .map((line, index) => glyphs.line(line, MARGIN, MARGIN + size + index * lineHeight, size))
    .join("");
  let siteSize = 40;
  while (siteSize > 20 && measure(site, siteSize) > textWidth) siteSize -= 2;
  const siteBaseline = height - MARGIN;
  const siteUses = glyphs.line(site, MARGIN, siteBaseline, siteSize);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${glyphs.defs()}</defs>` +
    `<rect width="${width}" height="${height}" fill="${CARD_COLOURS.background}"/>` +
    `<rect x="${MARGIN}" y="${siteBaseline - siteSize - 36}" width="96" height="8" fill="${CARD_COLOURS.bar}"/>` +
    `<g fill="${CARD_COLOURS.title}">${titleUses}</g>` +
    `<g fill="${CARD_COLOURS.site}">${siteUses}</g>` +
    `</svg>`
  );
}

/** The card as a PNG of 1200×630. */
export async function drawSocialCard(text: CardText): Promise<Buffer> {
  return (
    sharp(Buffer.from(cardSvg(text)))
      // Level 1: the encoding nearly free beside the raster (a card 0.72 of level 6's CPU time,
      // `npm run bench:card`, decision 078), about 81 KB against 52 KB, far under the 300 KB a
      // share card may weigh. A palette PNG (14 KB) took twice the CPU.
      .png({ compressionLevel: 1 })
      .toBuffer()
  );
}

/** Where cards go: the site's `assets/img/`, and a cache that outlives the site folder (the build's). */
export interface SocialCardPlaces {
  dir: string;
  cache?: string;
}

/** What `placeSocialCard` did: the card was there, copied from the cache, or drawn. */
export type CardPlaced = "there" | "copied" | "drawn";

/**
 * Writes `card` into `dir` when it is not there yet: copied from `cache` when drawn before (a new
 * bundle empties the site folder), else drawn and kept there too. Never on a page's path: the
 * build draws its pages' cards after the release is live, the server a card asked for before it
 * exists (decision 067).
 */
export async function placeSocialCard(
  card: CardText,
  { dir, cache }: SocialCardPlaces,
): Promise<{ file: string; placed: CardPlaced; png?: Buffer }> {
  const name = socialCardFileName(card);
  const file = path.join(dir, name);
  if (await exists(file)) return { file, placed: "there" };
  const cached = cache && path.join(cache, name);
  if (cached && (await exists(cached))) {
    await mkdir(dir, { recursive: true });
    await placeWhole(file, (partial) => copyFile(cached, partial));
    return { file, placed: "copied" };
  }
  const png = await drawSocialCard(card);
  for (const target of cached ? [cached, file] : [file]) {
    await mkdir(path.dirname(target), { recursive: true });
    await placeWhole(target, (partial) => writeFile(partial, png));
  }
  return { file, placed: "drawn", png };
}

/** The card's file name in `assets/img/`. */
export function socialCardFileName(card: CardText): string {
  return socialCardName(socialCardUrl(card)) as string;
}

/**
 * The cards a release's pages name, by file name (`{release}/cards.json`, beside `client/`, never
 * served): written before the release goes live, so the server can draw any of them on request
 * from the moment of the switch, before the build's card step has reached it.
 */
export const CARD_LIST_FILE = "cards.json";

export async function writeCardList(
  releaseDir: string,
  cards: ReadonlyMap<string, CardText>,
): Promise<void> {
  const list: Record<string, [string, string]> = {};
  for (const [name, { title, site }] of cards) list[name] = [title, site];
  await placeWhole(path.join(releaseDir, CARD_LIST_FILE), (partial) =>
    writeFile(partial, JSON.stringify(list)),
  );
}

/** The card list of a release, empty when it has none (a build before decision 067) or it is unreadable. */
export async function readCardList(releaseDir: string): Promise<Map<string, CardText>> {
  const cards = new Map<string, CardText>();
  let list: unknown;
  try {
    list = JSON.parse(await readFile(path.join(releaseDir, CARD_LIST_FILE), "utf8"));
  } catch {
    return cards;
  }
  if (typeof list !== "object" || list === null) return cards;
  for (const [name, text] of Object.entries(list)) {
    if (!Array.isArray(text) || typeof text[0] !== "string" || typeof text[1] !== "string")
      continue;
    cards.set(name, { title: text[0], site: text[1] });
  }
  return cards;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Whole or not at all: two threads may write the same card, and a half file is never served. */
async function placeWhole(file: string, write: (partial: string) => Promise<void>) {
  // Hidden (a leading dot): a half-written file is never served.
  const partial = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`,
  );
  await write(partial);
  await rename(partial, file);
}

/**
 * The card a page's head names, with the text it shows; undefined for an authored image or a card
 * URL that is not this text's.
 */
export function cardTextOf(html: string): (CardText & { name: string }) | undefined {
  const head = html.slice(0, Math.max(0, html.indexOf("</head>")));
  const image = metaContent(head, "og:image");
  const title = metaContent(head, "og:title");
  const site = metaContent(head, "og:site_name");
  if (image === undefined || title === undefined || site === undefined) return undefined;
  const name = socialCardName(new URL(image, "http://localhost").pathname);
  if (!name || !socialCardUrl({ title, site }).endsWith(name)) return undefined;
  return { title, site, name };
}

function metaContent(head: string, property: string): string | undefined {
  const tag = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(head);
  return tag?.[1] === undefined ? undefined : decodeEntities(tag[1]);
}
