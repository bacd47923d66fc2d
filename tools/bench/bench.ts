/**
 * `npm run bench`: first-load JavaScript bytes and Lighthouse scores (mobile preset, median of
 * BENCH_RUNS runs, default 3) for each page type, served by the production server with
 * compression. Writes the figures to docs/benchmarks.md.
 *
 * The server is a process of its own, as in production: Lighthouse's logger sets this process's
 * `DEBUG` (the `debug` package's `enable`), which the server's render thread refused as a flag, so
 * every page it rendered while the bench ran (Chromium's `/favicon.ico`, a 404) was a 500.
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { benchFaqSearch } from "./bench-faq-search.ts";
import { benchAnalyzeMarkdown } from "./bench-markdown.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/support/chromium.ts";
import { withLeadReport } from "./benchmarks-doc.ts";
import { measureFirstLoad } from "./first-load.ts";
import { DEMO_PAGES } from "./page-types.ts";
import { takesNoArguments } from "#tools/cli/command-line.ts";

takesNoArguments("bench");

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
const server = spawn(process.execPath, ["server/main.ts"], {
  env: { ...process.env, PORT: process.env.BENCH_PORT ?? "4320", LINK_CHECK_INTERVAL: "off" },
  stdio: ["ignore", "pipe", "inherit"],
});
const origin = await new Promise<string>((resolve, reject) => {
  server.stdout.on("data", (chunk: Buffer) => {
    const serving = /Serving .* at (http:\/\/\S+)\//.exec(chunk.toString());
    if (serving?.[1]) resolve(serving[1]);
  });
  server.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
});

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const rows: string[] = [];
try {
  for (const [name, pathname] of Object.entries(DEMO_PAGES)) {
    const url = origin + pathname;
    const firstLoad = await measureFirstLoad(url);
    const scores: Record<string, number[]> = { cls: [], lcp: [], tbt: [], tti: [] };
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      for (const category of CATEGORIES)
        (scores[category] ??= []).push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
      scores.cls?.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN);
      scores.lcp?.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN);
      scores.tbt?.push(lhr.audits["total-blocking-time"]?.numericValue ?? NaN);
      scores.tti?.push(lhr.audits["interactive"]?.numericValue ?? NaN);
    }
    const cells = [
      name,
      `\`${pathname}\``,
      ...CATEGORIES.map((category) => String(median(scores[category] ?? []))),
      median(scores.cls ?? []).toFixed(3),
      `${Math.round(median(scores.lcp ?? []))} ms`,
      `${Math.round(median(scores.tbt ?? []))} ms`,
      `${Math.round(median(scores.tti ?? []))} ms`,
      `${(firstLoad.gzipBytes / 1024).toFixed(1)} KB`,
      `${(firstLoad.inlineGzipBytes / 1024).toFixed(1)} KB`,
    ];
    rows.push(`| ${cells.join(" | ")} |`);
    console.log(rows.at(-1));
  }
} finally {
  await chrome.kill();
  const exited = server.exitCode === null ? once(server, "exit") : undefined;
  server.kill();
  await exited;
}

const markdown = await benchAnalyzeMarkdown();
const report = `# Benchmarks

Today's figures first: one section per benchmark, each with the command that reproduces it and
the machine and load it ran at. Every earlier round, with its reasoning, is in
\`docs/benchmarks-history.md\`. All figures are from the shared 2-core, 24 GiB machine; compare
ratios measured in one run, not figures from different days.

## Lighthouse and first-load JavaScript (\`npm run bench\`)

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores,
${os.platform()}, Chromium at ${CHROMIUM_PATH}). Lighthouse mobile preset
(simulated slow 4G, 4× CPU slowdown), median of ${RUNS} runs per page, against the production server
(\`server/\`, brotli). First-load JS: gzip bytes of every script a prerendered page loads before
it is interactive (its module script and every module that imports statically); budget 115.25 KB,
enforced by a test.
Inline hydration data is React Router's copy of the page's loader data, counted apart.

| page type | path | performance | accessibility | best practices | SEO | CLS | LCP | TBT | TTI | first-load JS (gzip) | inline hydration data (gzip) |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

Scores vary from run to run by a few points; compare medians, not single runs.

FAQ search: ${benchFaqSearch().toFixed(3)} ms per keystroke over 1,000 questions (Node, no CPU
slowdown; the list is filtered on every input).

Markdown analysis: ${markdown.ms.toFixed(2)} ms per file, mean over the demo content's ${markdown.files}
markdown files (Node; one lex of the whole file, front matter, blocks, segments; decision 010).
`;
const previous = await readFile("docs/benchmarks.md", "utf8").catch(() => "");
await writeFile("docs/benchmarks.md", withLeadReport(previous, report));
console.log("Wrote docs/benchmarks.md");
