/**
 * A new post saved on a full disk: the content folder on a small tmpfs, filled so that the post's
 * text fits and the manifest's new text does not. The save is refused (507, one sentence for the
 * editor) and nothing is written: no post without its manifest row, no temporary file. Once space
 * is freed the same save writes both. Skipped, with a message, where this machine cannot mount a
 * tmpfs.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statfsSync } from "node:fs";
import { cp } from "node:fs/promises";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { MANIFEST_FILE } from "#app/content/index.ts";
import {
  fillLeaving,
  mountSmallDisk,
  REMOVE_TIMEOUT_MS,
  type SmallDisk,
} from "#tests/support/tmpfs.ts";
import { createContentStore } from "./content-store.ts";
import { openContentGit } from "./content-git.ts";
import { createVersions } from "./versions.ts";
import type { MarkdownDocument } from "./document.ts";

const FILE = "blogs/insights/full-disk.md";
const MODEL = "blogs/insights/short-names.md";

let small: SmallDisk | undefined;
afterAll(() => small?.remove(), REMOVE_TIMEOUT_MS);

/** Files whose names say they are a write's temporary, anywhere under `root`. */
const temporaries = (root: string) =>
  readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) =>
    path.basename(file).endsWith(".tmp"),
  );

test("a new post the disk has no room for writes nothing, says so, and goes through once there is room", async (context) => {
  small = await mountSmallDisk("save-full-disk", "4m");
  if (!small.disk) return context.skip("no tmpfs could be mounted");
  const root = path.join(small.disk, "content");
  await cp("content", root, { recursive: true });
  const git = await openContentGit(
    root,
    path.join(small.work, "git"),
    "T <t@example.com>",
    () => {},
  );
  const store = createContentStore(root, createVersions(git));
  const model = (await store.read(MODEL)) as MarkdownDocument;
  const post: MarkdownDocument = {
    kind: "markdown",
    opened: null,
    file: model.file,
    manifest: { type: "blog", status: "staging", url: "/insights/full-disk", title: "Full disk" },
  };
  const read = (file: string) => readFileSync(path.join(root, file), "utf8");
  const manifest = read(MANIFEST_FILE);

  // Room for the post's new text (written first), none for the manifest's.
  const page = statfsSync(small.disk).bsize;
  const filler = path.join(small.disk, "filler");
  fillLeaving(small.disk, filler, Math.ceil(Buffer.byteLength(post.file) / page) * page);
  await expect(store.save(FILE, post, true)).rejects.toMatchObject({
    status: 507,
    message: "the server's disk is full: nothing was saved: free space, then save again",
  });
  expect(existsSync(path.join(root, FILE))).toBe(false);
  expect(read(MANIFEST_FILE)).toBe(manifest);
  expect(temporaries(root)).toEqual([]);

  rmSync(filler);
  await store.save(FILE, post, true);
  expect(read(FILE)).toBe(post.file);
  expect(read(MANIFEST_FILE)).toContain('"url": "/insights/full-disk"');
  expect(temporaries(root)).toEqual([]);
});
