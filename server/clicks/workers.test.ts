/**
 * WORKERS=4 against a real SQLite file: every worker writes its clicks on a normal stop, and the
 * first start on a new file is safe however many workers open it at once.
 */
import { afterEach, expect, test } from "vitest";
import {
  clickMany,
  createSiteFolder,
  startServerProcess,
  stopProcess,
  storedClicks,
  type SiteFolder,
} from "#tests/support/server-process.ts";

let site: SiteFolder | undefined;
afterEach(async () => {
  await site?.cleanup();
});

const WORKERS = { WORKERS: "4", CLICKS_FLUSH_MS: "600000" };

test("WORKERS=4: a SIGTERM soon after 20 clicks stores all 20", async () => {
  site = await createSiteFolder();
  const running = await startServerProcess(site, { env: WORKERS });
  await clickMany(running.url, 20);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await stopProcess(running.child, "SIGTERM")).toBe(0);
  expect(await storedClicks(site.database)).toBe(20);
  expect(running.stderr()).toBe("");
}, 30_000);

test("WORKERS=4: SIGINT (Ctrl-C reaches the primary and every worker) stores every click", async () => {
  site = await createSiteFolder();
  const running = await startServerProcess(site, { env: WORKERS });
  await clickMany(running.url, 12);
  expect(await stopProcess(running.child, "SIGINT")).toBe(0);
  expect(await storedClicks(site.database)).toBe(12);
}, 30_000);

test("WORKERS=4 starts cleanly on a new SQLite file, three times in a row", async () => {
  for (let round = 0; round < 3; round++) {
    site = await createSiteFolder();
    const running = await startServerProcess(site, { env: WORKERS });
    await clickMany(running.url, 1);
    expect(await stopProcess(running.child, "SIGTERM")).toBe(0);
    expect(running.stderr()).toBe("");
    expect(await storedClicks(site.database)).toBe(1);
    await site.cleanup();
    site = undefined;
  }
}, 180_000);
