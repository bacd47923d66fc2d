/**
 * Runs a command and samples /proc while it runs: the peak of the summed resident memory of the
 * whole process tree (npm, node, the bundler's workers), which no single process's
 * `maxrss` shows.
 */
import { spawn } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";

export interface RunFigures {
  exitCode: number;
  seconds: number;
  peakTreeBytes: number;
}

export async function runMeasured(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  sampleMs = 100,
): Promise<RunFigures> {
  const started = performance.now();
  const child = spawn(command, args, { env, stdio: ["ignore", "inherit", "inherit"] });
  let peakTreeBytes = 0;
  const timer = setInterval(() => {
    if (child.pid === undefined) return;
    void treeRss(child.pid).then((bytes) => {
      peakTreeBytes = Math.max(peakTreeBytes, bytes);
    });
  }, sampleMs);
  const exitCode = await new Promise<number>((resolve) =>
    child.on("close", (code) => resolve(code ?? 1)),
  );
  clearInterval(timer);
  return { exitCode, seconds: (performance.now() - started) / 1000, peakTreeBytes };
}

/** Summed resident memory of `root` and every descendant, in bytes. */
export async function treeRss(root: number): Promise<number> {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const name of await readdir("/proc")) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
    const ppid = /^PPid:\s+(\d+)/m.exec(status)?.[1];
    const kb = /^VmRSS:\s+(\d+)/m.exec(status)?.[1];
    if (ppid) parents.set(pid, Number(ppid));
    if (kb) rss.set(pid, Number(kb) * 1024);
  }
  let total = 0;
  for (const pid of rss.keys()) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parents.get(at)) {
      if (at === root) {
        total += rss.get(pid) ?? 0;
        break;
      }
    }
  }
  return total;
}
