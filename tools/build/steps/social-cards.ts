/**
 * The generated social cards (decision 067): no page waits for one. The render threads hand back
 * the card each page names; the list of every page's card goes into the release before the
 * switch (so the server can draw any of them on request from then on), and the cards missing
 * from the site are drawn after the release is live, in threads at the lowest priority: before
 * the build says it is done (`SOCIAL_CARDS=wait`: a static host uploads `client/` once the build
 * exits, with every card), or by a job the build leaves running (`background`, a server
 * deployment: card-job.ts, decision 078).
 */
import { access } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import {
  readImageCacheDir,
  socialCardFileName,
  VARIANT_URL_PREFIX,
  writeCardList,
  type CardText,
  type SocialCardPlaces,
} from "#app/images/index.server.ts";
import { seconds, type BuildContext } from "./build-context.ts";

/** Every card this release's pages name, by file name. */
function cardsNamed(build: BuildContext): Map<string, CardText> {
  const cards = new Map<string, CardText>();
  for (const record of Object.values(build.next.pages)) {
    if (record.card) cards.set(socialCardFileName(record.card), record.card);
  }
  return cards;
}

/** Written into the release before it goes live. */
export async function writeCards(build: BuildContext): Promise<Map<string, CardText>> {
  const cards = cardsNamed(build);
  await writeCardList(build.env.buildDir, cards);
  return cards;
}

/** Where the cards go: the site's `assets/img/`, kept in the image cache too (a new bundle empties the site). */
function cardPlaces(clientDir: string): SocialCardPlaces {
  return {
    dir: path.resolve(clientDir, ...VARIANT_URL_PREFIX.split("/").filter(Boolean)),
    cache: path.resolve(readImageCacheDir(), "cards"),
  };
}

/**
 * Draws (or copies from the cache) each card missing from a release's site folder (`clientDir`);
 * prints what it did.
 */
export async function drawMissingCards(
  clientDir: string,
  cards: ReadonlyMap<string, CardText>,
): Promise<void> {
  const started = performance.now();
  const places = cardPlaces(clientDir);
  const missing: CardText[] = [];
  for (const [name, card] of cards) {
    const there = await access(path.join(places.dir, name)).then(
      () => true,
      () => false,
    );
    if (!there) missing.push(card);
  }
  const counts = { there: cards.size - missing.length, copied: 0, drawn: 0 };
  const threads = Math.min(availableParallelism(), Math.ceil(missing.length / 50));
  const shares = Array.from({ length: threads }, (_, index) =>
    missing.filter((_card, at) => at % threads === index),
  );
  const done = await Promise.all(shares.map((share) => inThread(share, places)));
  for (const each of done) {
    counts.copied += each.copied;
    counts.drawn += each.drawn;
  }
  console.log(
    `Social cards: ${counts.drawn} drawn, ${counts.copied} copied from the cache, ` +
      `${counts.there} there already, after the release went live (${seconds(started)})`,
  );
}

type Counts = { there: number; copied: number; drawn: number };

function inThread(cards: CardText[], places: SocialCardPlaces): Promise<Counts> {
  const worker = new Worker(new URL("./card-thread.ts", import.meta.url), {
    workerData: { cards, places },
  });
  return new Promise((resolve, reject) => {
    worker.once("message", (counts: Counts) => resolve(counts));
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`a card thread stopped (exit code ${code})`)));
  });
}
