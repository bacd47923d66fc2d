/**
 * `npm run bench:images` (also the last step of `npm run bench`): a post with a 4,000 px hero
 * and ten product photos of 2–4 MB each, generated here. Measures the image step (cold cache,
 * then warm), the image bytes a phone and a desktop download on first view and in all, CLS,
 * and Lighthouse mobile (median of BENCH_RUNS, default 3). Writes its section of
 * docs/benchmarks.md.
 */
import { spawnSync } from "node:child_process";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "#server/main.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/support/chromium.ts";
import { measureImageBytes, SCREENS } from "./image-bytes.ts";
import { PHOTO_POST_URL, writePhotoPost } from "./photo-post.ts";
import { END, START, writeSection } from "./report-section.ts";
import { takesNoArguments } from "#tools/cli/command-line.ts";

takesNoArguments("bench:images");

const CONTROL_PATH = "/insights/short-names";
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const root = path.resolve(".tmp", "bench-images");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

await rm(root, { recursive: true, force: true });
const { contentDir, originalBytes } = await writePhotoPost(root);
const env = {
  ...process.env,
  CONTENT_DIR: contentDir,
  BUILD_DIR: path.join(root, "build"),
  IMAGE_CACHE_DIR: path.join(root, "cache"),
  SITE_URL: "http://localhost:4599",
};

/** Runs the image step alone and returns its summary line. */
function runImageStep(): string {
  const run = spawnSync("node", ["tools/images/main.ts"], { env, encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout.trim().split("\n").at(-1) ?? "";
}
const cold = runImageStep();
const warm = runImageStep();
if (spawnSync("npm", ["run", "build"], { env, stdio: "inherit" }).status !== 0) process.exit(1);

const server = await startServer({
  port: 0,
  host: "127.0.0.1",
  contentDir,
  siteUrl: env.SITE_URL,
  clientDir: path.join(root, "build", "client"),
});
const origin = server.url.replace(/\/$/, "");
const url = origin + PHOTO_POST_URL;
const screenRows: string[] = [];
const lighthouseRows: string[] = [];
try {
  for (const [name, screen] of Object.entries(SCREENS)) {
    const bytes = await measureImageBytes(url, screen);
    screenRows.push(
      `| ${name} | ${kb(bytes.firstViewBytes)} (${bytes.firstViewRequests} images) | ${kb(bytes.wholePageBytes)} | ${bytes.cls.toFixed(3)} |`,
    );
    console.log(screenRows.at(-1));
  }
  // The demo's own post, measured in the same minutes, shows what the machine's load costs.
  for (const pathname of [PHOTO_POST_URL, CONTROL_PATH]) {
    lighthouseRows.push(`| \`${pathname}\` | ${await runLighthouse(origin + pathname)} |`);
    console.log(lighthouseRows.at(-1));
  }
} finally {
  await server.close();
}

/** Lighthouse mobile, median of RUNS: the four scores, CLS, LCP and TBT. */
async function runLighthouse(pageUrl: string): Promise<string> {
  const scores: Record<string, number[]> = { cls: [], lcp: [], tbt: [] };
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(pageUrl, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${pageUrl}`);
      for (const category of CATEGORIES)
        (scores[category] ??= []).push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
      scores.cls?.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN);
      scores.lcp?.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN);
      scores.tbt?.push(lhr.audits["total-blocking-time"]?.numericValue ?? NaN);
    }
  } finally {
    await chrome.kill();
  }
  return [
    ...CATEGORIES.map((category) => String(median(scores[category] ?? []))),
    median(scores.cls ?? []).toFixed(3),
    `${Math.round(median(scores.lcp ?? []))} ms`,
    `${Math.round(median(scores.tbt ?? []))} ms`,
  ].join(" | ");
}

const load = os.loadavg()[0]?.toFixed(1);
const section = `${START}
## Images: a post with ten product photos

Written by \`npm run bench:images\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores,
load average ${load} at the end). The post (\`${PHOTO_POST_URL}\`, generated at bench time in
\`.tmp/bench-images/\`) has a 4,000 px hero photo and ten product photos; the originals weigh
${originalBytes.map(mb).join(", ")} (${mb(originalBytes.reduce((sum, bytes) => sum + bytes, 0))} in
all), which is what a visitor downloaded before the image pipeline. Bytes are image responses
(body and headers) in Chromium; the phone is a Pixel 7 screen.

Image step (\`tools/images/main.ts\`), cold cache: \`${cold}\`; warm: \`${warm}\`.

| screen | images on first view | images after scrolling to the end | CLS |
|---|---|---|---|
${screenRows.join("\n")}

Lighthouse mobile preset, median of ${RUNS} runs; the demo's own post is the control, measured in
the same minutes on the same machine:

| page | performance | accessibility | best practices | SEO | CLS | LCP | TBT |
|---|---|---|---|---|---|---|---|
${lighthouseRows.join("\n")}
${END}
`;
await writeSection("docs/benchmarks.md", section);
console.log(section);
