/**
 * `npm run bench:scale -- [N]` (default 10,000): builds a generated site of N entries with the
 * real `npm run build`, then rebuilds it after one markdown file changed, and prints wall time,
 * the time to the release going live, pages per second, peak memory of the build's process tree
 * and output size. `--mix import`: eight entries in ten without an image of their own, as an
 * imported blog's (each shares a generated card); `--cold`: an image cache of its own, empty, as
 * on a first build on a machine (default: the project's, warm after the first run); `--cards
 * background`: builds as a server deployment (`SOCIAL_CARDS=background`, decision 078), each
 * ending once live, and the card job waited for before the next (its end reported); `--code DIR`:
 * the builds run in another checkout (`git worktree add ../base 1a2e8fe`), on the same generated
 * folder, for a paired row. A benchmark,
 * not a test: figures go to docs/benchmarks.md by hand, with this command.
 */
import { existsSync } from "node:fs";
import { appendFile, mkdir, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { cardsPendingFile } from "#tools/build/card-job.ts";
import { searchPendingFile } from "#tools/build/search-job.ts";
import { walkFiles } from "#tools/cli/walk-files.ts";
import { generateScaleContent } from "./generate-content.ts";
import { parseCommandLine, usageError } from "#tools/cli/command-line.ts";
import { runMeasured, treeRss, type RunFigures } from "./process-tree.ts";

const USAGE =
  "usage: npm run bench:scale -- [number of entries, default 10000] [--mix demo|import] [--cold] [--cards wait|background] [--code DIR] [--keep]";
const { values, positionals } = parseCommandLine("bench:scale", USAGE, {
  allowPositionals: true,
  options: {
    keep: { type: "boolean", default: false },
    cold: { type: "boolean", default: false },
    mix: { type: "string", default: "demo" },
    cards: { type: "string", default: "wait" },
    code: { type: "string", default: "." },
  },
});
if (values.mix !== "demo" && values.mix !== "import")
  usageError("bench:scale", `--mix is demo or import, got "${values.mix}"`, USAGE);
if (values.cards !== "wait" && values.cards !== "background")
  usageError("bench:scale", `--cards is wait or background, got "${values.cards}"`, USAGE);
const count = Number(positionals[0] ?? 10_000);
if (!Number.isInteger(count) || count < 1 || positionals.length > 1)
  usageError(
    "bench:scale",
    `the number of entries must be a whole number, got "${positionals.join(" ")}"`,
    USAGE,
  );
const keep = values.keep;
const codeDir = path.resolve(values.code);
if (!existsSync(path.join(codeDir, "package.json")))
  usageError(
    "bench:scale",
    `--code is a checkout with a package.json, got "${values.code}"`,
    USAGE,
  );
// Inside the project: the server build imports React from node_modules.
await mkdir(".tmp", { recursive: true });
const work = path.resolve(await mkdtemp(path.join(".tmp", "bench-scale-")));
const contentDir = path.join(work, "content");
const buildDir = path.join(work, "build");
const env = { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir, CONTENT_CHECK: "warn" };
Object.assign(env, { SOCIAL_CARDS: values.cards });
if (values.cold) Object.assign(env, { IMAGE_CACHE_DIR: path.join(work, "image-cache") });
/** An imported blog: eight posts in ten without an image of their own. */
const mix = values.mix === "import" ? { withoutImageOfTen: 8 } : {};

try {
  const generated = await generateScaleContent("content", contentDir, count, mix);
  console.log(`Generated ${count} entries (${values.mix} mix) in ${contentDir}`);
  const clean = await build("clean build");
  const output = await measureOutput(path.join(buildDir, "client"));
  const changed = generated[0];
  const edit = async (line: string) => {
    if (!changed) return;
    await appendFile(path.join(contentDir, "blogs", `${changed.url.slice(1)}.md`), `\n${line}\n`);
  };
  // Default settings: the build ends when the index has the edit (SEARCH_INDEX=wait).
  await edit("One more line.");
  const waited = await build("rebuild after one changed file", { SEARCH_INDEX: "wait" });
  await edit("And another line.");
  // This rebuild lets the search index follow in the background (SEARCH_INDEX=background).
  const rebuild = await build("rebuild after another change", { SEARCH_INDEX: "background" });
  const search = rebuild.search;
  const cache = values.cold ? "an empty image cache" : "the project's image cache";
  console.log(
    `\nscale benchmark, ${count} generated entries, ${values.mix} mix, ${cache}, ` +
      `SOCIAL_CARDS=${values.cards}, code in ${codeDir}`,
  );
  report("clean build", clean, output.pages);
  report("rebuild, one file changed (search index waited for)", waited, output.pages);
  report("rebuild, one file changed, SEARCH_INDEX=background", rebuild, output.pages);
  console.log(
    `  search index live ${search.seconds.toFixed(1)} s after the rebuild started` +
      ` (background job peak ${(search.peakBytes / 1e6).toFixed(0)} MB)`,
  );
  console.log(
    `output: ${output.pages} pages, ${output.files} files, ${(output.bytes / 1e6).toFixed(1)} MB`,
  );
  const { page, record } = output.largest;
  console.log(
    `largest page: ${page.file} ${(page.bytes / 1024).toFixed(1)} KB; ` +
      `largest page index record: ${record.file} ${(record.bytes / 1024).toFixed(1)} KB`,
  );
} finally {
  if (keep) console.log(`kept ${work}`);
  else await rm(work, { recursive: true, force: true });
}

type Built = RunFigures & { search: { seconds: number; peakBytes: number } };

async function build(label: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<Built> {
  console.log(`\n== ${label}`);
  const started = performance.now();
  const figures = await runMeasured(
    "npm",
    ["run", "build", "--silent"],
    { ...env, ...extraEnv },
    {
      cwd: codeDir,
    },
  );
  if (figures.exitCode !== 0) throw new Error(`${label} failed (exit ${figures.exitCode})`);
  // A server deployment's cards follow the build, beside a background search index: each job's
  // end timed from the build's start; the next build starts once both are done.
  const [search, cards] = await Promise.all([
    waitForJob(searchPendingFile(buildDir), started),
    waitForJob(cardsPendingFile(path.join(buildDir, "current")), started),
  ]);
  if (values.cards === "background") figures.cardsSeconds = cards.seconds;
  return { ...figures, search };
}

function report(label: string, figures: RunFigures, pages: number) {
  const rate = (pages / figures.seconds).toFixed(1);
  const peak = (figures.peakTreeBytes / 1e6).toFixed(0);
  const live =
    (figures.liveSeconds === undefined ? "" : `live at ${figures.liveSeconds.toFixed(1)} s, `) +
    (figures.cardsSeconds === undefined
      ? ""
      : `cards drawn at ${figures.cardsSeconds.toFixed(1)} s, `);
  console.log(
    `${label}: ${figures.seconds.toFixed(1)} s (${live}CPU ${figures.cpuSeconds.toFixed(1)} s), ` +
      `${rate} pages/s, peak ${peak} MB`,
  );
  const programs = Object.entries(figures.peakByName)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 4)
    .map(([name, bytes]) => `${name} ${(bytes / 1e6).toFixed(0)} MB`);
  console.log(`  peak by program: ${programs.join(", ")}`);
}

/** Waits for a background job (search index, cards) to remove its pending file: its time from `since`, its peak memory. */
async function waitForJob(
  pendingFile: string,
  since: number,
): Promise<{ seconds: number; peakBytes: number }> {
  let peakBytes = 0;
  while (existsSync(pendingFile)) {
    const pid = Number(await readFile(pendingFile, "utf8").catch(() => ""));
    const alive = pid > 0 && (await stat(`/proc/${pid}`).catch(() => undefined));
    if (!alive && !existsSync(pendingFile)) break; // done meanwhile
    if (!alive) throw new Error(`A background job stopped: see the log beside ${pendingFile}`);
    peakBytes = Math.max(peakBytes, (await treeRss(pid)).total);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { seconds: (performance.now() - since) / 1000, peakBytes };
}

async function measureOutput(dir: string) {
  let files = 0;
  let bytes = 0;
  let pages = 0;
  // The largest HTML page and page index record: what the browser fetches while browsing.
  const largest = { page: { file: "", bytes: 0 }, record: { file: "", bytes: 0 } };
  // One folder at a time: at 100,000 entries the site has 1.3 million files (walk-files.ts).
  for await (const relative of walkFiles(dir)) {
    files += 1;
    const name = path.basename(relative);
    const size = (await stat(path.join(dir, relative))).size;
    bytes += size;
    const kind = relative.startsWith(path.join("assets", "page-index") + path.sep)
      ? "record"
      : name === "index.html" && !relative.startsWith("assets")
        ? "page"
        : undefined;
    if (name === "index.html") pages += 1;
    if (kind && size > largest[kind].bytes) largest[kind] = { file: relative, bytes: size };
  }
  return { files, bytes, pages, largest };
}
