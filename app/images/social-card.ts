/**
 * The generated social card of a page with no image of its own (or whose image the build could
 * not make a preview of): its title and the site's name on the site's colours, a 1200×630 PNG.
 * Its URL is a hash of what it shows, so the loader names it without reading anything, in the
 * build, on the server and in the browser alike; the render thread that writes the page draws
 * the file when it is missing (`social-card-file.server.ts`, decision 057).
 */
import { OG_SIZE, VARIANT_URL_PREFIX } from "./image-manifest.ts";

/** Bumped when the drawing changes, so a card of the old look is never served for the new. */
const CARD_VERSION = "1";

/** `/assets/img/card-1200w-{12 hex}.png`: the variants' immutable name pattern. */
const CARD_NAME = /^card-1200w-([0-9a-f]{12})\.png$/;

/** What a card shows: the page's share title and the site's name. */
export interface CardText {
  title: string;
  site: string;
}

/** The card's URL for `text`: same text, same URL, on every machine. */
export function socialCardUrl(text: CardText): string {
  return `${VARIANT_URL_PREFIX}card-${OG_SIZE.width}w-${cardHash(text)}.png`;
}

/** The file name of a card URL, or undefined when `url` is no card's. */
export function socialCardName(url: string): string | undefined {
  if (!url.startsWith(VARIANT_URL_PREFIX)) return undefined;
  const name = url.slice(VARIANT_URL_PREFIX.length);
  return CARD_NAME.test(name) ? name : undefined;
}

/** 48 bits of two FNV-1a hashes over the text: no Node crypto, so the browser computes it too. */
function cardHash({ title, site }: CardText): string {
  const input = `${CARD_VERSION}\u0000${title}\u0000${site}`;
  const fnv = (seed: number) => {
    let hash = seed;
    for (let index = 0; index < input.length; index++) {
      hash ^= input.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash;
  };
  const high = fnv(0x811c9dc5).toString(16).padStart(8, "0");
  const low = fnv(0x050c5d1f).toString(16).padStart(8, "0");
  return (high + low).slice(0, 12);
}
