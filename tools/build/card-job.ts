/**
 * The card step off the build's path, for a server deployment (`SOCIAL_CARDS=background`,
 * decision 078): the build makes its release live, starts this job for it and exits; the job
 * draws (or copies from the image cache) every card the release's `cards.json` names and its site
 * folder lacks, at the lowest priority, and the server draws on request any card asked for
 * before the job reached it (decision 067). A static host keeps the default (`wait`): it uploads
 * `client/` as soon as the build exits, and needs every card in it.
 *
 * Then it links what the build wrote after its switch, the cards, into the spare release for the
 * next edit, or makes that spare after a new bundle (release/spare.ts: refreshSpare).
 *
 * `{release}/social-cards.pending` holds the job's process id until it is done (`build/current/`
 * shows the live release's); its output goes to `{release}/social-cards.log`.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { startDetachedJob } from "./detached-job.ts";

const JOB_SCRIPT = new URL("card-job-main.ts", import.meta.url);
/** The job's files in its release: never linked into another (release/releases.ts). */
export const CARD_JOB_LOG = "social-cards.log";
export const PENDING_FILE = "social-cards.pending";

export const cardsPendingFile = (releaseDir: string) => path.join(releaseDir, PENDING_FILE);

/**
 * Starts the job for a release that is live; resolves with its log file once it runs. Once the
 * cards are drawn the job brings the spare release up to date (`makeSpare`: makes it, after a new
 * bundle).
 */
export async function startCardJob(
  releaseDir: string,
  { makeSpare = false }: { makeSpare?: boolean } = {},
): Promise<string> {
  const log = path.join(releaseDir, CARD_JOB_LOG);
  const args = [JOB_SCRIPT.pathname, releaseDir, ...(makeSpare ? [MAKE_SPARE] : [])];
  await startDetachedJob(args, log, cardsPendingFile(releaseDir));
  return log;
}

export const MAKE_SPARE = "--make-spare";

/** The job's last step, done or failed. */
export async function clearCardsPending(releaseDir: string): Promise<void> {
  await rm(cardsPendingFile(releaseDir), { force: true });
}
