/**
 * The reader's manifest: read once per version of the file, however many entries a listing reads
 * at once (each read the whole manifest and searched it: 90 s for the 5,011 posts of a
 * 10,000-entry folder); read again when the file changes; its last rows kept while it does not
 * parse.
 */
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import fsPromises from "node:fs/promises";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { createEntryReader } from "./entry-reader.ts";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const POSTS = 400;
const row = (index: number, title: string) => ({
  type: "blog",
  status: "done",
  url: `/insights/post-${index}`,
  title,
});
const file = (index: number) => `blogs/insights/post-${index}.md`;

async function folder(): Promise<string> {
  const root = await mkdtemp(path.join(".tmp", "entry-reader-"));
  dirs.push(root);
  await mkdir(path.join(root, "blogs", "insights"), { recursive: true });
  for (let index = 0; index < POSTS; index += 1)
    await writeFile(path.join(root, file(index)), `# Post ${index}\n`);
  await writeManifest(root, "First");
  return root;
}

/** As a program saves it: a new file renamed in. */
async function writeManifest(root: string, title: string): Promise<void> {
  const rows = Array.from({ length: POSTS }, (_, index) => row(index, `${title} ${index}`));
  await writeFile(path.join(root, "manifest.tmp"), JSON.stringify(rows));
  await rename(path.join(root, "manifest.tmp"), path.join(root, MANIFEST_FILE));
}

/** Runs `task`, counting the reads of `root`'s manifest. */
async function countingManifestReads(root: string, task: () => Promise<void>): Promise<number> {
  const manifest = path.resolve(root, MANIFEST_FILE);
  const original = fsPromises.readFile;
  let reads = 0;
  fsPromises.readFile = ((...args: Parameters<typeof original>) => {
    if (path.resolve(String(args[0])) === manifest) reads += 1;
    return original(...args);
  }) as typeof original;
  syncBuiltinESMExports();
  try {
    await task();
  } finally {
    fsPromises.readFile = original;
    syncBuiltinESMExports();
  }
  return reads;
}

const titleOf = (document: Awaited<ReturnType<ReturnType<typeof createEntryReader>["read"]>>) =>
  document?.kind === "markdown" ? document.manifest?.title : undefined;

test("a listing's entries, read at once, read the manifest once; a new version of it is read again", async () => {
  const root = await folder();
  const reader = createEntryReader(root);
  const all = Array.from({ length: POSTS }, (_, index) => file(index));
  let titles: unknown[] = [];
  const first = await countingManifestReads(root, async () => {
    titles = (await Promise.all(all.map((entry) => reader.read(entry)))).map(titleOf);
  });
  expect(first).toBe(1);
  expect(titles).toEqual(all.map((_, index) => `First ${index}`));
  // Unchanged: not read again.
  expect(await countingManifestReads(root, async () => void (await reader.read(file(7))))).toBe(0);

  await writeManifest(root, "Second");
  const second = await countingManifestReads(root, async () => {
    titles = (await Promise.all(all.map((entry) => reader.read(entry)))).map(titleOf);
  });
  expect(second).toBe(1);
  expect(titles).toEqual(all.map((_, index) => `Second ${index}`));
});

test("while the manifest is half written, the last rows that parsed are kept, and an entry they lack is not opened", async () => {
  const root = await folder();
  const reader = createEntryReader(root);
  expect(titleOf(await reader.read(file(3)))).toBe("First 3");
  const whole = await readFile(path.join(root, MANIFEST_FILE), "utf8");
  await writeFile(path.join(root, file(POSTS)), "# A new post\n");
  await writeFile(path.join(root, MANIFEST_FILE), whole.slice(0, 300));
  expect(titleOf(await reader.open(file(3)))).toBe("First 3");
  await expect(reader.open(file(POSTS))).rejects.toThrow(/so it is not opened/);
  await writeManifest(root, "Third");
  expect(titleOf(await reader.open(file(3)))).toBe("Third 3");
});
