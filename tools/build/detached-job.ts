/**
 * A job a build leaves running after it exits (the search index: search-job.ts; the social
 * cards: card-job.ts): its own process group, its output in `log`, its process id in
 * `pendingFile`, which the job removes once its work is live.
 */
import { spawn } from "node:child_process";
import { openSync } from "node:fs";
import { writeFile } from "node:fs/promises";

export async function startDetachedJob(
  nodeArgs: string[],
  log: string,
  pendingFile: string,
): Promise<void> {
  const out = openSync(log, "w");
  const child = spawn(process.execPath, nodeArgs, { detached: true, stdio: ["ignore", out, out] });
  // Written before the job can finish (it starts Node and loads its modules first), removed by the job.
  await writeFile(pendingFile, String(child.pid));
  child.unref();
}
