/**
 * `npm run bench:link -- BUILD_DIR`: what the release link's look at a tree costs
 * (tools/build/release/link-tree.ts), without a build around it. The current release of BUILD_DIR
 * is linked once into a scratch folder beside it, then brought up to date again ROUNDS times with
 * no folder known equal: every folder read and every file looked at (two `lstat`s), nothing
 * linked, as an edit does for the folders the last build changed. Prints each round's wall and
 * CPU time and their medians. Paired runs: the same command in a worktree of another commit (with
 * this file copied there), alternated. A benchmark, not a test: figures go to docs/benchmarks.md.
 */
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseCommandLine, usageError } from "#tools/cli/command-line.ts";
import { currentRelease } from "#tools/build/release/layout.ts";
import { mirrorTree } from "#tools/build/release/link-tree.ts";

const USAGE = "usage: npm run bench:link -- BUILD_DIR (a build folder with a current release)";
const { positionals } = parseCommandLine("bench:link", USAGE, { allowPositionals: true });
if (positionals.length !== 1) usageError("bench:link", "one build folder, please", USAGE);
const buildDir = path.resolve(positionals[0] as string);
const live = currentRelease(buildDir);
if (!live) usageError("bench:link", `no current release in ${buildDir}`, USAGE);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const source = path.join(live, "client");
const target = await mkdtemp(path.join(buildDir, ".bench-link-"));
const options = { skip: new Set<string>(), keep: new Set<string>(), since: Infinity };
try {
  const first = await mirrorTree(source, target, options);
  console.log(`${first.linked} files linked into ${target}`);
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const counts = await mirrorTree(source, target, options);
    const used = process.cpuUsage(cpu);
    walls.push((performance.now() - started) / 1000);
    cpus.push((used.user + used.system) / 1e6);
    console.log(
      `round ${round}: ${counts.same} files looked at, ${counts.linked} linked: ` +
        `${walls.at(-1)?.toFixed(2)} s wall, ${cpus.at(-1)?.toFixed(2)} s CPU`,
    );
  }
  console.log(`median: ${median(walls).toFixed(2)} s wall, ${median(cpus).toFixed(2)} s CPU`);
} finally {
  await rm(target, { recursive: true, force: true });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
