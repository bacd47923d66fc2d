/**
 * A save of a post and the manifest whose second rename fails (a new name the folder has no room
 * for, an I/O error): the file renamed before it gets its old bytes back, or goes if it is new, so
 * the folder is as before the save, with no file left under a temporary name, also where the
 * file system refuses hard links (the old bytes are copied aside). The next save goes through. The failure is made through `node:fs/promises`'s `rename`, once, on the save's second
 * rename; everything else is real.
 */
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, expect, test, vi } from "vitest";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { createContentStore, type ContentStore } from "./content-store.ts";
import { openContentGit } from "./content-git.ts";
import { createVersions } from "./versions.ts";
import type { MarkdownDocument } from "./document.ts";
import type * as FsModule from "node:fs/promises";

/**
 * Renames left before the one that fails (with `code`); none fails while `left` is undefined.
 * `noLinks`: every hard link is refused, as on a file system without them (counted in `refused`).
 * `copiesLeft`: copies left before the one that fills the disk half way through.
 */
const failing = vi.hoisted(() => ({
  left: undefined as number | undefined,
  code: "EIO",
  noLinks: false,
  refused: 0,
  copiesLeft: undefined as number | undefined,
}));
vi.mock("node:fs/promises", async (original) => {
  const real = await original<typeof FsModule>();
  const rename = async (...args: Parameters<typeof real.rename>) => {
    if (failing.left !== undefined && failing.left-- === 0) {
      failing.left = undefined;
      throw Object.assign(new Error(`${failing.code}: rename failed`), { code: failing.code });
    }
    return real.rename(...args);
  };
  const link = async (...args: Parameters<typeof real.link>) => {
    if (!failing.noLinks) return real.link(...args);
    failing.refused += 1;
    throw Object.assign(new Error("EPERM: operation not permitted, link"), { code: "EPERM" });
  };
  const copyFile = async (...args: Parameters<typeof real.copyFile>) => {
    if (failing.copiesLeft === undefined || failing.copiesLeft-- > 0) return real.copyFile(...args);
    failing.copiesLeft = undefined;
    await real.writeFile(args[1], "half a copy");
    throw Object.assign(new Error("ENOSPC: no space left on device, copyfile"), { code: "ENOSPC" });
  };
  const mocked = { rename, link, copyFile };
  return { ...real, ...mocked, default: { ...real, ...mocked } };
});

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
afterEach(() => {
  failing.noLinks = false;
});

const FILE = "blogs/insights/short-names.md";

async function openStore() {
  const dir = await mkdtemp(path.join(tmpdir(), "rename-midway-"));
  dirs.push(dir);
  const root = path.join(dir, "content");
  await cp("content", root, { recursive: true });
  const git = await openContentGit(root, path.join(dir, "git"), "Test <t@example.com>", () => {});
  const store = createContentStore(root, createVersions(git));
  const read = (file: string) => readFile(path.join(root, file), "utf8").catch(() => null);
  const temporaries = async () =>
    (await readdir(root, { recursive: true })).filter((file) => file.endsWith(".tmp"));
  const [post, manifest] = [await read(FILE), await read(MANIFEST_FILE)];
  /** The post and the manifest byte for byte as when opened, and no file left half way. */
  const expectAsBefore = async () => {
    expect(await read(FILE)).toBe(post);
    expect(await read(MANIFEST_FILE)).toBe(manifest);
    expect(await temporaries()).toEqual([]);
  };
  return { store, read, temporaries, expectAsBefore };
}

/** The post with `line` added and its manifest row retitled: a save that writes both files. */
async function editBoth(store: ContentStore, line: string, title: string) {
  const opened = (await store.read(FILE)) as MarkdownDocument;
  return {
    ...opened,
    file: `${opened.file}\n${line}\n`,
    manifest: { ...opened.manifest, title },
  };
}

test("an edit whose second rename fails leaves both files as they were", async () => {
  const { store, read, temporaries, expectAsBefore } = await openStore();
  const edited = await editBoth(store, "One more line.", "Short names, retitled");
  failing.left = 1;
  await expect(store.save(FILE, edited, false)).rejects.toThrow("EIO: rename failed");
  expect(failing.left).toBeUndefined();
  await expectAsBefore();

  await store.save(FILE, edited, false);
  expect(await read(FILE)).toContain("One more line.");
  expect(await read(MANIFEST_FILE)).toContain('"title": "Short names, retitled"');
  expect(await temporaries()).toEqual([]);
});

test("without hard links, an edit whose second rename fails leaves both files as they were", async () => {
  const { store, read, temporaries, expectAsBefore } = await openStore();
  const edited = await editBoth(store, "Without links.", "Short names, without links");
  failing.noLinks = true;
  failing.left = 1;
  await expect(store.save(FILE, edited, false)).rejects.toThrow("EIO: rename failed");
  // Each replaced file was copied aside instead: the post's and the manifest's.
  expect(failing.refused).toBe(2);
  await expectAsBefore();
  await store.save(FILE, edited, false);
  expect(await read(FILE)).toContain("Without links.");
  expect(await temporaries()).toEqual([]);
});

test("without hard links, a copy aside that fills the disk leaves both files as they were", async () => {
  const { store, expectAsBefore } = await openStore();
  const edited = await editBoth(store, "A copy too many.", "Short names, a copy too many");
  failing.noLinks = true;
  // The post's copy goes through and the post is renamed; the manifest's copy fills the disk.
  failing.copiesLeft = 1;
  await expect(store.save(FILE, edited, false)).rejects.toMatchObject({ status: 507 });
  expect(failing.copiesLeft).toBeUndefined();
  await expectAsBefore();
});

test("a new post whose second rename finds the disk full is not left without its row", async () => {
  const { store, read, temporaries } = await openStore();
  const manifest = await read(MANIFEST_FILE);
  const model = (await store.read(FILE)) as MarkdownDocument;
  const file = "blogs/insights/rename-midway.md";
  const post: MarkdownDocument = {
    kind: "markdown",
    opened: null,
    file: model.file,
    manifest: { type: "blog", status: "staging", url: "/insights/rename-midway", title: "Midway" },
  };
  failing.left = 1;
  failing.code = "ENOSPC";
  await expect(store.save(file, post, true)).rejects.toMatchObject({
    status: 507,
    message: "the server's disk is full: nothing was saved: free space, then save again",
  });
  expect(await read(file)).toBeNull();
  expect(await read(MANIFEST_FILE)).toBe(manifest);
  expect(await temporaries()).toEqual([]);

  await store.save(file, post, true);
  expect(await read(file)).toBe(model.file);
  expect(await read(MANIFEST_FILE)).toContain('"url": "/insights/rename-midway"');
});
