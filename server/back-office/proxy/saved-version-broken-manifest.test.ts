/**
 * A save whose manifest another program half writes while the save is being committed (found in
 * CI, 2026-12-04: an end-to-end test half wrote it in that moment). The version the editor is told
 * after the save is the saved one, not the one it opened. Its next save from the same form goes
 * through once the file parses again.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { createContentStore } from "./content-store.ts";
import { openContentGit } from "./content-git.ts";
import { createVersions, type Versions } from "./versions.ts";
import type { MarkdownDocument } from "./document.ts";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const FILE = "blogs/insights/short-names.md";

test("the version after a save is the saved one while another program half writes the manifest", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "saved-version-"));
  dirs.push(dir);
  const root = path.join(dir, "content");
  await cp("content", root, { recursive: true });
  const git = await openContentGit(root, path.join(dir, "git"), "Test <t@example.com>", () => {});
  const versions = createVersions(git);
  const manifestFile = path.join(root, MANIFEST_FILE);
  let saved = "";
  // Another program starts writing the manifest while the save is committed to git.
  const halfWriting: Versions = {
    ...versions,
    record: async (files, message) => {
      await versions.record(files, message);
      saved = await readFile(manifestFile, "utf8");
      await writeFile(manifestFile, saved.slice(0, Math.floor(saved.length / 2)));
    },
  };
  const store = createContentStore(root, halfWriting);

  const opened = (await store.read(FILE)) as MarkdownDocument;
  const row = { ...opened.manifest, publishAt: "2099-01-05T09:00:00+01:00" };
  await store.save(FILE, { ...opened, manifest: row }, false);
  const after = (await store.read(FILE)) as MarkdownDocument;
  expect(after.manifest).toEqual(row);
  expect(after.opened).not.toBe(opened.opened);

  // The other program's write ends; the editor saves again from the form it has.
  await writeFile(manifestFile, saved);
  const edited = `${opened.file}\nEdited on Saturday.\n`;
  await store.save(FILE, { ...after, file: edited }, false);
  expect(await readFile(path.join(root, FILE), "utf8")).toBe(edited);
});
