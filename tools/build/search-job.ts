/**
 * The search index after an incremental build, off the build's path: with
 * `SEARCH_INDEX=background`, a build that changed pages starts this job and ends without waiting
 * for it. The live index (`client/search-index/`) keeps answering until the new one, written and
 * precompressed beside it, replaces it in one rename; a build always waits for its index when the
 * code changed (no index to serve meanwhile) or when the setting is off (a deploy uploads the
 * folder as soon as the build ends).
 *
 * `{BUILD_DIR}/search-index.pending` holds the job's process id from its start until its index is
 * live: a build that finds it stops the job (its pages are about to change) and indexes again.
 */
import { existsSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { HEAP_GROWTH_FLAG } from "#tools/cli/heap-growth.ts";
import { startDetachedJob } from "./detached-job.ts";

export const SEARCH_PENDING_FILE = "search-index.pending";
const JOB_SCRIPT = new URL("search-job-main.ts", import.meta.url);

export const searchPendingFile = (buildDir: string) => path.join(buildDir, SEARCH_PENDING_FILE);

/** Whether an index job was started and its index is not live yet (running, or stopped). */
export function searchIndexPending(buildDir: string): boolean {
  return existsSync(searchPendingFile(buildDir));
}

/** Stops a job still running from an earlier build; its index would be of older pages. */
export async function stopSearchJob(buildDir: string): Promise<void> {
  const file = searchPendingFile(buildDir);
  const pid = Number(existsSync(file) ? readFileSync(file, "utf8") : "");
  if (!Number.isInteger(pid) || pid <= 0 || !isSearchJob(pid)) return;
  // The job leads its own process group.
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    // Gone meanwhile.
  }
  for (let waited = 0; waited < 5000 && isSearchJob(pid); waited += 50) await sleep(50);
}

/** Starts the job for `clientDir`; resolves once it runs, with its log file. */
export async function startSearchJob(buildDir: string, clientDir: string): Promise<string> {
  await stopSearchJob(buildDir);
  const log = path.join(buildDir, "search-index.log");
  await startDetachedJob(
    [HEAP_GROWTH_FLAG, JOB_SCRIPT.pathname, buildDir, clientDir],
    log,
    searchPendingFile(buildDir),
  );
  return log;
}

/** Marks the job's index live (the job's last step). */
export async function clearSearchPending(buildDir: string): Promise<void> {
  await rm(searchPendingFile(buildDir), { force: true });
}

/** A process id from the pending file names this job only while that process runs it. */
function isSearchJob(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(JOB_SCRIPT.pathname);
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
