import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { LOCK_FILE, takeBuildLock } from "./lock.ts";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function buildDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "build-lock-"));
  dirs.push(dir);
  return dir;
}

const holder = (pid: number) =>
  JSON.stringify({ pid, host: hostname(), started: "2026-11-28T10:00:00.000Z" });

test("the lock names this build; released, the file is gone", async () => {
  const dir = await buildDir();
  const release = await takeBuildLock(dir);
  const held = JSON.parse(await readFile(path.join(dir, LOCK_FILE), "utf8")) as { pid: number };
  expect(held).toMatchObject({ pid: process.pid, host: hostname() });
  release();
  expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
});

test("a lock left by a killed build (its process gone) is taken over", async () => {
  const dir = await buildDir();
  const gone = spawnSync(process.execPath, ["-e", ""]).pid as number;
  await writeFile(path.join(dir, LOCK_FILE), holder(gone));
  const lines: string[] = [];
  const release = await takeBuildLock(dir, { onWait: (line) => lines.push(line) });
  expect(lines).toEqual([]);
  expect(await readFile(path.join(dir, LOCK_FILE), "utf8")).toContain(`"pid":${process.pid}`);
  release();
});

test("a running build's lock is waited for, said once with its process id, then taken", async () => {
  const dir = await buildDir();
  const running = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
  await writeFile(path.join(dir, LOCK_FILE), holder(running.pid as number));
  const lines: string[] = [];
  let taken = false;
  const waiting = takeBuildLock(dir, { onWait: (line) => lines.push(line), pollMs: 20 }).then(
    (release) => {
      taken = true;
      return release;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(taken).toBe(false);
  expect(lines).toEqual([expect.stringContaining(`process ${running.pid} on ${hostname()}`)]);
  // The first build ends (its lock removed as its process exits).
  running.kill("SIGKILL");
  const release = await waiting;
  expect(lines).toHaveLength(1);
  release();
});
