/**
 * Draws a page's generated social card (social-card.ts) and writes it beside the image variants.
 * The render thread calls `writeSocialCard` with each page it renders, in the build and on the
 * server for pages published after the build, so every card a page names exists once the page
 * does. The card is read from the page's own head (its `og:image`, `og:title`, `og:site_name`)
 * and drawn only when the URL is that text's card: the page and its card cannot disagree.
 */
import { access, copyFile, mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { decodeEntities } from "#app/markdown/index.ts";
import { measure, textPath, wrap } from "./card-text.server.ts";
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
  const titlePaths = lines
    .map((line, index) => textPath(line, MARGIN, MARGIN + size + index * lineHeight, size))
    .join("");
  let siteSize = 40;
  while (siteSize > 20 && measure(site, siteSize) > textWidth) siteSize -= 2;
  const siteBaseline = height - MARGIN;
  const sitePath = textPath(site, MARGIN, siteBaseline, siteSize);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${CARD_COLOURS.background}"/>` +
    `<rect x="${MARGIN}" y="${siteBaseline - siteSize - 36}" width="96" height="8" fill="${CARD_COLOURS.bar}"/>` +
    `<path d="${titlePaths}" fill="${CARD_COLOURS.title}"/>` +
    `<path d="${sitePath}" fill="${CARD_COLOURS.site}"/>` +
    `</svg>`
  );
}

/** The card as a PNG of 1200×630. */
export async function drawSocialCard(text: CardText): Promise<Buffer> {
  return (
    sharp(Buffer.from(cardSvg(text)))
      // Level 6: a fifth of level 9's time (about 10 ms, not 60) for a card of about 40 KB, not 30.
      .png({ compressionLevel: 6 })
      .toBuffer()
  );
}

/** Where cards go: the site's `assets/img/`, and a cache that outlives the site folder (the build's). */
export interface SocialCardPlaces {
  dir: string;
  cache?: string;
}

/**
 * Writes the card `html`'s head names into `dir` when it is not there yet: copied from `cache`
 * when drawn before (a new bundle empties the site folder), else drawn (about 15 ms) and kept
 * there too. The file's name is returned, or undefined when the page names no card.
 */
export async function writeSocialCard(
  html: string,
  { dir, cache }: SocialCardPlaces,
): Promise<string | undefined> {
  const text = cardTextOf(html);
  if (!text) return undefined;
  const file = path.join(dir, text.name);
  if (await exists(file)) return text.name;
  const cached = cache && path.join(cache, text.name);
  if (cached && (await exists(cached))) {
    await mkdir(dir, { recursive: true });
    await placeWhole(file, (partial) => copyFile(cached, partial));
    return text.name;
  }
  const png = await drawSocialCard(text);
  for (const target of cached ? [cached, file] : [file]) {
    await mkdir(path.dirname(target), { recursive: true });
    await placeWhole(target, (partial) => writeFile(partial, png));
  }
  return text.name;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Whole or not at all: two threads may write the same card, and a half file is never served. */
async function placeWhole(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await write(partial);
  await rename(partial, file);
}

/** The card a page's head names, with the text it shows; undefined for an authored image. */
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
