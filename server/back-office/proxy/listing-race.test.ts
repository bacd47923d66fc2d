/**
 * A file removed while the back office lists its folder (another writer's delete, a pull): the
 * listing leaves it out, and every entry it answers is a document the editor reads. The store and
 * the folder are real; the test removes the file at the moment the listing reads it.
 */
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { answerAction } from "./proxy-actions.ts";
import { createContentStore, type ContentStore } from "./content-store.ts";
import { openContentGit } from "./content-git.ts";
import { readDocument } from "./document.ts";
import { createVersions } from "./versions.ts";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const GONE = "blogs/insights/domain-valuation.md";

test("a post removed while its folder is listed is left out, and every entry listed reads", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "listing-race-"));
  dirs.push(dir);
  const root = path.join(dir, "content");
  await cp("content", root, { recursive: true });
  const git = await openContentGit(root, path.join(dir, "git"), "Test <t@example.com>", () => {});
  const store = createContentStore(root, createVersions(git));
  const racing: ContentStore = {
    ...store,
    async read(file) {
      if (file === GONE) await rm(path.join(root, GONE));
      return store.read(file);
    },
  };

  const listed = (await answerAction(racing, {
    action: "entriesByFolder",
    params: { folder: "blogs", extension: "md", depth: 3 },
  })) as { data: string | null; file: { path: string } }[];

  const paths = listed.map((entry) => entry.file.path);
  expect(paths).toContain("blogs/insights/short-names.md");
  expect(paths).not.toContain(GONE);
  for (const entry of listed) {
    expect(readDocument(entry.data ?? ""), entry.file.path).not.toHaveProperty("error");
  }
});
