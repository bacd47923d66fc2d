/**
 * Paired runs for the library benchmarks (docs/decisions/049–054): each variant runs in its own
 * child process, the variants taking turns round after round (A B, B A, ...) so that the load of
 * a shared machine falls on all of them alike. A variant returns a note (what it found or sent);
 * the table gives each variant's median time and peak RSS, and their ratios to the first variant.
 */
import { execFileSync } from "node:child_process";

/**
 * One variant: does its work once and returns a note (a count, bytes sent, ...), or the note and
 * the milliseconds of the part to compare (when its setup or its checks should not count).
 */
export type Variant = () => Promise<string | Timed> | string | Timed;
export interface Timed {
  note: string;
  ms: number;
}

interface Run {
  ms: number;
  rssMb: number;
  note: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * Runs `variants` from `script` (the caller's import.meta.filename): with `--variant NAME` in the
 * arguments, that variant once, printing its figures; without, every variant `rounds` times.
 */
export async function paired(
  script: string,
  variants: Record<string, Variant>,
  rounds = Number(process.env.ROUNDS) || 5,
): Promise<void> {
  const at = process.argv.indexOf("--variant");
  if (at !== -1) {
    const variant = variants[process.argv[at + 1]!];
    if (!variant) throw new Error(`no variant ${process.argv[at + 1]}`);
    const start = performance.now();
    const done = await variant();
    const { note, ms } =
      typeof done === "string" ? { note: done, ms: performance.now() - start } : done;
    const rssMb = process.resourceUsage().maxRSS / 1024;
    process.stdout.write(`\n${JSON.stringify({ ms, rssMb, note })}\n`);
    return;
  }
  const names = Object.keys(variants);
  const runs = new Map<string, Run[]>(names.map((name) => [name, []]));
  const rest = process.argv.slice(2);
  for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      const out = execFileSync(process.execPath, [script, ...rest, "--variant", name], {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      runs.get(name)!.push(JSON.parse(out.trim().split("\n").at(-1)!) as Run);
    }
  }
  const first = runs.get(names[0]!)!;
  const base = { ms: median(first.map((r) => r.ms)), rss: median(first.map((r) => r.rssMb)) };
  console.log(`${rounds} paired rounds, median of each; ratio to ${names[0]}`);
  console.log("| variant | ms | ratio | peak RSS MB | ratio | note |");
  console.log("| --- | ---: | ---: | ---: | ---: | --- |");
  for (const name of names) {
    const list = runs.get(name)!;
    const ms = median(list.map((r) => r.ms));
    const rss = median(list.map((r) => r.rssMb));
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    const cells = [name, ms.toFixed(1), ratio(ms, base.ms), rss.toFixed(0), ratio(rss, base.rss)];
    console.log(`| ${cells.join(" | ")} | ${list.at(-1)!.note} |`);
  }
}
