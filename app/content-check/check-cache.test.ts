import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { hashOf } from "#app/content/index.server.ts";
import { fileCacheIn, openFileCache, type FileCacheLocation } from "#app/loaders/index.server.ts";
import { checkContentFolder, type CachedFindings, type ContentFolder } from "./check-folder.ts";

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
  const cacheFile = fileCacheIn(dir, "check-markdown");
  /** One build's check: the cache as the last build saved it, saved again after. */
  const check = async (folder: ContentFolder, day = today) => {
    const cache = await openFileCache<CachedFindings>(cacheFile);
    const findings = await checkContentFolder(folder, { cache, today: day });
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

  // A new day: a file without price dates is still answered from the cache; one with a price
  // date is checked again, and its price has aged past the limit.
  const dated = {
    ...files,
    "blogs/insights/a.md": [
      "# A",
      "",
      "<!-- PRODUCTS",
      "START PRODUCT",
      'title="X" link="https://x.test" price="$1" priceDate="2026-11-20"',
      "END PRODUCT",
      "-->",
      "",
    ].join("\n"),
    "pages/home.md": "# Home\n",
  };
  await check(hashedFolder(dated).folder);
  const later = new Date("2027-01-23T12:00:00Z");
  const nextDay = hashedFolder(dated);
  const aged = await check(nextDay.folder, later);
  expect(nextDay.reads).toContain("blogs/insights/a.md");
  expect(nextDay.reads).not.toContain("pages/home.md");
  expect(aged.some((finding) => /priceDate 2026-11-20 is \d+ days old/.test(finding.message))).toBe(
    true,
  );
  await rm(dir, { recursive: true, force: true });
});

/** One build's check with the cache in `cacheFile`: the findings of `blogs/insights/a.md`. */
function checkA(cacheFile: FileCacheLocation) {
  return async (folder: ContentFolder) => {
    const cache = await openFileCache<CachedFindings>(cacheFile);
    const findings = await checkContentFolder(folder, { cache, today, publicFiles: [] });
    await cache.save();
    return findings.filter((finding) => finding.file === "blogs/insights/a.md");
  };
}

test("a cached file's links are checked again when the page they point to goes away", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "check-cache-links-"));
  const check = checkA(fileCacheIn(dir, "check-markdown"));
  const both = JSON.stringify([
    { type: "blog", status: "done", url: "/insights/a", title: "A" },
    { type: "blog", status: "done", url: "/insights/b", title: "B" },
  ]);
  const files = {
    "content-manifest.json": both,
    "blogs/insights/a.md": "# A\n\nSee [B](/insights/b).\n",
    "blogs/insights/b.md": "# B\n",
  };
  expect(await check(hashedFolder(files).folder)).toEqual([]);
  const gone = hashedFolder({ ...files, "content-manifest.json": MANIFEST });
  expect((await check(gone.folder)).map((finding) => finding.message)).toEqual([
    "link to /insights/b: no page, redirect or file on this site has that path",
  ]);
  await rm(dir, { recursive: true, force: true });
});

test("an image added for one post checks that post again, not the others; removed, it is missed again", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "check-cache-images-"));
  const check = checkA(fileCacheIn(dir, "check-markdown"));
  const files = {
    "content-manifest.json": JSON.stringify([
      { type: "blog", status: "done", url: "/insights/a", title: "A" },
      { type: "blog", status: "done", url: "/insights/b", title: "B" },
    ]),
    "blogs/insights/a.md": "---\nimage: /assets/content/images/a.jpg\n---\n\n# A\n",
    "blogs/insights/b.md": "# B\n\nNo picture.\n",
  };
  const missing = (await check(hashedFolder(files).folder)).map((finding) => finding.message);
  expect(missing).toEqual(["META ogImage: images/a.jpg does not exist in the content folder"]);

  const added = hashedFolder({ ...files, "images/a.jpg": "a photo", "images/b.jpg": "another" });
  expect(await check(added.folder)).toEqual([]);
  expect(added.reads).toContain("blogs/insights/a.md");
  expect(added.reads).not.toContain("blogs/insights/b.md");

  const removed = hashedFolder(files);
  expect((await check(removed.folder)).map((finding) => finding.message)).toEqual(missing);
  expect(removed.reads).not.toContain("blogs/insights/b.md");
  await rm(dir, { recursive: true, force: true });
});
