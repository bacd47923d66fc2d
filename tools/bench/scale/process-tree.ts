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
  /** The peak resident memory of each program in the tree (by process name), in bytes. */
  peakByName: Record<string, number>;
  /**
   * CPU seconds (user + system) of the tree's processes that ended with it: on a shared machine
   * this moves far less with the load than the wall time does.
   */
  cpuSeconds: number;
  /** Seconds from the start to the release going live, when the build says (decision 067). */
  liveSeconds?: number;
  /** Seconds from the start to the end of the card job it left running (SOCIAL_CARDS=background). */
  cardsSeconds?: number;
}

export async function runMeasured(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  { cwd = ".", sampleMs = 100 }: { cwd?: string; sampleMs?: number } = {},
): Promise<RunFigures> {
  const started = performance.now();
  const cpuBefore = await childrenCpuSeconds();
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "inherit"] });
  // Passed on as it comes; the moment the build's release went live is noted.
  let liveSeconds: number | undefined;
  child.stdout.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (liveSeconds === undefined && /^Release \S+ live/m.test(chunk.toString())) {
      liveSeconds = (performance.now() - started) / 1000;
    }
  });
  let peakTreeBytes = 0;
  const peakByName: Record<string, number> = {};
  const timer = setInterval(() => {
    if (child.pid === undefined) return;
    void treeRss(child.pid).then(({ total, byName }) => {
      peakTreeBytes = Math.max(peakTreeBytes, total);
      for (const [name, bytes] of byName) peakByName[name] = Math.max(peakByName[name] ?? 0, bytes);
    });
  }, sampleMs);
  const exitCode = await new Promise<number>((resolve) =>
    child.on("close", (code) => resolve(code ?? 1)),
  );
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = (await childrenCpuSeconds()) - cpuBefore;
  return { exitCode, seconds, peakTreeBytes, peakByName, cpuSeconds, liveSeconds };
}

/** This process's waited-for descendants' CPU time (cutime + cstime of /proc/self/stat). */
async function childrenCpuSeconds(): Promise<number> {
  const stat = await readFile("/proc/self/stat", "utf8");
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // cutime and cstime are fields 16 and 17 of the whole line (13 and 14 after the name), in ticks.
  const ticks = Number(fields[13]) + Number(fields[14]);
  return ticks / CLOCK_TICKS;
}

/** USER_HZ: Linux reports process times in hundredths of a second on every architecture it runs on. */
const CLOCK_TICKS = 100;

/** Summed resident memory of `root` and every descendant, in bytes, and by process name. */
export async function treeRss(
  root: number,
): Promise<{ total: number; byName: Map<string, number> }> {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  const names = new Map<number, string>();
  for (const name of await readdir("/proc")) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
    const ppid = /^PPid:\s+(\d+)/m.exec(status)?.[1];
    const kb = /^VmRSS:\s+(\d+)/m.exec(status)?.[1];
    if (ppid) parents.set(pid, Number(ppid));
    names.set(pid, /^Name:\s+(.+)$/m.exec(status)?.[1] ?? "?");
    if (kb) rss.set(pid, Number(kb) * 1024);
  }
  let total = 0;
  const byName = new Map<string, number>();
  for (const [pid, bytes] of rss) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parents.get(at)) {
      if (at === root) {
        total += bytes;
        const name = names.get(pid) ?? "?";
        byName.set(name, (byName.get(name) ?? 0) + bytes);
        break;
      }
    }
  }
  return { total, byName };
}
