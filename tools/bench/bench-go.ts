/**
 * `npm run bench:go`: redirects per second of `/go/{slug}` with click counting on (SQLite),
 * against the same server sending a small static file, measured with wrk (Debian's `wrk`).
 * Rounds alternate between the two so machine noise hits both; the best round of each counts.
 */
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "#server/main.ts";
import { createClickCounter } from "#server/clicks/click-counter.ts";
import { openSqliteStore } from "#server/clicks/sqlite-store.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4407);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";

function wrk(url: string): number {
  const output = execFileSync(
    "wrk",
    [
      "-t1",
      `-c${CONNECTIONS}`,
      `-d${SECONDS}s`,
      "-H",
      `User-Agent: ${BROWSER}`,
      "-H",
      `Referer: http://127.0.0.1:${PORT}/reviews/namecheap`,
      url,
    ],
    { encoding: "utf8" },
  );
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  if (!rate) throw new Error(`wrk printed no rate:\n${output}`);
  if (/Non-2xx or 3xx responses/.test(output)) throw new Error(`errors during the run:\n${output}`);
  return Number(rate);
}

const root = await mkdtemp(path.join(tmpdir(), "bench-go-"));
const buildDir = path.join(root, "build", "client");
const contentDir = path.join(root, "content");
await mkdir(buildDir, { recursive: true });
await mkdir(contentDir, { recursive: true });
await writeFile(path.join(buildDir, "index.html"), "<!doctype html><title>bench</title>");
// About the size of a redirect response, so both send similar bytes.
await writeFile(
  path.join(buildDir, "static.txt"),
  "Redirecting to https://www.namecheap.com/?aff=12345\n",
);
await writeFile(path.join(contentDir, "content-manifest.json"), "[]");
await writeFile(
  path.join(contentDir, "links.json"),
  JSON.stringify([{ slug: "namecheap", url: "https://www.namecheap.com/?aff=12345" }]),
);
const store = openSqliteStore(path.join(root, "clicks.sqlite"));
const clicks = createClickCounter({ store, flushMs: 1000, log: (line) => console.error(line) });
const server = await startServer({
  buildDir,
  contentDir,
  siteUrl: `http://127.0.0.1:${PORT}`,
  port: PORT,
  clicks,
  log: (line) => console.error(line),
});

const base = `http://127.0.0.1:${PORT}`;
const go: number[] = [];
const file: number[] = [];
try {
  wrk(`${base}/static.txt`); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    file.push(wrk(`${base}/static.txt`));
    go.push(wrk(`${base}/go/namecheap`));
  }
  await clicks.flush();
  const counted = (await store.report({ by: ["slug"] }))[0]?.clicks ?? 0;
  const best = (values: number[]) => Math.max(...values);
  const cost = (1 - best(go) / best(file)) * 100;
  console.log(
    `static file: ${file.map((rate) => rate.toFixed(0)).join(", ")} req/s (best ${best(file).toFixed(0)})`,
  );
  console.log(
    `/go/ + count: ${go.map((rate) => rate.toFixed(0)).join(", ")} req/s (best ${best(go).toFixed(0)})`,
  );
  console.log(`counting cost: ${cost.toFixed(1)} % (target < 10 %); clicks stored: ${counted}`);
} finally {
  await server.close();
  await rm(root, { recursive: true, force: true });
}
