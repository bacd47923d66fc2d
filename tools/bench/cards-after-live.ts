/**
 * bench:parity's probe of the social cards on a server deployment (SOCIAL_CARDS=background,
 * decision 078): right after the release went live, while the card job still draws, each page
 * is asked for as a crawler does, then the `og:image` it names. A card not drawn yet is drawn on
 * request; the goal is each answered 200 with its card within 1 s.
 */
import { existsSync } from "node:fs";
import { realpath } from "node:fs/promises";
import path from "node:path";
import { cardsPendingFile } from "#tools/build/card-job.ts";
import { get, inParallel } from "./http-probe.ts";

/** What the probe saw: cards asked for, answered 200 as a PNG, slowest and 95th-percentile time. */
export async function probeCardsAfterLive(
  port: number,
  pages: readonly string[],
  concurrency = 10,
): Promise<string> {
  const times: number[] = [];
  let good = 0;
  await inParallel(pages, concurrency, async (target) => {
    const page = await get(port, target);
    const card = /<meta property="og:image" content="([^"]+)"/.exec(page.body.toString())?.[1];
    if (!card) return;
    const asked = performance.now();
    const answer = await get(port, new URL(card).pathname);
    times.push(performance.now() - asked);
    if (answer.status === 200 && answer.type === "image/png") good += 1;
  });
  times.sort((a, b) => a - b);
  const at = (share: number) => (times[Math.floor(share * (times.length - 1))] ?? 0).toFixed(0);
  return (
    `${times.length} og:image asked for (${concurrency} at a time), ${good} answered 200 with a PNG; ` +
    `median ${at(0.5)} ms, 95th percentile ${at(0.95)} ms, slowest ${at(1)} ms`
  );
}

/** Resolves once the live release's card job has ended (its pending file gone). */
export async function cardJobEnded(buildDir: string): Promise<void> {
  const pending = cardsPendingFile(await realpath(path.join(buildDir, "current")));
  while (existsSync(pending)) await new Promise((resolve) => setTimeout(resolve, 250));
}
