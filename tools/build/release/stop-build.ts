/**
 * How a build that cannot finish stops: one line says why, without a stack trace when the reason
 * is the system's (decision 055: a full disk names the disk and the file), and the release it was
 * writing (never live) is removed by a process of its own while this one exits at once. Exiting
 * at once stops the render threads where they are: closing them one by one while one still loads
 * its modules made it print the stack of a half-loaded import.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { BuildFailed } from "#tools/build/steps/build-context.ts";
import { diskFullError, diskFullLine } from "#tools/cli/disk-full.ts";
import type { StagedRelease } from "./releases.ts";

export function stopBuild(error: unknown, buildDir: string, staged?: StagedRelease): never {
  const full = diskFullError(error);
  // A step that could not finish says why and what the next build does, without a stack.
  if (!full && !(error instanceof BuildFailed)) throw error;
  console.error(full ? diskFullLine(full, buildDir) : (error as Error).message);
  exitDiscarding(1, staged);
}

/** Exits with `code`; the release being written is removed meanwhile (on a full disk, its space). */
export function exitDiscarding(code: number, staged?: StagedRelease): never {
  if (staged) {
    const remover = new URL("./prune-main.ts", import.meta.url).pathname;
    const buildDir = path.dirname(path.dirname(staged.dir));
    spawn(process.execPath, [remover, buildDir, staged.dir], {
      detached: true,
      stdio: "ignore",
    }).unref();
  }
  process.exit(code);
}
