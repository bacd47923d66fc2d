/**
 * The live check learns its folder's facts by listing the folder and then reading each file, as a
 * save's check reads the folder. A file removed between the two (another writer's delete, a
 * test's page taken away) answered `/api/check` with a 500 in a clean-clone run, and failed a
 * save's check the same way; the folder is read again instead. The disk
 * folder's listing is wrapped to remove a real file right after it was listed, nothing else.
 */
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import type * as CheckModule from "#app/content-check/index.server.ts";
import { checkSave } from "./check-save.ts";
import { checkText } from "./check-text.ts";

const FILE = "blogs/humor/typo-squatting.md";
const GONE = "blogs/insights/choosing-a-tld.md";
/** Files to remove from disk right after the next listing of the folder. */
const removeAfterListing: string[] = [];

vi.mock("#app/content-check/index.server.ts", async (original) => {
  const real = await original<typeof CheckModule>();
  return {
    ...real,
    createDiskFolder: (root: string) => {
      const folder = real.createDiskFolder(root);
      return {
        ...folder,
        async listFiles() {
          const files = await folder.listFiles();
          for (const file of removeAfterListing.splice(0)) rmSync(path.join(root, file));
          return files;
        },
      };
    },
  };
});

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "check-text-vanishing-"));
  await cp("content", root, { recursive: true });
});
afterAll(() => rm(root, { recursive: true, force: true }));

test("a file removed while the live check reads the folder: the check answers, from the folder as it is now", async () => {
  const text = await readFile(path.join(root, FILE), "utf8");
  removeAfterListing.push(GONE);
  const found = await checkText(root, { path: FILE, text });
  expect(removeAfterListing).toEqual([]);
  // The file is gone from the folder the answer describes: the same findings as a full check now.
  const { errors, warnings } = await checkSave(root, { [FILE]: text });
  expect(found).toEqual([...errors, ...warnings]);
});

test("a file removed while a save's check reads the folder: the check answers, from the folder as it is now", async () => {
  const text = `${await readFile(path.join(root, FILE), "utf8")}\nSaved again.\n`;
  const again = "blogs/insights/domain-valuation.md";
  removeAfterListing.push(again);
  const found = await checkSave(root, { [FILE]: text });
  expect(removeAfterListing).toEqual([]);
  expect(found).toEqual(await checkSave(root, { [FILE]: text }));
});
