/**
 * The running server on a full disk (issue 51, decision 055), its SQLite click file on a small
 * tmpfs filled to the last byte: pages are still served, clicks are kept in memory and said so
 * once in the log, and once space is freed they are stored and that is said once too. Skipped,
 * with a message, where this machine cannot mount a tmpfs (not root, or no permission).
 */
import { appendFileSync, statfsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  clickMany,
  createSiteFolder,
  startServerProcess,
  stopProcess,
  storedClicks,
  type ServerProcess,
  type SiteFolder,
} from "#tests/support/server-process.ts";
import { mountSmallDisk, REMOVE_TIMEOUT_MS, type SmallDisk } from "#tests/support/tmpfs.ts";

let small: SmallDisk | undefined;
let disk = "";
let site: SiteFolder | undefined;
let server: ServerProcess | undefined;
beforeAll(async () => {
  small = await mountSmallDisk("clicks-full-disk", "2m");
  disk = small.disk ?? "";
});
afterAll(async () => {
  if (server) await stopProcess(server.child, "SIGTERM");
  await site?.cleanup();
  await small?.remove();
}, REMOVE_TIMEOUT_MS);

const lines = (text: string, pattern: RegExp) =>
  text.split("\n").filter((line) => pattern.test(line));
const UNAVAILABLE = /click store unavailable/;
const AGAIN = /click store available again/;

/** Takes every free byte of `disk` into `filler`, and keeps taking what is freed until stopped. */
function fillDisk(filler: string): { stop: () => void } {
  const take = () => {
    const { bavail, bsize } = statfsSync(disk);
    if (bavail > 0) appendFileSync(filler, Buffer.alloc(bavail * bsize));
  };
  take();
  const timer = setInterval(() => {
    try {
      take();
    } catch {
      // Another writer took the space first: taken at the next tick.
    }
  }, 5);
  return { stop: () => clearInterval(timer) };
}

test("on a full disk the server keeps serving and clicks, says so once, stores them when it can", async (context) => {
  if (!disk) return context.skip("no tmpfs could be mounted");
  site = await createSiteFolder();
  const database = path.join(disk, "clicks.sqlite");
  site.database = database;
  server = await startServerProcess(site, { env: { CLICKS_FLUSH_MS: "50" } });
  await clickMany(server.url, 2);
  await expect.poll(() => storedClicks(database), { timeout: 5000 }).toBe(2);

  // Every byte of the disk taken, and what SQLite frees taken again (it frees its write-ahead
  // log when it reopens the file after a failed write), while clicks come in for two seconds.
  const filler = path.join(disk, "filler");
  const full = fillDisk(filler);
  expect(statfsSync(disk).bavail).toBe(0);
  let clicked = 0;
  const until = performance.now() + 2000;
  while (performance.now() < until) {
    await clickMany(server.url, 1);
    clicked += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const log = server.stderr();
  expect(lines(log, UNAVAILABLE), log).toHaveLength(1);
  expect(lines(log, UNAVAILABLE)[0]).toMatch(
    /\(database or disk is full\): clicks are kept in memory/,
  );
  expect(lines(log, AGAIN), log).toHaveLength(0);
  expect((await fetch(server.url)).status).toBe(200);

  // Space freed: every kept click is stored, and that is said once.
  full.stop();
  await rm(filler);
  await expect.poll(() => lines(server!.stderr(), AGAIN).length, { timeout: 5000 }).toBe(1);
  expect(await storedClicks(database)).toBe(2 + clicked);
  const kept = Number(
    /after \d+ s: (\d+) clicks kept in memory meanwhile, now stored$/.exec(
      lines(server.stderr(), AGAIN)[0] ?? "",
    )?.[1],
  );
  expect(kept).toBeGreaterThan(0);
  expect(kept).toBeLessThanOrEqual(clicked);
  await clickMany(server.url, 1);
  await expect.poll(() => storedClicks(database), { timeout: 5000 }).toBe(3 + clicked);
  expect(lines(server.stderr(), UNAVAILABLE)).toHaveLength(1);
  expect(lines(server.stderr(), AGAIN)).toHaveLength(1);
}, 60_000);
