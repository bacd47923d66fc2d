/**
 * Deploys that cannot break the live site (decision 055), against a running server and a crawler
 * reading every page and every file each names: rebuilds and builds with a new bundle killed
 * (SIGKILL) at seeded random moments, then two builds started together. Nothing the crawler read
 * broke, during or after; the build after the kills equals a clean build byte for byte; no build
 * wrote into a file of a release it did not make. `ATOMIC_SEED` repeats a run.
 */
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { generateScaleContent } from "#tools/bench/scale/generate-content.ts";
import { toFolderFile } from "#app/content/index.ts";
import { resolvePage, type ManifestEntry } from "#app/content/index.ts";
import { startServer, type RunningServer } from "#server/main.ts";
import {
  completeBuild,
  killBuildAfter,
  seededRandom,
  startBuild,
} from "#tests/support/build-process.ts";
import { crawlOnce, fileHashes, startCrawler, type Broken } from "#tests/support/site-crawler.ts";
import { currentRelease } from "./layout.ts";
import { mirrorTree } from "./link-tree.ts";

const SEED = Number(process.env.ATOMIC_SEED ?? 51);
const KILLED_REBUILDS = 5;
const KILLED_BUNDLES = 3;
const NEW_BUNDLE = { DEBUG: "1" };

let work = "";
let server: RunningServer | undefined;
beforeAll(async () => {
  await mkdir(".tmp", { recursive: true });
  work = path.resolve(await mkdtemp(path.join(".tmp", "atomic-build-")));
});
afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

function pageFile(content: string, entries: ManifestEntry[], entry: ManifestEntry): string {
  const resolution = resolvePage(entry.url, entries);
  if (!resolution.found) throw new Error(`${entry.url} does not resolve`);
  return path.join(content, toFolderFile(resolution.page.source) as string);
}

async function filesOf(dir: string): Promise<Map<string, string>> {
  return new Map([...fileHashes(dir)].map(([name, { hash }]) => [name, hash]));
}

test(`killed rebuilds and new-bundle builds never break the served site (seed ${SEED})`, async () => {
  const random = seededRandom(SEED);
  const content = path.join(work, "content");
  const entries = await generateScaleContent("content", content, 24);
  const buildDir = path.join(work, "build");
  let started = performance.now();
  await completeBuild(content, buildDir);
  const cleanMs = performance.now() - started;
  const state = JSON.parse(await readFile(path.join(buildDir, "build-state.json"), "utf8")) as {
    pages: Record<string, unknown>;
  };
  const pages = Object.keys(state.pages);
  const firstClient = path.join(currentRelease(buildDir) as string, "client");
  const firstFiles = fileHashes(firstClient);
  // A link to each of its files outside the build folder keeps their inodes alive (a freed inode's
  // number is given to a new file), so a file with one of them anywhere is that file.
  const witness = path.join(work, "first-release-files");
  await mirrorTree(firstClient, witness, { skip: new Set(), keep: new Set(), since: Infinity });
  server = await startServer({
    clientDir: path.join(buildDir, "client"),
    contentDir: content,
    siteUrl: "https://example.test",
    renderFrom: buildDir,
    log: () => undefined,
  });
  const before: Broken[] = [];
  await crawlOnce(server.url, pages, before);
  expect(before).toEqual([]);
  const crawler = startCrawler(server.url, pages);

  // Rebuilds of one changed entry each, killed anywhere in the time one takes, or a half of it
  // later: a build is slower beside the crawler, and some finish (their switch, then the next).
  started = performance.now();
  await appendFile(pageFile(content, entries, entries[0]!), "\nEdited before the first rebuild.\n");
  await completeBuild(content, buildDir);
  const rebuildMs = performance.now() - started;
  const outcomes: string[] = [];
  for (let kill = 0; kill < KILLED_REBUILDS; kill += 1) {
    const entry = entries[(kill + 1) % entries.length]!;
    await appendFile(pageFile(content, entries, entry), `\nEdit ${kill}.\n`);
    const after = Math.round(random() * rebuildMs * 1.5);
    outcomes.push(`rebuild at ${after} ms: ${await killBuildAfter(content, buildDir, after)}`);
  }
  // Builds with a new bundle (DEBUG is compiled in), killed anywhere in a clean build's time.
  for (let kill = 0; kill < KILLED_BUNDLES; kill += 1) {
    const after = Math.round(random() * cleanMs);
    const outcome = await killBuildAfter(content, buildDir, after, NEW_BUNDLE);
    outcomes.push(`new bundle at ${after} ms: ${outcome}`);
  }
  // Which moments killed a build and which came after its end: one line in the test output.
  console.log(`atomic builds, seed ${SEED}: ${outcomes.join("; ")}`);
  const midway: Broken[] = [];
  await crawlOnce(server.url, pages, midway);
  expect(midway, outcomes.join("\n")).toEqual([]);

  // Two builds started together: one waits for the other; both finish.
  const both = await Promise.all([
    startBuild(content, buildDir, NEW_BUNDLE).done,
    startBuild(content, buildDir, NEW_BUNDLE).done,
  ]);
  expect(both.map((run) => run.code)).toEqual([0, 0]);
  expect(both.some((run) => /Waiting for the build running as process \d+/.test(run.output))).toBe(
    true,
  );
  const { broken, read } = await crawler.stop();
  expect(read).toBeGreaterThan(pages.length);
  expect(broken, outcomes.join("\n")).toEqual([]);

  // Two edits more, each built: the second reuses the tree of the release the first replaced.
  for (const [index, entry] of entries.slice(0, 2).entries()) {
    await appendFile(pageFile(content, entries, entry), `\nEdit after the kills ${index}.\n`);
    const output = await completeBuild(content, buildDir, NEW_BUNDLE);
    if (index === 1) expect(output).toMatch(/[1-9]\d* folders known equal/);
  }

  // The build after the kills equals a clean build of the same content and code.
  const clean = path.join(work, "clean");
  await completeBuild(content, clean, NEW_BUNDLE);
  const built = await filesOf(path.join(buildDir, "client"));
  const expected = await filesOf(path.join(clean, "client"));
  expect([...built.keys()]).toEqual([...expected.keys()]);
  for (const [name, hash] of expected) expect(built.get(name), name).toBe(hash);

  // No build wrote into a file it shared by a hard link: every file of every release still on
  // disk (the first one's tree reused by an edit among them), and of the witness, that has an
  // inode of the first release holds the bytes that inode became current with.
  const firstByInode = new Map([...firstFiles.values()].map(({ ino, hash }) => [ino, hash]));
  let shared = 0;
  const trees = (await readdir(path.join(buildDir, "releases"))).map((release) =>
    path.join(buildDir, "releases", release, "client"),
  );
  for (const tree of [...trees, witness]) {
    const release = path.basename(path.dirname(tree));
    for (const [name, { hash, ino }] of fileHashes(tree)) {
      if (!firstByInode.has(ino)) continue;
      shared += 1;
      expect(hash, `${release}/${name}`).toBe(firstByInode.get(ino));
    }
  }
  expect(shared).toBeGreaterThan(0);
  // Its script chunks are still served, though the current build has a new bundle.
  const chunk = [...firstFiles.keys()].find((name) => /^assets\/.*\.js$/.test(name));
  expect(built.has(chunk as string)).toBe(false);
  expect((await fetch(new URL(chunk as string, server.url))).status).toBe(200);
}, 900_000);
