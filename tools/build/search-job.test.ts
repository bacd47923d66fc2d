import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { buildSearchIndex, SEARCH_INDEX_FOLDER } from "#tools/search/build-search-index.ts";
import { precompressDirectory } from "./precompress.ts";
import {
  searchIndexPending,
  searchPendingFile,
  startSearchJob,
  stopSearchJob,
} from "./search-job.ts";

const FIXTURE = path.join(import.meta.dirname, "..", "search", "fixtures", "site");
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A build folder whose `client/` is the fixture site, indexed as the build does. */
async function indexedSite(): Promise<{ buildDir: string; clientDir: string }> {
  const buildDir = await mkdtemp(path.join(tmpdir(), "search-job-"));
  dirs.push(buildDir);
  const clientDir = path.join(buildDir, "client");
  await cp(FIXTURE, clientDir, { recursive: true });
  await buildSearchIndex(clientDir);
  await precompressDirectory(path.join(clientDir, SEARCH_INDEX_FOLDER));
  return { buildDir, clientDir };
}

async function addWord(clientDir: string, word: string): Promise<void> {
  const file = path.join(clientDir, "insights", "post", "index.html");
  const html = await readFile(file, "utf8");
  await writeFile(file, html.replace("</h1>", `</h1><p>${word} glows.</p>`));
}

/** Every file of the index, by name: JSON as text, the compressed siblings as bytes. */
async function indexFiles(clientDir: string): Promise<Map<string, string>> {
  const folder = path.join(clientDir, SEARCH_INDEX_FOLDER);
  const files = new Map<string, string>();
  for (const name of await readdir(folder, { recursive: true })) {
    const file = path.join(folder, name);
    const data = await readFile(file).catch(() => undefined);
    if (!data) continue;
    files.set(name, name.endsWith(".json") ? data.toString("utf8") : data.toString("base64"));
  }
  return files;
}

async function waitUntilLive(buildDir: string): Promise<void> {
  for (let waited = 0; searchIndexPending(buildDir); waited += 100) {
    if (waited > 60_000) throw new Error("the background index never became current");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("the last index answers while the new one is made, then the new one is live, as a blocking build writes it", async () => {
  const { buildDir, clientDir } = await indexedSite();
  await addWord(clientDir, "Quokkaword");
  await startSearchJob(buildDir, clientDir);
  expect(searchIndexPending(buildDir)).toBe(true);
  const meanwhile = await indexFiles(clientDir);
  expect(meanwhile.has("meta.json")).toBe(true);
  expect([...meanwhile.values()].join()).not.toContain("Quokkaword");

  await waitUntilLive(buildDir);
  const live = await indexFiles(clientDir);
  expect([...live.values()].join()).toContain("Quokkaword glows.");

  const blocking = await indexedSite();
  await addWord(blocking.clientDir, "Quokkaword");
  await rm(path.join(blocking.clientDir, SEARCH_INDEX_FOLDER), { recursive: true });
  await buildSearchIndex(blocking.clientDir);
  await precompressDirectory(path.join(blocking.clientDir, SEARCH_INDEX_FOLDER));
  expect(live).toEqual(await indexFiles(blocking.clientDir));
  expect(await readdir(buildDir)).not.toContain("search-next");
}, 120_000);

test("a build stops a job still running; the index stays pending, so that build indexes again", async () => {
  const { buildDir, clientDir } = await indexedSite();
  await startSearchJob(buildDir, clientDir);
  const pid = Number(await readFile(searchPendingFile(buildDir), "utf8"));
  await stopSearchJob(buildDir);
  // Stopped: no process runs under that id any more (a zombie has no command line).
  const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
  expect(cmdline).toBe("");
  expect(searchIndexPending(buildDir)).toBe(true);
}, 60_000);
