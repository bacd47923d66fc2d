/**
 * Hand edits committed when they are noticed (hand-edits.ts), through the real back-office
 * process, the real `git` program and the folder's real watcher: files changed and added by hand
 * while the back office runs are one commit by the hand-edit author naming them, with no save and
 * no restart; a save made just after a hand edit commits only its own file; a folder that holds
 * its own repository (`.git/` inside it) gets the commit there.
 */
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { readDocument, writeDocument } from "./document.ts";
import { HAND_EDIT_AUTHOR } from "./hand-edits.ts";
import { gitAsDev, startBackOffice, type BackOfficeSite } from "#tests/support/back-office.ts";
import { waitFor } from "#tests/support/built-site.ts";

vi.setConfig({ testTimeout: 60_000 });
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const FILE = "blogs/insights/short-names.md";
const SAVED = "blogs/insights/choosing-a-tld.md";

async function start(options: Parameters<typeof startBackOffice>[0] = {}) {
  const site = await startBackOffice(options);
  cleanups.push(() => site.cleanup());
  return site;
}

/** The newest commit's `author|subject` once it is not `head`'s. */
async function nextCommit(git: (...args: string[]) => string, head: string) {
  return waitFor(async () => {
    const now = git("rev-parse", "HEAD");
    return now === head ? undefined : git("log", "-1", "--format=%an <%ae>|%s");
  }, 20_000);
}

async function save(site: BackOfficeSite, file: string, text: string) {
  const { json } = await site.cms("getEntry", { path: file });
  const document = readDocument((json as { data: string }).data);
  if ("error" in document || document.kind !== "markdown") throw new Error(`${file}: no entry`);
  return site.cms("persistEntry", {
    dataFiles: [
      {
        path: file,
        slug: "x",
        raw: writeDocument({ ...document, file: `${document.file}\n${text}\n` }),
      },
    ],
    assets: [],
    options: {},
  });
}

test("files changed and added by hand while the back office runs are one commit by the hand-edit author, naming them", async () => {
  const site = await start();
  const head = site.git("rev-parse", "HEAD");
  await writeFile(path.join(site.contentDir, FILE), "# Short names\n\nRewritten on the server.\n");
  await writeFile(path.join(site.contentDir, "blogs/insights/a-new-note.md"), "# A note\n");
  expect(await nextCommit(site.git, head)).toBe(
    `${HAND_EDIT_AUTHOR}|Edit by hand blogs/insights/a-new-note.md, ${FILE} (outside the back office)`,
  );
  // One commit of both files (the watcher waits for the folder to be quiet), nothing left over.
  expect(site.git("rev-list", "--count", `${head}..HEAD`)).toBe("1");
  expect(site.git("show", "--name-only", "--format=", "HEAD").split("\n").sort()).toEqual([
    "blogs/insights/a-new-note.md",
    FILE,
  ]);
  expect(site.git("status", "--porcelain")).toBe("");
});

test("a save made just after a hand edit commits only its own file; the hand edit is a commit of its own", async () => {
  const site = await start();
  const head = site.git("rev-parse", "HEAD");
  await writeFile(path.join(site.contentDir, FILE), "# Short names\n\nEdited by hand.\n");
  expect((await save(site, SAVED, "Saved in the back office.")).status).toBe(200);
  await waitFor(async () => {
    const count = site.git("rev-list", "--count", `${head}..HEAD`);
    return count === "2" ? count : undefined;
  }, 20_000);
  // Whichever is first (the save, or the watcher's commit once the folder is quiet).
  const commits = site.git("rev-list", `${head}..HEAD`).split("\n");
  const shown = commits.map((id) => site.git("show", "--name-only", "--format=%an|%s", id));
  expect(shown.sort()).toEqual([
    `${HAND_EDIT_AUTHOR.replace(/ <.*/, "")}|Edit by hand ${FILE} (outside the back office)\n\n${FILE}`,
    `Site owner|Edit ${SAVED}\n\n${SAVED}`,
  ]);
  expect(site.git("status", "--porcelain")).toBe("");
});

test("a content folder holding its own repository: a hand edit is one commit there", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "hand-edit-repo-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const contentDir = path.join(dir, "content");
  await cp("content", contentDir, { recursive: true });
  gitAsDev(contentDir, "init", "--quiet", "--initial-branch=main");
  gitAsDev(contentDir, "add", "-A");
  gitAsDev(contentDir, "commit", "--quiet", "-m", "from the laptop");
  await start({ contentDir });
  const git = (...args: string[]) => gitAsDev(contentDir, ...args);
  const head = git("rev-parse", "HEAD");
  await writeFile(path.join(contentDir, FILE), "# Short names\n\nEdited by hand.\n");
  expect(await nextCommit(git, head)).toBe(
    `${HAND_EDIT_AUTHOR}|Edit by hand ${FILE} (outside the back office)`,
  );
  expect(git("rev-list", "--count", `${head}..HEAD`)).toBe("1");
  expect(git("status", "--porcelain")).toBe("");
});
