/**
 * `npm run bench:render -- BUILD_DIR [--pages N] [--rounds R]`: the CPU one render thread spends
 * on a page, as a build's prerender spends it (the page rendered, its card named, its files
 * written, its search terms worked out), over the first N pages (default 2,000) of a built
 * site, R rounds (default 3) after a warm-up. Run it with the build's CONTENT_DIR (and SITE_URL);
 * the page files go to a scratch folder under `.tmp/`, written over the same files each round
 * and removed at the end. The thread has V8's own heap limit, not the build's bound.
 * The figure is the process's CPU (the thread, V8's collector, the file system's pool), so
 * another load on the machine moves it less than a build's seconds: compare two trees, each with
 * a build of its own code, alternated. A benchmark, not a test: figures go to
 * docs/benchmarks.md.
 */
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { createRenderPool } from "#app/prerender/index.server.ts";
import { parseCommandLine, usageError } from "#tools/cli/command-line.ts";

const USAGE = "usage: npm run bench:render -- BUILD_DIR [--pages N] [--rounds R]";
const WARM_UP_PAGES = 300;

const { values, positionals } = parseCommandLine("bench:render", USAGE, {
  options: { pages: { type: "string" }, rounds: { type: "string" } },
  allowPositionals: true,
});
const [buildDir] = positionals;
if (buildDir === undefined || positionals.length > 1) {
  usageError("bench:render", "one built site's folder, please", USAGE);
}
const count = (value: string | undefined, fallback: number, name: string) => {
  const number = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 1) {
    usageError("bench:render", `--${name} takes a whole number above 0`, USAGE);
  }
  return number;
};
const pages = count(values.pages, 2_000, "pages");
const rounds = count(values.rounds, 3, "rounds");

const root = path.resolve(buildDir);
const state = JSON.parse(await readFile(path.join(root, "build-state.json"), "utf8")) as {
  pages: Record<string, unknown>;
};
const paths = Object.keys(state.pages).sort().slice(0, pages);
const clientDir = path.resolve(".tmp", `bench-render-${process.pid}`);
await mkdir(clientDir, { recursive: true });
const pool = createRenderPool({
  serverBuildFile: path.join(root, "server", "index.js"),
  clientDir,
  searchTerms: true,
  write: { compress: false },
  env: { ...process.env, BUILD_DIR: root },
  perThread: 4,
  maxQueued: Infinity,
  maxWaitMs: Infinity,
  timeoutMs: 300_000,
});
const renderAll = (list: string[]) =>
  Promise.all(list.map((sitePath) => pool.render({ path: sitePath })));

await renderAll(paths.slice(0, WARM_UP_PAGES));
const figures: number[] = [];
for (let round = 1; round <= rounds; round += 1) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await renderAll(paths);
  const { user, system } = process.cpuUsage(cpu);
  const perPage = (user + system) / 1000 / paths.length;
  figures.push(perPage);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `round ${round}: ${paths.length} pages, ${perPage.toFixed(3)} ms of CPU a page ` +
      `(user ${(user / 1e6).toFixed(2)} s, system ${(system / 1e6).toFixed(2)} s, ${seconds} s)`,
  );
}
await pool.close();
await rm(clientDir, { recursive: true, force: true });
const sorted = [...figures].sort((a, b) => a - b);
const middle = (sorted.length - 1) / 2;
const median = ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2;
console.log(`median: ${median.toFixed(3)} ms of CPU a page`);
