import {
  link,
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  readlink,
  rm,
  symlink,
  utimes,
  writeFile,
} from "node:fs/promises";
import { existsSync } from "node:fs";
import fsPromises from "node:fs/promises";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { mirrorTree } from "./link-tree.ts";
import { mirroredNames } from "./releases.ts";
import { recordMirror, syncedBounds } from "./synced-trees.ts";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function tree(files: Record<string, string>, root?: string): Promise<string> {
  const dir = root ?? (await mkdtemp(path.join(".tmp", "mirror-")));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

const inode = async (file: string) => (await lstat(file)).ino;
const options = (since: number) => ({ skip: new Set(["cache"]), keep: new Set(["cache"]), since });

test("an empty target gets every file as a hard link, symbolic links made again, skipped names left out", async () => {
  await mkdir(".tmp", { recursive: true });
  const live = await tree({
    "client/index.html": "home",
    "client/a/b/page.html": "page",
    "cache/x": "c",
  });
  await symlink("index.html", path.join(live, "client", "alias.html"));
  const target = path.join(await tree({}), "release");
  const counts = await mirrorTree(live, target, options(Date.now()));
  expect(counts).toEqual({ linked: 3, same: 0, removed: 0, folders: 0, ownBelowTop: 0 });
  expect(await inode(path.join(target, "client/a/b/page.html"))).toBe(
    await inode(path.join(live, "client/a/b/page.html")),
  );
  expect(await readlink(path.join(target, "client/alias.html"))).toBe("index.html");
  expect(existsSync(path.join(target, "cache"))).toBe(false);
});

test("an earlier tree is brought up to date: only what differs is linked or removed", async () => {
  const live = await tree({
    "client/same.html": "same",
    "client/changed.html": "new",
    "client/new/page.html": "p",
  });
  const old = await tree({
    "client/changed.html": "old",
    "client/gone.html": "g",
    "client/gone-dir/x.html": "x",
    retired: "1",
  });
  await link(path.join(live, "client/same.html"), path.join(old, "client/same.html"));
  await symlink("../../cache", path.join(old, "cache"));
  const past = new Date(Date.now() - 60_000);
  for (const name of [
    "client/changed.html",
    "client/gone.html",
    "client/gone-dir/x.html",
    "retired",
  ]) {
    await utimes(path.join(old, name), past, past);
  }
  // Written by the build since it started (the content check's image manifest): kept.
  const since = Date.now() - 1000;
  await writeFile(path.join(old, "image-manifest.json"), "the build's own");
  const counts = await mirrorTree(live, old, options(since));
  // Removed: the replaced file, the two gone files, their folder and the marker.
  expect(counts).toEqual({ linked: 2, same: 1, removed: 5, folders: 0, ownBelowTop: 0 });
  for (const name of ["client/same.html", "client/changed.html", "client/new/page.html"]) {
    expect(await inode(path.join(old, name)), name).toBe(await inode(path.join(live, name)));
  }
  expect(await readFile(path.join(old, "client/changed.html"), "utf8")).toBe("new");
  for (const name of ["client/gone.html", "client/gone-dir", "retired"]) {
    expect(existsSync(path.join(old, name)), name).toBe(false);
  }
  expect(await readFile(path.join(old, "image-manifest.json"), "utf8")).toBe("the build's own");
  expect(await readlink(path.join(old, "cache"))).toBe("../../cache");
  // The live tree is untouched: its changed file still holds its own bytes.
  expect(await readFile(path.join(live, "client/changed.html"), "utf8")).toBe("new");
});

test("folders known equal are passed without a look at their files; a changed folder is compared", async () => {
  const live = await tree({ "client/a/x.html": "x", "client/b/y.html": "y" });
  const target = path.join(await tree({}), "release");
  await mirrorTree(live, target, options(Date.now()));
  const past = new Date(Date.now() - 60_000);
  for (const root of [live, target]) {
    for (const folder of ["client", "client/a", "client/b"]) {
      await utimes(path.join(root, folder), past, past);
    }
  }
  // The current release's y replaced by a build: its folder's time moves on.
  await rm(path.join(live, "client/b/y.html"));
  await writeFile(path.join(live, "client/b/y.html"), "y, edited");
  // A difference planted where the times say there is none: left, which proves no file was read.
  await rm(path.join(target, "client/a/x.html"));
  await writeFile(path.join(target, "client/a/x.html"), "planted");
  await utimes(path.join(target, "client/a"), past, past);
  const bound = Date.now() - 30_000;
  const counts = await mirrorTree(live, target, {
    ...options(Date.now()),
    synced: { sourceBefore: bound, targetBefore: bound },
  });
  expect(counts).toMatchObject({ linked: 1, folders: 2 });
  expect(await readFile(path.join(target, "client/b/y.html"), "utf8")).toBe("y, edited");
  expect(await readFile(path.join(target, "client/a/x.html"), "utf8")).toBe("planted");
});

test("a mirror's record gives the bounds either way round, and nothing for an unrelated tree", async () => {
  const root = await tree({});
  const live = path.join(root, "live-id");
  const spare = path.join(root, "spare");
  const replaced = path.join(root, "replaced-id");
  for (const dir of [live, spare, replaced]) await mkdir(dir);
  recordMirror(spare, live, 1_000_000);
  const fromSpare = syncedBounds(live, spare);
  expect(fromSpare?.sourceBefore).toBeLessThan(1_000_000);
  expect(fromSpare?.targetBefore).toBeLessThan(Date.now());
  expect(fromSpare?.targetBefore).toBeGreaterThan(1_000_000);
  recordMirror(live, replaced, 2_000_000);
  const fromReplaced = syncedBounds(live, replaced);
  expect(fromReplaced?.targetBefore).toBeLessThan(2_000_000);
  expect(fromReplaced?.sourceBefore).toBeGreaterThan(2_000_000);
  expect(syncedBounds(replaced, spare)).toBeUndefined();
});

test("an edit's release leaves the check's image manifest to it, even one written in the midst", async () => {
  const live = await tree({ "image-manifest.json": "the current release's" });
  const old = await tree({ "image-manifest.json": "an earlier release's" });
  const past = new Date(Date.now() - 60_000);
  await utimes(path.join(old, "image-manifest.json"), past, past);
  const manifest = path.join(old, "image-manifest.json");
  // The content check's process renames its manifest into place once, at a moment of its own.
  let written = false;
  const checkWrites = async () => {
    if (written) return;
    written = true;
    await writeFile(`${manifest}.tmp`, "the build's own");
    await fsPromises.rename(`${manifest}.tmp`, manifest);
  };
  // The worst one: just after the thread looked at the old file, before it removes it (at the
  // lowest priority, the link thread can wait that long between two calls).
  const unlink = fsPromises.unlink;
  fsPromises.unlink = async (file) => {
    if (String(file) === path.resolve(manifest)) await checkWrites();
    return unlink(file);
  };
  syncBuiltinESMExports();
  const { skip, keep } = mirroredNames(true);
  try {
    await mirrorTree(live, old, { skip: new Set(skip), keep: new Set(keep), since: Date.now() });
  } finally {
    fsPromises.unlink = unlink;
    syncBuiltinESMExports();
  }
  // Else after the thread is done.
  await checkWrites();
  expect(await readFile(manifest, "utf8")).toBe("the build's own");
});
