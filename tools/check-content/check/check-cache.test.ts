import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { hashOf } from "#tools/build/build-inputs.ts";
import { openFileCache } from "#tools/build/file-cache.ts";
import { checkContentFolder, type ContentFolder } from "./check-folder.ts";
import type { Finding } from "./finding.ts";

const MANIFEST = JSON.stringify([{ type: "blog", status: "done", url: "/insights/a", title: "A" }]);
const today = new Date("2026-11-23T12:00:00Z");
const BROKEN = "# A\n\n<!-- PRODUCTS -->\n<!-- START PRODUCT -->\ntitle: x\n";

/** An in-memory folder that knows its files' content hashes and counts what it reads. */
function hashedFolder(files: Record<string, string>) {
  const reads: string[] = [];
  const folder: ContentFolder = {
    listFiles: async () => Object.keys(files),
    readText: async (file) => {
      reads.push(file);
      const text = files[file];
      if (text === undefined) throw new Error(`no ${file}`);
      return text;
    },
    displayPath: (file) => file,
    contentHash: (file) => (files[file] === undefined ? undefined : hashOf(files[file] ?? "")),
  };
  return { folder, reads };
}

test("a markdown file whose content hash is unchanged is not read again; a changed one is", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "check-cache-"));
  const cacheFile = path.join(dir, "check-markdown.json");
  /** One build's check: the cache as the last build saved it, saved again after. */
  const check = async (folder: ContentFolder) => {
    const cache = await openFileCache<Finding[]>(cacheFile);
    const findings = await checkContentFolder(folder, { cache, today });
    await cache.save();
    return findings;
  };
  const files = { "content-manifest.json": MANIFEST, "blogs/insights/a.md": BROKEN };
  const first = hashedFolder(files);
  const before = await check(first.folder);
  expect(before.some((finding) => finding.file === "blogs/insights/a.md")).toBe(true);
  expect(first.reads).toContain("blogs/insights/a.md");

  const again = hashedFolder(files);
  expect(await check(again.folder)).toEqual(before);
  expect(again.reads).not.toContain("blogs/insights/a.md");

  const fixed = hashedFolder({ ...files, "blogs/insights/a.md": "# A\n\nFine now.\n" });
  const after = await check(fixed.folder);
  expect(fixed.reads).toContain("blogs/insights/a.md");
  expect(after.some((finding) => finding.file === "blogs/insights/a.md")).toBe(false);
  await rm(dir, { recursive: true, force: true });
});
