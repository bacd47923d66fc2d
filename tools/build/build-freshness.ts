/** Whether `npm start` must build first: no build yet, or a source newer than the build. */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Newest modification time under `target` (0 when it does not exist). */
function newestMtime(target: string): number {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

export type BuildState = "missing" | "stale" | "fresh";

export function buildState(builtFile: string, sources: readonly string[]): BuildState {
  const builtAt = newestMtime(builtFile);
  if (builtAt === 0) return "missing";
  return Math.max(...sources.map(newestMtime)) > builtAt ? "stale" : "fresh";
}
