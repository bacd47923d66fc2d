/**
 * `npm run bench:go`: redirects per second of `/go/{slug}` with click counting on (SQLite),
 * against the same server sending a small static file, measured with wrk (Debian's `wrk`).
 * Rounds alternate so machine noise hits all three runs alike; medians are compared. A second
 * server without counting on the same files gives the cost of counting itself.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "#server/main.ts";
import { createClickCounter } from "#server/clicks/click-counter.ts";
import { openSqliteStore } from "#server/clicks/sqlite-store.ts";
import { takesNoArguments } from "#tools/cli/command-line.ts";

takesNoArguments("bench:go");

const PORT = Number(process.env.BENCH_PORT ?? 4407);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 32;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";

/** Runs wrk without blocking this process, which is also the server being measured. */
async function wrk(url: string): Promise<number> {
  const { stdout: output } = await promisify(execFile)("wrk", [
    "-t1",
    `-c${CONNECTIONS}`,
    `-d${SECONDS}s`,
    "-H",
    `User-Agent: ${BROWSER}`,
    "-H",
    "Referer: http://127.0.0.1/reviews/namecheap",
    url,
  ]);
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  if (!rate) throw new Error(`wrk printed no rate:\n${output}`);
  if (/Non-2xx or 3xx responses/.test(output)) throw new Error(`errors during the run:\n${output}`);
  return Number(rate);
}

const root = await mkdtemp(path.join(tmpdir(), "bench-go-"));
const clientDir = path.join(root, "build", "client");
const contentDir = path.join(root, "content");
await mkdir(clientDir, { recursive: true });
await mkdir(contentDir, { recursive: true });
await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>bench</title>");
// About the size of a redirect response, so both send similar bytes.
await writeFile(
  path.join(clientDir, "static.txt"),
  "Redirecting to https://www.namecheap.com/?aff=12345\n",
);
await writeFile(path.join(contentDir, "content-manifest.json"), "[]");
await writeFile(
  path.join(contentDir, "links.json"),
  JSON.stringify([{ slug: "namecheap", url: "https://www.namecheap.com/?aff=12345" }]),
);
const store = openSqliteStore(path.join(root, "clicks.sqlite"));
const logged: string[] = [];
const log = (line: string) => logged.push(line);
const clicks = createClickCounter({ store, flushMs: 1000, log });
const site = { clientDir, contentDir, log };
// Two servers on the same files: one counts clicks, one does not.
const counting = await startServer({
  ...site,
  siteUrl: `http://127.0.0.1:${PORT}`,
  port: PORT,
  clicks,
});
const plain = await startServer({
  ...site,
  siteUrl: `http://127.0.0.1:${PORT + 1}`,
  port: PORT + 1,
});

const rates = { file: [] as number[], go: [] as number[], uncounted: [] as number[] };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
try {
  await wrk(`${counting.url}static.txt`); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    rates.file.push(await wrk(`${counting.url}static.txt`));
    rates.go.push(await wrk(`${counting.url}go/namecheap`));
    rates.uncounted.push(await wrk(`${plain.url}go/namecheap`));
  }
  await clicks.flush();
  const counted = (await store.report({ by: ["slug"] }))[0]?.clicks ?? 0;
  const show = (name: string, values: number[]) =>
    console.log(
      `${name}: median ${median(values).toFixed(0)} req/s (${values.map((rate) => rate.toFixed(0)).join(", ")})`,
    );
  show("static file          ", rates.file);
  show("/go/ counting on     ", rates.go);
  show("/go/ counting off    ", rates.uncounted);
  const share = (value: number, reference: number) => ((value / reference) * 100).toFixed(0);
  console.log(
    `/go/ with counting runs at ${share(median(rates.go), median(rates.file))} % of the static file's rate (target: at least 90 %)`,
  );
  console.log(
    `/go/ with counting runs at ${share(median(rates.go), median(rates.uncounted))} % of /go/ without counting; clicks stored: ${counted}`,
  );
  console.log(`server log lines during the run: ${logged.length}`);
} finally {
  await counting.close();
  await plain.close();
  await rm(root, { recursive: true, force: true });
}
