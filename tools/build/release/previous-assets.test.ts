import { spawnSync } from "node:child_process";
import { mkdirSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { walkFiles } from "#tools/cli/walk-files.ts";
import { linkPreviousAssets, PREVIOUS_ASSETS_DIR } from "./previous-assets.ts";

const HOUR = 60 * 60 * 1000;
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A release named `name` holding `assets/<file>` for each file (its text: the release's name). */
function release(buildDir: string, name: string, files: string[], hoursAgo?: number): string {
  const dir = path.join(buildDir, "releases", name);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, "client", "assets", file)), { recursive: true });
    writeFileSync(path.join(dir, "client", "assets", file), name);
  }
  if (hoursAgo !== undefined)
    writeFileSync(path.join(dir, "retired"), String(Date.now() - hoursAgo * HOUR));
  return dir;
}

const prune = (buildDir: string) =>
  spawnSync(process.execPath, ["tools/build/release/prune-main.ts", buildDir], {
    encoding: "utf8",
  });

async function previous(buildDir: string): Promise<string[]> {
  const files: string[] = [];
  for await (const file of walkFiles(path.join(buildDir, PREVIOUS_ASSETS_DIR))) files.push(file);
  return files.sort();
}

test("previous-assets holds the kept releases' assets the current one lacks, as links, for as long as they are kept", async () => {
  const buildDir = await mkdtemp(path.join(tmpdir(), "previous-assets-"));
  dirs.push(buildDir);
  release(buildDir, "live", ["b/entry-C.js", "b/shared.js", "img/photo-400w-aaaaaaaaaaaa.webp"]);
  symlinkSync(path.join("releases", "live"), path.join(buildDir, "current"));
  // Its copy of a post since removed from the site: not a chunk, never served from here.
  const last = release(
    buildDir,
    "r3",
    ["b/entry-B.js", "b/shared.js", "b/lazy-B.js", "content/blogs/removed.md"],
    1,
  );
  release(buildDir, "r2", ["b/entry-A.js", "b/lazy-B.js"], 2);
  // Replaced 30 and 40 hours ago, not among the last two: pruned, and its files with it.
  release(buildDir, "r1", ["b/entry-old.js"], 30);
  release(buildDir, "r0", ["b/entry-older.js"], 40);
  // A build killed before its switch: not a release anyone served.
  release(buildDir, "killed", ["b/entry-killed.js"]);

  const run = prune(buildDir);
  expect(run.status, run.stderr).toBe(0);
  expect(await previous(buildDir)).toEqual([
    "assets/b/entry-A.js",
    "assets/b/entry-B.js",
    "assets/b/lazy-B.js",
  ]);
  // A link to the last replaced release's file (no bytes copied), not a copy.
  const linked = statSync(path.join(buildDir, PREVIOUS_ASSETS_DIR, "assets", "b", "lazy-B.js"));
  expect(linked.ino).toBe(statSync(path.join(last, "client", "assets", "b", "lazy-B.js")).ino);

  // A day later, after two more builds: r2 and r3 are no longer kept; their files leave with them.
  await rm(path.join(buildDir, "releases", "r2"), { recursive: true });
  writeFileSync(path.join(last, "retired"), String(Date.now() - 30 * HOUR));
  release(buildDir, "r4", ["b/entry-D.js"], 0.5);
  release(buildDir, "r5", ["b/entry-E.js"], 0.2);
  expect(prune(buildDir).status).toBe(0);
  expect(await previous(buildDir)).toEqual(["assets/b/entry-D.js", "assets/b/entry-E.js"]);
});

test("called before a switch, the current release's assets the next one lacks are there already", async () => {
  const buildDir = await mkdtemp(path.join(tmpdir(), "previous-assets-"));
  dirs.push(buildDir);
  release(buildDir, "live", ["b/entry-A.js", "b/shared.js"]);
  symlinkSync(path.join("releases", "live"), path.join(buildDir, "current"));
  const next = release(buildDir, "next", ["b/entry-B.js", "b/shared.js"]);
  await linkPreviousAssets(buildDir, next);
  expect(await previous(buildDir)).toEqual(["assets/b/entry-A.js"]);
});
