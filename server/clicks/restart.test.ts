/**
 * Restarts without loss, against the real server process: SIGTERM writes every pending click
 * before exit; after `kill -9`, clicks older than one batch interval are already stored.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openSqliteStore } from "./sqlite-store.ts";

const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
let dir = "";
let database = "";

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "clicks-restart-"));
  database = path.join(dir, "data", "clicks.sqlite");
  await mkdir(path.join(dir, "build", "client"), { recursive: true });
  await mkdir(path.join(dir, "content"), { recursive: true });
  await writeFile(path.join(dir, "build", "client", "index.html"), "<html>home</html>");
  await writeFile(path.join(dir, "content", "content-manifest.json"), "[]");
  const links = [{ slug: "namecheap", url: "https://www.namecheap.com/" }];
  await writeFile(path.join(dir, "content", "links.json"), JSON.stringify(links));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Starts server/main.ts; resolves with the child and its URL once it listens. */
function start(
  flushMs: number,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: dir,
      env: {
        ...process.env,
        PORT: "0",
        CLICKS_DB: database,
        CLICKS_FLUSH_MS: String(flushMs),
        ...env,
      },
    });
    let stdout = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /at (http:\/\/localhost:\d+\/)/.exec(stdout)?.[1];
      if (url) resolve({ child, url: url.replace("localhost", "127.0.0.1") });
    });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`server exited ${code} before listening`)));
  });
}

async function click(url: string, times: number, headers: Record<string, string> = {}) {
  for (let index = 0; index < times; index++) {
    const res = await fetch(`${url}go/namecheap`, {
      redirect: "manual",
      headers: { "user-agent": BROWSER, ...headers },
    });
    expect(res.status).toBe(302);
  }
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.on("exit", (code) => resolve(code));
    child.kill(signal);
  });
}

async function stored(): Promise<number> {
  const store = openSqliteStore(database);
  const rows = await store.report({ by: ["slug"] });
  await store.close();
  return rows.find((row) => row.slug === "namecheap")?.clicks ?? 0;
}

test("SIGTERM writes every pending click before exit, across restarts", async () => {
  // An interval far beyond the test: only the shutdown flush can store these clicks.
  const first = await start(600_000);
  await click(first.url, 25);
  expect(await stop(first.child, "SIGTERM")).toBe(0);
  expect(await stored()).toBe(25);
  const second = await start(600_000);
  await click(second.url, 10);
  expect(await stop(second.child, "SIGTERM")).toBe(0);
  expect(await stored()).toBe(35);
}, 20_000);

test("after kill -9, clicks older than one batch interval are already stored", async () => {
  const before = await stored();
  const running = await start(100);
  await click(running.url, 5);
  await new Promise((resolve) => setTimeout(resolve, 600));
  await stop(running.child, "SIGKILL");
  expect(await stored()).toBe(before + 5);
}, 20_000);

test("the server keeps the country from the header COUNTRY_HEADER names", async () => {
  const running = await start(600_000, { COUNTRY_HEADER: "X-Visitor-Country" });
  await click(running.url, 2, { "x-visitor-country": "nl", "cf-ipcountry": "US" });
  expect(await stop(running.child, "SIGTERM")).toBe(0);
  const store = openSqliteStore(database);
  const rows = await store.report({ by: ["country", "device"] });
  await store.close();
  expect(rows).toContainEqual({ country: "NL", device: "desktop", clicks: 2 });
  expect(rows.find((row) => row.country === "US")).toBeUndefined();
}, 20_000);
