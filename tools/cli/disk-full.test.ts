/**
 * A full disk during a build (decision 055), on a small tmpfs holding the build folder: the build
 * stops with one line naming the disk and the file, no stack trace, a non-zero exit; the site it
 * replaced is served whole meanwhile; once space is freed the next build succeeds. Skipped, with
 * a message, where this machine cannot mount a tmpfs (not root, or no permission).
 */
import { statfsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { generateScaleContent } from "#tools/bench/scale/generate-content.ts";
import { startServer, type RunningServer } from "#server/main.ts";
import { completeBuild, startBuild } from "#tests/support/build-process.ts";
import { crawlOnce, type Broken } from "#tests/support/site-crawler.ts";
import { mountSmallDisk, REMOVE_TIMEOUT_MS, type SmallDisk } from "#tests/support/tmpfs.ts";

let small: SmallDisk | undefined;
let work = "";
let disk = "";
let server: RunningServer | undefined;
beforeAll(async () => {
  small = await mountSmallDisk("disk-full", "24m");
  work = small.work;
  disk = small.disk ?? "";
});
afterAll(async () => {
  await server?.close();
  await small?.remove();
}, REMOVE_TIMEOUT_MS);

test("a build on a full disk stops with one line; the last site stays served", async (context) => {
  if (!disk) return context.skip("no tmpfs could be mounted");
  const content = path.join(work, "content");
  await generateScaleContent("content", content, 12);
  const buildDir = path.join(disk, "build");
  await completeBuild(content, buildDir);
  const state = JSON.parse(await readFile(path.join(buildDir, "build-state.json"), "utf8")) as {
    pages: Record<string, unknown>;
  };
  const pages = Object.keys(state.pages);
  server = await startServer({
    clientDir: path.join(buildDir, "client"),
    contentDir: content,
    siteUrl: "https://example.test",
    renderFrom: buildDir,
    log: () => undefined,
  });
  // All but 512 KB taken: a build with a new bundle (a whole new release) cannot fit.
  const free = (info = statfsSync(disk)) => info.bavail * info.bsize;
  const filler = path.join(disk, "filler");
  await writeFile(filler, Buffer.alloc(Math.max(0, free() - 512 * 1024)));
  const full = await startBuild(content, buildDir, { DEBUG: "1" }).done;
  expect(full.code).not.toBe(0);
  const errors = full.output.split("\n").filter((line) => /ENOSPC|disk is full|\bat /.test(line));
  expect(errors, full.output).toEqual([
    expect.stringMatching(
      new RegExp(
        `^Build stopped: the disk is full on ${disk}, [\\d.]+ MB free while writing ${disk}/`,
      ),
    ),
  ]);
  expect(full.output).not.toMatch(/^\s+at |Node\.js v/m);
  const broken: Broken[] = [];
  await crawlOnce(server.url, pages, broken);
  expect(broken).toEqual([]);
  // The failed release is removed (by a process of its own): the space it took is free again.
  for (let waited = 0; free() <= 256 * 1024 && waited < 20_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(free()).toBeGreaterThan(256 * 1024);

  await rm(filler);
  await completeBuild(content, buildDir, { DEBUG: "1" });
  await crawlOnce(server.url, pages, broken);
  expect(broken).toEqual([]);
}, 600_000);
