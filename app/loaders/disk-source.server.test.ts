import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, expect, test, vi } from "vitest";
import { MANIFEST_FILE, MANIFEST_PATH } from "#app/content/index.ts";
import { createDiskSource } from "./disk-source.server.ts";

const ENTRIES = [
  { type: "blog", status: "done", url: "/insights/short-names", title: "Short names" },
  { type: "blog", status: "staging", url: "/insights/draft", title: "A draft" },
];
const folders: string[] = [];

async function contentFolder(manifest: string) {
  const contentDir = await mkdtemp(path.join(tmpdir(), "disk-source-"));
  folders.push(contentDir);
  await writeFile(path.join(contentDir, MANIFEST_FILE), manifest);
  const source = createDiskSource({
    contentDir,
    siteUrl: "http://localhost",
    buildDir: contentDir,
  });
  return { file: path.join(contentDir, MANIFEST_FILE), read: () => source.readText(MANIFEST_PATH) };
}

// The published site's reading (the build's and the server's render threads), not the preview's.
beforeEach(() => vi.stubEnv("DEV", false));
afterEach(() => vi.unstubAllEnvs());
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

test("pages read the manifest without its drafts", async () => {
  const { read } = await contentFolder(JSON.stringify(ENTRIES));
  expect(JSON.parse(await read())).toEqual([ENTRIES[0]]);
});

test("a save in progress is read as the last whole manifest, never as a site with no entries", async () => {
  const whole = JSON.stringify(ENTRIES, null, 2);
  const { file, read } = await contentFolder(whole);
  await read();
  await writeFile(file, whole.slice(0, whole.length / 2));
  expect(JSON.parse(await read())).toEqual([ENTRIES[0]]);
  await writeFile(file, JSON.stringify({ entries: ENTRIES }));
  expect(JSON.parse(await read())).toEqual([ENTRIES[0]]);
  // The save completed: its entries apply.
  await writeFile(file, JSON.stringify([ENTRIES[0], { ...ENTRIES[0], url: "/x" }]));
  expect(JSON.parse(await read())).toHaveLength(2);
});

test("with no whole manifest read before, a broken one fails the read rather than list nothing", async () => {
  const { file, read } = await contentFolder('[{"type": "blog", "status": "do');
  await expect(read()).rejects.toThrow(`${file} is not a JSON array (a save in progress?)`);
});

test("the preview reads a broken manifest as written, so the page shows its problem", async () => {
  vi.stubEnv("DEV", true);
  const broken = '[{"type": "blog", "status": "do';
  const { read } = await contentFolder(broken);
  expect(await read()).toBe(broken);
});
