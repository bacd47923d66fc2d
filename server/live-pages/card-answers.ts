/**
 * Generated social cards on the server (decision 067): no page waits for its card. A card the
 * site lacks when it is asked for (the build's card step has not reached it yet, or its page was
 * rendered live after the build) is drawn on request, in about 15 ms, written into the site's
 * `assets/img/` (whole, then renamed) and answered; the next request finds the file. Its text
 * comes from the live release's card list (`cards.json`, written before the switch) or from a
 * page rendered live, whose card is also drawn in the background, one at a time, behind requests.
 * A name no page gives is a 404, never a drawing: nobody makes the server draw what it chooses.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import {
  CARD_LIST_FILE,
  placeSocialCard,
  readCardList,
  socialCardFileName,
  VARIANT_URL_PREFIX,
  type CardText,
} from "#app/images/index.server.ts";
import type { HotFile } from "#server/files/hot-file-cache.ts";

export interface CardAnswers {
  /** A card named by a page rendered live: drawn in the background unless asked for first. */
  named(card: CardText): void;
  /** Card `name` (a card file name), drawn now when the site lacks it; undefined when no page names it. */
  answer(name: string): Promise<HotFile | undefined>;
  /** Drops the cards waiting; resolves once none is being drawn (nothing writes after). */
  close(): Promise<void>;
}

export interface CardAnswersOptions {
  /** What the site serves (`client/`); its parent holds the live release's `cards.json`. */
  clientDir: string;
  log: (line: string) => void;
}

export function createCardAnswers({ clientDir, log }: CardAnswersOptions): CardAnswers {
  const places = { dir: path.join(clientDir, ...VARIANT_URL_PREFIX.split("/").filter(Boolean)) };
  const releaseDir = path.dirname(clientDir);
  /** Cards of pages rendered live, most recent kept. */
  const live = new LRUCache<string, CardText>({ max: 10_000 });
  let list: { version: string; cards: Map<string, CardText> } | undefined;
  const drawing = new Map<string, Promise<Buffer>>();
  const waiting: string[] = [];
  let draining: Promise<void> | undefined;

  /** The live release's list, read again when `cards.json` is another file (a new release). */
  const listed = async (name: string): Promise<CardText | undefined> => {
    const info = await stat(path.join(releaseDir, CARD_LIST_FILE)).catch(() => undefined);
    const version = info ? `${info.ino}:${info.mtimeMs}:${info.size}` : "none";
    if (list?.version !== version) list = { version, cards: await readCardList(releaseDir) };
    return list.cards.get(name);
  };

  const draw = (name: string, card: CardText): Promise<Buffer> => {
    let made = drawing.get(name);
    if (!made) {
      made = placeSocialCard(card, places)
        .then(({ file, png }) => png ?? readFile(file))
        .finally(() => drawing.delete(name));
      drawing.set(name, made);
    }
    return made;
  };

  const drain = async () => {
    for (let name = waiting.shift(); name !== undefined; name = waiting.shift()) {
      // One card at a time, each after the requests waiting meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
      const card = live.get(name);
      if (card) await draw(name, card).catch((error: unknown) => log(`card ${name}: ${error}`));
    }
    draining = undefined;
  };

  return {
    named(card) {
      const name = socialCardFileName(card);
      if (live.has(name)) return;
      live.set(name, card);
      waiting.push(name);
      draining ??= drain();
    },
    async answer(name) {
      const card = live.get(name) ?? (await listed(name));
      if (!card) return undefined;
      return pngFile(await draw(name, card));
    },
    async close() {
      waiting.length = 0;
      await draining;
      await Promise.allSettled(drawing.values());
    },
  };
}

function pngFile(png: Buffer): HotFile {
  const mtimeSeconds = Math.floor(Date.now() / 1000);
  return {
    // The name is a hash of the text: the same name is the same card.
    etag: `"${png.length.toString(16)}-${mtimeSeconds.toString(16)}"`,
    mtimeSeconds,
    lastModified: new Date(mtimeSeconds * 1000).toUTCString(),
    contentType: "image/png",
    compressible: false,
    scriptHashes: [],
    bodies: { identity: png },
    size: png.length,
  };
}
