/**
 * One thread of the build's card step (social-cards.ts): draws, or copies from the image cache,
 * the cards it is given, at the lowest priority (the release is live already; the server and the
 * next build come first), and reports how many of each.
 */
import { parentPort, workerData } from "node:worker_threads";
import { placeSocialCard, type CardText, type SocialCardPlaces } from "#app/images/index.server.ts";
import { lowestThreadPriority } from "#tools/build/thread-priority.ts";

const { cards, places } = workerData as { cards: CardText[]; places: SocialCardPlaces };
lowestThreadPriority();
const counts = { there: 0, copied: 0, drawn: 0 };
for (const card of cards) counts[(await placeSocialCard(card, places)).placed] += 1;
parentPort?.postMessage(counts);
