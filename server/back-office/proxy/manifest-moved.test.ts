/**
 * A hand edit of `content-manifest.json` made while a back-office save is being checked (the
 * checker takes seconds on a large folder): the save is planned again from the edited file, so
 * the edit is kept and the save's own row too. The checker runs for real; the test only makes the
 * hand edit at the moment it starts, through its module. The manifest's own saves (as a JSON
 * document, a restore) are not taken for such an edit.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test, vi } from "vitest";
import { MANIFEST_FILE } from "#app/content/index.ts";
import { createContentStore } from "./content-store.ts";
import { openContentGit } from "./content-git.ts";
import { createVersions } from "./versions.ts";
import type { MarkdownDocument } from "./document.ts";
import type * as CheckSaveModule from "./check-save.ts";
import type * as FsModule from "node:fs/promises";

const edits = vi.hoisted(() => ({
  during: [] as (() => Promise<void>)[],
  /** Made once the save's new manifest waits under its temporary name, before its rename. */
  staged: [] as (() => Promise<void>)[],
}));
vi.mock("./check-save.ts", async (original) => {
  const real = await original<typeof CheckSaveModule>();
  return {
    ...real,
    checkSave: async (...args: Parameters<typeof real.checkSave>) => {
      await edits.during.shift()?.();
      return real.checkSave(...args);
    },
  };
});

vi.mock("node:fs/promises", async (original) => {
  const real = await original<typeof FsModule>();
  const writeFile = async (...args: Parameters<typeof real.writeFile>) => {
    await real.writeFile(...args);
    const name = path.basename(String(args[0]));
    if (name.startsWith(`.${MANIFEST_FILE}.`) && name.endsWith(".tmp"))
      await edits.staged.shift()?.();
  };
  return { ...real, writeFile, default: { ...real, writeFile } };
});

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const FILE = "blogs/insights/short-names.md";
const HAND_ROW = { type: "blog", status: "staging", url: "/insights/by-hand", title: "By hand" };

async function openStore() {
  const dir = await mkdtemp(path.join(tmpdir(), "manifest-moved-"));
  dirs.push(dir);
  const root = path.join(dir, "content");
  await cp("content", root, { recursive: true });
  const git = await openContentGit(root, path.join(dir, "git"), "Test <t@example.com>", () => {});
  return { root, store: createContentStore(root, createVersions(git)) };
}

const addHandRow = (root: string) => async () => {
  const file = path.join(root, MANIFEST_FILE);
  const rows = JSON.parse(await readFile(file, "utf8")) as unknown[];
  await writeFile(file, `${JSON.stringify([...rows, HAND_ROW], null, 2)}\n`);
};

test("a hand edit of the manifest during a save's check is kept, and the save's row with it", async () => {
  const { root, store } = await openStore();
  const opened = (await store.read(FILE)) as MarkdownDocument;
  const row = { ...opened.manifest, title: "Short names, retitled" };
  edits.during.push(addHandRow(root));
  await store.save(FILE, { ...opened, manifest: row }, false);
  const rows = JSON.parse(await readFile(path.join(root, MANIFEST_FILE), "utf8")) as Row[];
  expect(rows.filter((entry) => entry.url === HAND_ROW.url)).toEqual([HAND_ROW]);
  expect(rows.filter((entry) => entry.title === "Short names, retitled").length).toBe(1);
});

test("a hand edit of the manifest made while the save's files are written is kept too", async () => {
  const { root, store } = await openStore();
  const opened = (await store.read(FILE)) as MarkdownDocument;
  edits.staged.push(addHandRow(root));
  await store.save(FILE, { ...opened, manifest: { ...opened.manifest, title: "Staged" } }, false);
  const rows = JSON.parse(await readFile(path.join(root, MANIFEST_FILE), "utf8")) as Row[];
  expect(rows.filter((entry) => entry.url === HAND_ROW.url)).toEqual([HAND_ROW]);
  expect(rows.filter((entry) => entry.title === "Staged").length).toBe(1);
  expect(edits.staged).toEqual([]);
});

test("a manifest that keeps changing under three checks refuses the save, the last edit kept", async () => {
  const { root, store } = await openStore();
  const opened = (await store.read(FILE)) as MarkdownDocument;
  const row = { ...opened.manifest, title: "Never saved" };
  edits.during.push(addHandRow(root), addHandRow(root), addHandRow(root));
  await expect(store.save(FILE, { ...opened, manifest: row }, false)).rejects.toMatchObject({
    status: 409,
    message: expect.stringMatching(/kept changing while .* was checked: your text is not saved/),
  });
  const rows = JSON.parse(await readFile(path.join(root, MANIFEST_FILE), "utf8")) as Row[];
  expect(rows.filter((entry) => entry.url === HAND_ROW.url).length).toBe(3);
  expect(rows.some((entry) => entry.title === "Never saved")).toBe(false);
});

test("the manifest itself still saves as a JSON document and restores from its versions", async () => {
  const { root, store } = await openStore();
  const file = path.join(root, MANIFEST_FILE);
  const original = await readFile(file, "utf8");
  const opened = (await store.read(FILE)) as MarkdownDocument;
  await store.save(FILE, { ...opened, manifest: { ...opened.manifest, title: "Retitled" } }, false);
  const edited = await readFile(file, "utf8");
  expect(edited).not.toBe(original);

  const asJson = await store.read(MANIFEST_FILE);
  if (asJson?.kind !== "json") throw new Error("the manifest opens as JSON");
  const rows = asJson.json as Row[];
  await store.save(MANIFEST_FILE, { ...asJson, json: [...rows, HAND_ROW] }, false);
  expect((JSON.parse(await readFile(file, "utf8")) as Row[]).length).toBe(rows.length + 1);

  // Its version before the JSON save: the one the retitled post's save wrote.
  const [, before] = await store.versions.history(MANIFEST_FILE);
  if (!before) throw new Error("the manifest has an earlier version");
  await store.restore(MANIFEST_FILE, before.id);
  expect(await readFile(file, "utf8")).toBe(edited);
});

type Row = Record<string, unknown>;
