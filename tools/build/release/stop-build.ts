/**
 * How a build that cannot finish stops: the release it was writing is removed (it never went
 * live; on a full disk that frees what it took), then one line says why, without a stack trace
 * when the reason is the system's (decision 055): a full disk names the disk and the file.
 */
import { rm } from "node:fs/promises";
import type { StagedRelease } from "./releases.ts";
import { BuildFailed } from "#tools/build/steps/build-context.ts";
import { diskFullError, diskFullLine } from "./disk-full.ts";

export async function stopBuild(
  error: unknown,
  buildDir: string,
  staged?: StagedRelease,
): Promise<never> {
  if (staged) await discardRelease(staged);
  const full = diskFullError(error);
  if (full) {
    console.error(diskFullLine(full, buildDir));
    process.exit(1);
  }
  // A step that could not finish says why and what the next build does, without a stack.
  if (!(error instanceof BuildFailed)) throw error;
  console.error(error.message);
  process.exit(1);
}

/** A build that stops with a failed step's exit status: its release goes, never live. */
export async function discardRelease(staged: StagedRelease): Promise<void> {
  await staged.linked.catch(() => undefined);
  await rm(staged.dir, { recursive: true, force: true }).catch(() => undefined);
}
