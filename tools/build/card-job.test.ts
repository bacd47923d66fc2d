/**
 * The background card job (SOCIAL_CARDS=background, decision 078) on a build folder laid out as a
 * build leaves it: a live release whose `cards.json` names two cards, and the spare release for
 * the next edit, mirrored before the build wrote its last files (a search index file here). The
 * job draws the cards into the live release, then links them and that file into the spare, so
 * the next edit links none of them, or makes the spare after a new bundle; while a build holds
 * the lock it leaves the spare to it.
 */
import { spawn } from "node:child_process";
import { existsSync, symlinkSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { CARD_LIST_FILE, socialCardFileName } from "#app/images/index.server.ts";
import { waitFor } from "#tests/support/built-site.ts";
import { cardsPendingFile, startCardJob } from "./card-job.ts";
import { mirrorTree } from "./release/link-tree.ts";
import { LOCK_FILE } from "./release/lock.ts";
import { recordMirror } from "./release/synced-trees.ts";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const CARDS = Object.fromEntries(
  [
    { title: "A post without a picture", site: "Domain Chronicle" },
    { title: "Another one, in Greek: Ονόματα", site: "Domain Chronicle" },
  ].map((card) => [socialCardFileName(card), [card.title, card.site]]),
);
const LATE_FILE = path.join("client", "search-index", "late.json");

/** A build folder with a live release, its spare mirrored and recorded, then a file written late. */
async function builtFolder() {
  const buildDir = await mkdtemp(path.join(tmpdir(), "card-job-"));
  dirs.push(buildDir);
  const live = path.join(buildDir, "releases", "r1");
  await mkdir(path.join(live, "client", "insights", "post"), { recursive: true });
  await writeFile(path.join(live, "client", "insights", "post", "index.html"), "<p>Post</p>");
  await writeFile(path.join(live, CARD_LIST_FILE), JSON.stringify(CARDS));
  symlinkSync(path.join("releases", "r1"), path.join(buildDir, "current"));
  const spare = path.join(buildDir, "spare");
  const started = Date.now();
  const options = { skip: new Set<string>(), keep: new Set<string>(), since: Infinity };
  await mirrorTree(live, spare, options);
  recordMirror(spare, live, started);
  await mkdir(path.dirname(path.join(live, LATE_FILE)), { recursive: true });
  await writeFile(path.join(live, LATE_FILE), "{}");
  return { buildDir, live, spare };
}

async function runJob(live: string, makeSpare = false): Promise<string> {
  process.env.IMAGE_CACHE_DIR = path.join(path.dirname(path.dirname(live)), "image-cache");
  await startCardJob(live, { makeSpare });
  const done = await waitFor(async () => !existsSync(cardsPendingFile(live)) || undefined, 60_000);
  expect(done).toBe(true);
  return readFile(path.join(live, "social-cards.log"), "utf8");
}

const inode = async (file: string) => (await stat(file)).ino;

test("the job draws the cards, then links them and the build's late files into the spare", async () => {
  const { live, spare } = await builtFolder();
  const log = await runJob(live);
  expect(log).toMatch(/Social cards: 2 drawn/);
  expect(log).toMatch(
    /Spare release for the next edit: 3 files of the current one linked after the switch/,
  );
  for (const name of Object.keys(CARDS)) {
    const file = path.join("client", "assets", "img", name);
    expect(await inode(path.join(spare, file)), name).toBe(await inode(path.join(live, file)));
  }
  expect(await inode(path.join(spare, LATE_FILE))).toBe(await inode(path.join(live, LATE_FILE)));
}, 60_000);

test("while a build holds the lock the job leaves the spare to it", async () => {
  const { buildDir, live, spare } = await builtFolder();
  // Another build: a running process that is not the one that started the job.
  const build = spawn("sleep", ["60"]);
  const holder = { pid: build.pid, host: hostname(), started: new Date().toISOString() };
  await writeFile(path.join(buildDir, LOCK_FILE), JSON.stringify(holder));
  const log = await runJob(live).finally(() => build.kill());
  expect(log).toMatch(/Social cards: 2 drawn/);
  expect(log).toMatch(/a build is running; it links the cards/);
  expect(existsSync(path.join(spare, LATE_FILE))).toBe(false);
  expect(await readFile(path.join(buildDir, LOCK_FILE), "utf8")).toBe(JSON.stringify(holder));
}, 60_000);

test("after a new bundle the job makes the spare: every file of the live release, linked", async () => {
  const { live, spare } = await builtFolder();
  await rm(spare, { recursive: true });
  const log = await runJob(live, true);
  expect(log).toMatch(
    /Spare release for the next edit: 5 files of the current one linked after the switch, 0 there already/,
  );
  for (const file of [
    LATE_FILE,
    path.join("client", "insights", "post", "index.html"),
    CARD_LIST_FILE,
  ])
    expect(await inode(path.join(spare, file)), file).toBe(await inode(path.join(live, file)));
}, 60_000);

test("the build that started the job still holding the lock is waited for, not taken for another", async () => {
  const { buildDir, live, spare } = await builtFolder();
  // This process starts the job: as a build does, it holds the lock, and lets go a moment later.
  const holder = { pid: process.pid, host: hostname(), started: new Date().toISOString() };
  await writeFile(path.join(buildDir, LOCK_FILE), JSON.stringify(holder));
  setTimeout(() => void rm(path.join(buildDir, LOCK_FILE)), 3000);
  const log = await runJob(live);
  expect(log).toMatch(/Spare release for the next edit: 3 files of the current one linked/);
  expect(await inode(path.join(spare, LATE_FILE))).toBe(await inode(path.join(live, LATE_FILE)));
}, 60_000);

test("a spare that cannot be brought up to date is logged as the spare's failure, the cards drawn", async () => {
  const { live, spare } = await builtFolder();
  await rm(spare, { recursive: true });
  await writeFile(spare, "not a folder");
  const log = await runJob(live);
  expect(log).toMatch(/Social cards: 2 drawn/);
  expect(log).toMatch(/^Spare release for the next edit: .*(ENOTDIR|EEXIST)/m);
  expect(log).not.toMatch(/^Social cards: .*(ENOTDIR|EEXIST)/m);
  expect(existsSync(cardsPendingFile(live))).toBe(false);
}, 60_000);
