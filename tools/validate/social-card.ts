/**
 * A page's share card as a network's crawler builds it: from the raw HTML (no script), its
 * title, description and image, and the image itself fetched. The rules of issue 52: a raster
 * (PNG, JPEG or WebP) image of 1200×630 at most 300 KB that loads, named with its size and
 * alternative text for Open Graph and X alike.
 */
import { JSDOM } from "jsdom";
import sharp from "sharp";

export interface ShareCard {
  title: string;
  description: string;
  image: string;
}

/** What the crawler reads from the HTML, preferring Open Graph as every network does. */
export function readShareCard(html: string): ShareCard & { tags: Map<string, string> } {
  const { document } = new JSDOM(html).window;
  const tags = new Map<string, string>();
  for (const meta of document.querySelectorAll("meta[property], meta[name]")) {
    const key = meta.getAttribute("property") ?? meta.getAttribute("name") ?? "";
    if (!tags.has(key)) tags.set(key, meta.getAttribute("content") ?? "");
  }
  return {
    title: tags.get("og:title") || document.title,
    description: tags.get("og:description") || tags.get("description") || "",
    image: tags.get("og:image") ?? "",
    tags,
  };
}

const RASTER = new Map([
  ["image/png", "png"],
  ["image/jpeg", "jpeg"],
  ["image/webp", "webp"],
]);

/** Problems with the image at `url` as a card image; `load` fetches it (with the crawler's agent). */
export async function cardImageErrors(
  url: string,
  load: (url: string) => Promise<Response>,
): Promise<string[]> {
  if (!/^https?:\/\//.test(url)) return [`image ${url || "(none)"} is not an absolute URL`];
  const response = await load(url);
  if (response.status !== 200) return [`image ${url} answered ${response.status}`];
  const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
  const format = RASTER.get(type);
  if (!format) return [`image ${url} is ${type}, not PNG, JPEG or WebP`];
  const bytes = Buffer.from(await response.arrayBuffer());
  const errors: string[] = [];
  if (bytes.length > 300_000) errors.push(`image ${url} is ${bytes.length} bytes, over 300 KB`);
  const meta = await sharp(bytes).metadata();
  if (meta.format !== format) errors.push(`image ${url} is sent as ${type} but is ${meta.format}`);
  if (meta.width !== 1200 || meta.height !== 630)
    errors.push(`image ${url} is ${meta.width}×${meta.height}, not 1200×630`);
  return errors;
}

/** Every card rule for a page's HTML; its images fetched with `load`. */
export async function socialCardErrors(
  html: string,
  load: (url: string) => Promise<Response>,
): Promise<string[]> {
  const card = readShareCard(html);
  const errors: string[] = [];
  const need = (key: string, expected?: string) => {
    const value = card.tags.get(key);
    if (!value) errors.push(`no ${key}`);
    else if (expected !== undefined && value !== expected)
      errors.push(`${key} is ${value}, not ${expected}`);
  };
  if (!card.title) errors.push("no title");
  if (!card.description) errors.push("no description");
  need("og:image:width", "1200");
  need("og:image:height", "630");
  need("og:image:alt");
  need("og:locale");
  need("twitter:card", "summary_large_image");
  need("twitter:image:alt");
  errors.push(...(await cardImageErrors(card.image, load)));
  const twitter = card.tags.get("twitter:image") ?? "";
  if (twitter !== card.image) errors.push(...(await cardImageErrors(twitter, load)));
  return errors;
}
