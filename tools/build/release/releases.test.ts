import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { replacedReleases } from "#server/releases/releases.ts";
import { pruneReleases, reusableTree, stageRelease } from "./releases.ts";

const HOUR = 60 * 60 * 1000;
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A build folder with a current release and replaced ones, replaced `hoursAgo` before `now`. */
async function buildFolder(now: number, hoursAgo: number[]): Promise<string> {
  const buildDir = await mkdtemp(path.join(tmpdir(), "releases-"));
  dirs.push(buildDir);
  const release = (name: string) => {
    mkdirSync(path.join(buildDir, "releases", name, "client"), { recursive: true });
    return path.join(buildDir, "releases", name);
  };
  release("live");
  symlinkSync(path.join("releases", "live"), path.join(buildDir, "current"));
  hoursAgo.forEach((hours, index) => {
    writeFileSync(path.join(release(`old-${index}`), "retired"), String(now - hours * HOUR));
  });
  release("killed");
  return buildDir;
}

test("kept: the last two replaced releases, and any replaced in the last 24 hours, ten at most", async () => {
  const now = Date.now();
  const old = await buildFolder(now, [30, 40, 50, 60]);
  await pruneReleases(old, now);
  expect((await readdir(path.join(old, "releases"))).sort()).toEqual([
    "killed",
    "live",
    "old-0",
    "old-1",
  ]);
  const recent = await buildFolder(now, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 30]);
  await pruneReleases(recent, now);
  const kept = (await readdir(path.join(recent, "releases"))).filter((name) => name !== "killed");
  expect(kept).toHaveLength(11);
  expect(existsSync(path.join(recent, "releases", "old-9"))).toBe(true);
  expect(existsSync(path.join(recent, "releases", "old-10"))).toBe(false);
  // The server looks in the kept ones, the last replaced first; never the current one or one that
  // never became current.
  expect(replacedReleases(recent).map((dir) => path.basename(dir))).toEqual(
    Array.from({ length: 10 }, (_, index) => `old-${index}`),
  );
});

test("an edit reuses the last replaced release of the current bundle, never one whose chunks the current one lacks", async () => {
  const now = Date.now();
  const buildDir = await buildFolder(now, [1, 2]);
  const bundle = (release: string, names: string[]) => {
    const dir = path.join(buildDir, "releases", release, "client", "assets", "b");
    mkdirSync(dir, { recursive: true });
    for (const name of names) writeFileSync(path.join(dir, name), name);
  };
  bundle("live", ["entry-B.js", "page-B.js"]);
  // Replaced an hour ago: an older bundle, the chunks a tab opened on it needs.
  bundle("old-0", ["entry-A.js", "page-B.js"]);
  const live = path.join(buildDir, "releases", "live");
  expect(reusableTree(buildDir, live)).toBeUndefined();
  // Replaced two hours ago: the current bundle (the same names, and the content copy differs).
  bundle("old-1", ["entry-B.js", "page-B.js"]);
  expect(reusableTree(buildDir, live)).toBe(path.join(buildDir, "releases", "old-1"));
  // A spare a build with a new bundle left comes first.
  mkdirSync(path.join(buildDir, "spare"));
  expect(reusableTree(buildDir, live)).toBe(path.join(buildDir, "spare"));
});

test("a release staged while the live one's card job runs says so: its job then compresses every page (decision 084)", async () => {
  const buildDir = await buildFolder(Date.now(), []);
  const idle = await stageRelease(buildDir, false);
  await idle.linked;
  expect(idle.jobRunning).toBe(false);
  writeFileSync(path.join(buildDir, "releases", "live", "social-cards.pending"), "12345");
  const running = await stageRelease(buildDir, false);
  await running.linked;
  expect(running.from).toBe(path.join(buildDir, "releases", "live"));
  expect(running.jobRunning).toBe(true);
});
