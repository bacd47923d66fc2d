/**
 * The background card job (card-job.ts): `node card-job-main.ts RELEASE_DIR`. Draws the cards the
 * release's `cards.json` names that its `client/` lacks, behind every other process (nice 19).
 */
import { setPriority } from "node:os";
import path from "node:path";
import { readCardList } from "#app/images/index.server.ts";
import { clearCardsPending } from "./card-job.ts";
import { drawMissingCards } from "./steps/social-cards.ts";

const [releaseDir = ""] = process.argv.slice(2);
try {
  setPriority(19);
} catch {
  // Not allowed here: the card threads still lower their own.
}
try {
  await drawMissingCards(path.join(releaseDir, "client"), await readCardList(releaseDir));
} catch (error) {
  // The site is live and stays: the server draws a missing card on request, the next build the rest.
  console.error(`Social cards: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await clearCardsPending(releaseDir);
}
