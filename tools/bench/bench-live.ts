/**
 * `npm run bench:live`: a page published after the build against a prerendered one, on the same
 * server. Builds a copy of the demo content, starts `npm run serve` on it, publishes a copy of
 * the blog post under a new URL, times its first request (the render), then runs wrk (1 thread,
 * 50 connections, 10 s each) on the prerendered post and on the new one. Needs Debian's wrk.
 * Writes a section of docs/benchmarks.md.
 */
import { spawn } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { buildDemoSite, waitFor } from "#tests/support/built-site.ts";
import { writeSection } from "./benchmarks-doc.ts";
import { DEMO_PAGES } from "./page-types.ts";
import { runWrk, type WrkResult } from "./wrk.ts";
import { takesNoArguments } from "#tools/cli/command-line.ts";

takesNoArguments("bench:live");

const PORT = Number(process.env.BENCH_PORT ?? 4310);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUILT = DEMO_PAGES["blog post"];
const LIVE = `${BUILT}-published-live`;

const site = await buildDemoSite("bench-live-");
const origin = spawn(process.execPath, ["server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    BUILD_DIR: site.buildRoot,
    CONTENT_DIR: site.contentDir,
    SITE_URL: site.siteUrl,
    LINK_CHECK_INTERVAL: "off",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
try {
  await new Promise<void>((resolve, reject) => {
    origin.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("Serving") && resolve());
    origin.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  const url = (page: string) => `http://127.0.0.1:${PORT}${page}`;
  // The render thread warms up as the server starts (render-worker.ts): a site is saved to later.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  // Publish: the post's markdown under a new URL, listed first in the manifest.
  const source = path.join(site.contentDir, "blogs", `${BUILT.slice(1)}.md`);
  await writeFile(
    path.join(site.contentDir, "blogs", `${LIVE.slice(1)}.md`),
    await readFile(source),
  );
  const manifestFile = path.join(site.contentDir, MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as unknown[];
  const entry = { type: "blog", status: "done", url: LIVE, title: "Published live" };
  await writeFile(manifestFile, JSON.stringify([entry, ...manifest], null, 1));
  const savedAt = performance.now();
  const firstMs = await waitFor(async () => {
    const started = performance.now();
    const response = await fetch(url(LIVE), { redirect: "manual" });
    const html = await response.text();
    return html.includes("Why short domain names cost so much")
      ? performance.now() - started
      : undefined;
  }, 10_000);
  const shownMs = performance.now() - savedAt;
  await runWrk({ url: url(BUILT), seconds: 3 }); // warm-up
  // In turn, twice each: a machine shared with other work slows one run more than another.
  const runs: Record<"built" | "live", WrkResult[]> = { built: [], live: [] };
  for (let round = 0; round < 2; round++) {
    runs.built.push(await runWrk({ url: url(BUILT), seconds: SECONDS / 2 }));
    runs.live.push(await runWrk({ url: url(LIVE), seconds: SECONDS / 2 }));
  }
  const built = combine(runs.built);
  const live = combine(runs.live);
  const section = report(built, live, firstMs ?? Number.NaN, shownMs);
  console.log(section);
  await writeSection("live publishing", section);
} finally {
  origin.kill("SIGTERM");
  await rm(site.root, { recursive: true, force: true });
}

/** Two half runs as one: requests per second over both, the worse p99, all errors. */
function combine([a, b]: WrkResult[]): WrkResult {
  const [first, second] = [a as WrkResult, b as WrkResult];
  return {
    requestsPerSecond: (first.requestsPerSecond + second.requestsPerSecond) / 2,
    p99Ms: Math.max(first.p99Ms, second.p99Ms),
    errors: first.errors + second.errors,
    requests: first.requests + second.requests,
  };
}

function report(built: WrkResult, live: WrkResult, firstMs: number, shownMs: number): string {
  const rps = (result: WrkResult) => Math.round(result.requestsPerSecond).toLocaleString("en");
  const date = new Date().toISOString().slice(0, 10);
  const ratio = (live.requestsPerSecond / built.requestsPerSecond) * 100;
  return `## Live publishing: a page published after the build against a prerendered one

Written by \`npm run bench:live\` on ${date} (${os.cpus().length} cores, shared; Node
${process.version}; Debian's wrk). A copy of the demo site is built, \`npm run serve\` (one
process) serves it, and the blog post's markdown is published again under a new URL (listed in
the manifest, no rebuild) 10 s after the server started. The first request for it renders it
(${firstMs.toFixed(0)} ms; the page was served ${shownMs.toFixed(0)} ms after the save); wrk
(1 thread, 50 connections, \`Accept-Encoding: br, gzip\`) then asks for the prerendered post
and for the new one in turn, twice each for ${SECONDS / 2} s (requests/s: the mean of the two).

| page | requests/s | p99 | errors |
|---|---|---|---|
| \`${BUILT}\` (prerendered) | ${rps(built)} | ${built.p99Ms.toFixed(2)} ms | ${built.errors} |
| \`${LIVE}\` (rendered by the server) | ${rps(live)} | ${live.p99Ms.toFixed(2)} ms | ${live.errors} |
| **new / prerendered** | **${ratio.toFixed(0)} %** | | |

Figures vary with what else the machine runs; compare figures from one run.`;
}
