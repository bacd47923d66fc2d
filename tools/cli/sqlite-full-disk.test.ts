/**
 * The build's SQLite caches on a full disk: the write fails with SQLite's own error ("database or
 * disk is full"), which the build turns into its one line (disk-full.ts, decision 055). SQLite
 * ends a transaction itself on such an error; a ROLLBACK after it threw "no transaction is
 * active", and a build that filled the disk printed that stack trace instead (found on
 * 2026-12-05, the content check's cache at 100,000 entries).
 *
 * Each store writes in a process of its own, as in a build: its database stays open until the
 * process ends, and the tmpfs can be unmounted then. Skipped where no tmpfs can be mounted.
 */
import { spawnSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { mountSmallDisk } from "#tests/support/tmpfs.ts";

const module = (file: string) => JSON.stringify(path.resolve(file));

/**
 * Opens a store on the disk given, takes every byte left, then writes about 2 MB of rows; prints
 * the error and whether the build would call it a full disk.
 */
function script(open: string, write: string): string {
  return `
import { appendFileSync, statfsSync } from "node:fs";
import path from "node:path";
import { diskFullError } from ${module("tools/cli/disk-full.ts")};
${open}
const { bavail, bsize } = statfsSync(disk);
appendFileSync(path.join(disk, "filler"), Buffer.alloc(bavail * bsize));
const text = "x".repeat(1000);
const error = await (async () => { ${write} })().then(() => new Error("written"), (failed) => failed);
console.log(JSON.stringify({ message: String(error), full: diskFullError(error) !== undefined }));
`;
}

const STORES = {
  "the per-file caches (file-cache.server.ts)": script(
    `import { fileCacheIn, openFileCache } from ${module("app/loaders/file-cache.server.ts")};
const disk = process.argv[2];
const cache = await openFileCache(fileCacheIn(disk, "findings"));`,
    `for (let index = 0; index < 2000; index += 1) cache.set(index + ".md", "k", text);
await cache.save();`,
  ),
  "the listing summaries (known-summaries.server.ts)": script(
    `import { openSummaryTable } from ${module("app/loaders/known-summaries.server.ts")};
const disk = process.argv[2];
const table = openSummaryTable(disk);`,
    `for (let index = 0; index < 2000; index += 1)
  table.add({ file: index + ".md", layout: "blog", contentHash: String(index), facts: { text } });
table.close();`,
  ),
  "the search index's cache (tools/search/index-cache.ts)": script(
    `import { openIndexCache } from ${module("tools/search/index-cache.ts")};
const disk = process.argv[2];
const cache = openIndexCache(path.join(disk, "search-index.sqlite"));`,
    `cache.transaction(() => {
  for (let index = 0; index < 2000; index += 1)
    cache.setPage("/" + index, { id: index, key: "k", length: 1, terms: text, record: text });
});`,
  ),
};

for (const [store, source] of Object.entries(STORES)) {
  test(`${store}: a write on a full disk fails with SQLite's own error`, async (context) => {
    const small = await mountSmallDisk("sqlite-full", "2m");
    try {
      if (!small.disk) return context.skip("no tmpfs could be mounted");
      const file = path.join(small.work, "write.ts");
      await writeFile(file, source);
      const run = spawnSync(process.execPath, [file, small.disk], { encoding: "utf8" });
      expect(run.stderr).toBe("");
      const { message, full } = JSON.parse(run.stdout) as { message: string; full: boolean };
      expect(message).toMatch(/database or disk is full/);
      expect(full).toBe(true);
    } finally {
      await small.remove();
    }
  });
}
