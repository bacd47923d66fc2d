/**
 * `npm run bench:threads -- COMMAND [ARGS...]`: the CPU each thread of a command and of its child
 * processes used, read from Linux's `/proc/<pid>/task/<tid>/stat` every POLL_MS while it runs (a
 * thread that ends between two reads loses at most that much). A profile samples a thread's stack
 * on a clock, so a thread at the lowest priority that waits for a core shows as busy: this counts
 * only the time it ran. Node names its threads `MainThread`, `WorkerThread` (worker_threads),
 * `V8Worker` (V8's helpers: garbage collection and background compiles) and `libuv-worker` (the
 * file system's pool). A benchmark, not a test: figures go to docs/benchmarks.md.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { parseCommandLine, usageError } from "#tools/cli/command-line.ts";

const USAGE = "usage: npm run bench:threads -- COMMAND [ARGS...] (Linux: reads /proc)";
const POLL_MS = 100;
/** The kernel's clock ticks a second (`getconf CLK_TCK`: 100 on Linux everywhere). */
const TICKS = 100;
const MIN_SECONDS = 0.05;

// This command has no options: what follows the command's name is the command's own.
const at = process.argv.findIndex((arg, index) => index >= 2 && !arg.startsWith("-"));
parseCommandLine("bench:threads", USAGE, {
  args: process.argv.slice(2, at < 0 ? undefined : at),
  options: {},
});
const [command, ...args] = at < 0 ? [] : process.argv.slice(at);
if (command === undefined) usageError("bench:threads", "a command to run, please", USAGE);

interface Thread {
  pid: number;
  tid: number;
  name: string;
  seconds: number;
}
const threads = new Map<string, Thread>();
const commands = new Map<number, string>();
const read = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};
const list = (folder: string) => {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
};

/** `pid` and every process below it. */
function family(pid: number): number[] {
  const children = list(`/proc/${pid}/task`).flatMap((tid) =>
    (read(`/proc/${pid}/task/${tid}/children`) ?? "").split(" ").filter(Boolean).map(Number),
  );
  return [pid, ...children.flatMap(family)];
}

function sample(root: number): void {
  for (const pid of family(root)) {
    if (!commands.has(pid)) {
      const line = read(`/proc/${pid}/cmdline`)?.split("\0").filter(Boolean).join(" ");
      if (line) commands.set(pid, line.slice(0, 100));
    }
    for (const tid of list(`/proc/${pid}/task`)) {
      const stat = read(`/proc/${pid}/task/${tid}/stat`);
      if (!stat) continue;
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      // After the name: state is field 3; utime and stime are fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS;
      threads.set(`${pid}/${tid}`, { pid, tid: Number(tid), name, seconds });
    }
  }
}

const started = performance.now();
const child = spawn(command, args, { stdio: "inherit" });
const timer = setInterval(() => child.pid !== undefined && sample(child.pid), POLL_MS);
const exitCode = await new Promise<number>((resolve) => {
  child.on("exit", (code) => resolve(code ?? 1));
  child.on("error", (error) => usageError("bench:threads", error.message, USAGE));
});
clearInterval(timer);
const wall = (performance.now() - started) / 1000;

const busy = [...threads.values()].filter((thread) => thread.seconds >= MIN_SECONDS);
busy.sort((a, b) => a.pid - b.pid || b.seconds - a.seconds);
console.log(`\nThreads' CPU (those with ${MIN_SECONDS} s or more; read every ${POLL_MS} ms):`);
for (const pid of new Set(busy.map((thread) => thread.pid))) {
  const own = busy.filter((thread) => thread.pid === pid);
  const sum = own.reduce((total, thread) => total + thread.seconds, 0);
  console.log(`process ${pid} (${sum.toFixed(2)} s): ${commands.get(pid) ?? "?"}`);
  for (const thread of own) {
    console.log(`  ${thread.name.padEnd(16)} ${thread.tid}  ${thread.seconds.toFixed(2)} s`);
  }
}
const total = [...threads.values()].reduce((sum, thread) => sum + thread.seconds, 0);
console.log(`All threads: ${total.toFixed(2)} s of CPU in ${wall.toFixed(2)} s`);
process.exitCode = exitCode;
