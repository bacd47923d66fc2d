/**
 * `npm run bench:serve`: the origin against nginx on the same prerendered page in the same run
 * (wrk, 1 thread, 50 connections, 10 s each; nginx also with `--brotli` where its module is),
 * then 60 s of a mix of pages, route data, assets, content files and feeds against the origin,
 * with its memory at the start and the end.
 * Needs a build (npm run build), Debian's nginx and wrk. Writes a section of docs/benchmarks.md.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { deployConfig, findBrotliStaticModule } from "#tools/deploy/deploy-config.ts";
import { startNginx } from "#tools/deploy/run-nginx.ts";
import { writeSection } from "./benchmarks-doc.ts";
import { DEMO_PAGES } from "./page-types.ts";
import { runWrk, type WrkResult } from "./wrk.ts";
import { takesNoArguments } from "#tools/cli/command-line.ts";

takesNoArguments("bench:serve");

const NODE_PORT = Number(process.env.BENCH_PORT ?? 4300);
const NGINX_PORT = NODE_PORT + 2;
const NGINX_BROTLI_PORT = NODE_PORT + 3;
const PAGE = DEMO_PAGES["blog post"];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const workers = process.env.WORKERS ?? "1";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
// Whether the build wrote the pages' `.gz` (PAGE_GZIP=1), which nginx then sends as it is.
const pageGz = existsSync(path.join(clientDir, PAGE.slice(1), "index.html.gz"));
const work = await mkdtemp(path.join(os.tmpdir(), "bench-serve-"));
const probe = ["--expose-gc", "--import", "./tools/bench/memory-probe.ts"];
const origin = spawn(process.execPath, [...probe, "server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(NODE_PORT),
    WORKERS: workers,
    MEMORY_PROBE_DIR: work,
    LINK_CHECK_INTERVAL: "off",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve, reject) => {
  origin.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("Serving") && resolve());
  origin.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
});
/** nginx-static on `port`, one worker, no access log: the origin writes none either. */
async function startStatic(name: string, port: number, options: string[]) {
  const config = await deployConfig([
    ...["nginx-static", ...options, "--listen", `127.0.0.1:${port}`, "--root", clientDir],
    ...["--prefix", path.join(work, name), "--workers", "1"],
  ]);
  const benchConfig = config.replace(/access_log [^;]+;/, "access_log off;");
  return startNginx(path.join(work, name), benchConfig, port);
}
const nginx = await startStatic("nginx", NGINX_PORT, []);
// Also with the brotli_static module (deploy-config --brotli), where it is installed.
const brotliNginx = findBrotliStaticModule()
  ? await startStatic("nginx-brotli", NGINX_BROTLI_PORT, ["--brotli"])
  : undefined;
try {
  const page = (port: number) =>
    runWrk({ url: `http://127.0.0.1:${port}${PAGE}`, seconds: SECONDS });
  await page(NODE_PORT); // warm-up: caches filled, code optimised
  const nginxResult = await page(NGINX_PORT);
  const brotliResult = brotliNginx && (await page(NGINX_BROTLI_PORT));
  const nodeResult = await page(NODE_PORT);
  const ratio = nodeResult.requestsPerSecond / nginxResult.requestsPerSecond;
  const paths = await mixedPaths();
  const mix = {
    url: `http://127.0.0.1:${NODE_PORT}/`,
    paths,
    scriptFile: path.join(work, "mix.lua"),
  };
  await runWrk({ ...mix, seconds: 15 }); // warm-up: every URL cached, the heap grown
  const rss = [await rssMb(origin.pid ?? 0)];
  const heapStart = await heapInUseMb(origin.pid ?? 0);
  const sampler = setInterval(() => void rssMb(origin.pid ?? 0).then((mb) => rss.push(mb)), 10_000);
  const load = await runWrk({ ...mix, seconds: LOAD_SECONDS });
  clearInterval(sampler);
  rss.push(await rssMb(origin.pid ?? 0));
  const heap = [heapStart, await heapInUseMb(origin.pid ?? 0)];
  const section = report({ nginxResult, brotliResult, nodeResult, ratio, load, paths, rss, heap });
  console.log(section);
  await writeSection(`serving, WORKERS=${workers}`, section);
} finally {
  await nginx.stop();
  await brotliNginx?.stop();
  origin.kill("SIGTERM");
  await rm(work, { recursive: true, force: true });
}

/** Every page, its route data, the hashed assets, some content files and the feeds. */
async function mixedPaths(): Promise<string[]> {
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name))}`)
    .filter((file) => !/\.(br|gz)$/.test(file));
  const pages = files
    .filter((file) => file.endsWith("/index.html") && !file.startsWith("/assets/"))
    .map((file) => file.slice(0, -"/index.html".length) || "/");
  const data = files.filter((file) => file.endsWith(".data"));
  const assets = files.filter((file) => /^\/assets\/[^/]+\.(js|css)$/.test(file));
  const content = files.filter((file) => file.startsWith("/assets/content/")).slice(0, 10);
  return [...pages, ...data, ...assets, ...content, "/sitemap.xml", "/rss.xml", "/robots.txt"];
}

/** Resident memory of the server and any cluster workers, in MB. */
async function rssMb(pid: number): Promise<number> {
  const pids = [pid, ...(await childPids(pid))];
  let kb = 0;
  for (const id of pids) {
    const status = await readFile(`/proc/${id}/status`, "utf8").catch(() => "");
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return kb / 1024;
}

/** Heap in use after a full collection, summed over the server's processes (memory-probe.ts). */
async function heapInUseMb(pid: number): Promise<number> {
  const pids = [pid, ...(await childPids(pid))];
  for (const id of pids) process.kill(id, "SIGUSR2");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  let bytes = 0;
  for (const id of pids) {
    const text = await readFile(path.join(work, `${id}.json`), "utf8").catch(() => "{}");
    bytes += (JSON.parse(text) as { heapUsed?: number }).heapUsed ?? Number.NaN;
  }
  return bytes / 1024 / 1024;
}

async function childPids(pid: number): Promise<number[]> {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
  return text.split(/\s+/).filter(Boolean).map(Number);
}

function mb(value: number | undefined): string {
  return `${(value ?? Number.NaN).toFixed(0)} MB`;
}

function report(r: {
  nginxResult: WrkResult;
  brotliResult?: WrkResult;
  nodeResult: WrkResult;
  ratio: number;
  load: WrkResult;
  paths: string[];
  rss: number[];
  heap: number[];
}): string {
  const rps = (result: WrkResult) => Math.round(result.requestsPerSecond).toLocaleString("en");
  const date = new Date().toISOString().slice(0, 10);
  return `## Serving (WORKERS=${workers}): the origin against nginx, and a load run

Written by \`WORKERS=${workers} npm run bench:serve\` on ${date} (${os.cpus().length} cores, shared;
Node ${process.version}; Debian's nginx and wrk). wrk: 1 thread, 50 connections,
\`Accept-Encoding: br, gzip\`. nginx: one worker, the \`deploy-config nginx-static\` configuration
(gzip_static) with its access log off, as the origin writes none. Origin: \`npm run serve\` with
${workers} worker(s), after a warm-up run.
The page's \`.gz\`: ${pageGz ? "written by the build (`PAGE_GZIP=1`), sent by nginx as it is" : "none (built without `PAGE_GZIP=1`): nginx gzips the page as it sends it"}.

| ${SECONDS} s on \`${PAGE}\` | requests/s | p99 |
|---|---|---|
| nginx (1 worker${pageGz ? ", the page's .gz" : ", gzip as it sends"}) | ${rps(r.nginxResult)} | ${r.nginxResult.p99Ms.toFixed(2)} ms |
${r.brotliResult ? `| nginx \`--brotli\` (1 worker, the page's .br) | ${rps(r.brotliResult)} | ${r.brotliResult.p99Ms.toFixed(2)} ms |\n` : ""}| Node origin | ${rps(r.nodeResult)} | ${r.nodeResult.p99Ms.toFixed(2)} ms |
| **origin / nginx** | **${(r.ratio * 100).toFixed(0)} %** | |

Load run: ${LOAD_SECONDS} s at saturation against the origin, cycling through ${r.paths.length} URLs
(every page, its route data, the hashed scripts and styles, content files, sitemap, feed,
robots.txt), after a 15 s warm-up with the same mix. Memory of the server process(es): RSS at
the start, every 10 s and at the end, and the heap in use after a full garbage collection at the
start and the end (\`tools/bench/memory-probe.ts\`; a leak would make it grow):

| requests/s | p99 | errors | RSS start → end | RSS every 10 s | heap in use after GC, start → end |
|---|---|---|---|---|---|
| ${rps(r.load)} | ${r.load.p99Ms.toFixed(2)} ms | ${r.load.errors} | ${mb(r.rss[0])} → ${mb(r.rss.at(-1))} | ${r.rss.map((value) => value.toFixed(0)).join(", ")} MB | ${mb(r.heap[0])} → ${mb(r.heap[1])} |

Figures vary with what else the machine runs; compare figures from one run.`;
}
