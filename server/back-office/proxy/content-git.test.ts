/**
 * Every change a git commit (decision 071), through the real back-office process and the real
 * `git` program: the content folder's repository (its own when it is the top of one, else one
 * outside it; a folder inside the project's repository is never committed into), one commit per
 * save, upload, delete and publish with its author and message, a held index.lock or a broken
 * repository that loses no save, and the versions folder of before migrated into commits.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, expect, test, vi } from "vitest";
import { openContentGit } from "./content-git.ts";
import { readDocument, writeDocument, type MarkdownDocument } from "./document.ts";
import { gitAsDev, startBackOffice, type BackOfficeSite } from "#tests/support/back-office.ts";
import { waitFor } from "#tests/support/built-site.ts";

vi.setConfig({ testTimeout: 60_000 });
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const FILE = "blogs/insights/short-names.md";

async function start(options: Parameters<typeof startBackOffice>[0] = {}) {
  const site = await startBackOffice(options);
  cleanups.push(() => site.cleanup());
  return site;
}

const gitIn = gitAsDev;

async function open(site: BackOfficeSite, file: string): Promise<MarkdownDocument> {
  const { json } = await site.cms("getEntry", { path: file });
  const document = readDocument((json as { data: string }).data);
  if ("error" in document || document.kind !== "markdown") throw new Error(`${file}: no entry`);
  return document;
}

async function edit(
  site: BackOfficeSite,
  file: string,
  change: (d: MarkdownDocument) => MarkdownDocument,
) {
  const document = change(await open(site, file));
  return site.cms("persistEntry", {
    dataFiles: [{ path: file, slug: "x", raw: writeDocument(document) }],
    assets: [],
    options: {},
  });
}

const append = (text: string) => (d: MarkdownDocument) => ({ ...d, file: `${d.file}\n${text}\n` });

test("a content folder inside the project's repository gets a repository of its own outside it; the project's is not committed into", async () => {
  const project = await mkdtemp(path.join(tmpdir(), "project-"));
  cleanups.push(() => rm(project, { recursive: true, force: true }));
  await cp("content", path.join(project, "content"), { recursive: true });
  gitIn(project, "init", "--quiet", "--initial-branch=main");
  gitIn(project, "add", "-A");
  gitIn(project, "commit", "--quiet", "-m", "the project");
  const projectHead = gitIn(project, "rev-parse", "HEAD");
  const site = await start({ contentDir: path.join(project, "content") });
  expect((await edit(site, FILE, append("Edited in the back office."))).status).toBe(200);
  // The project's repository: the same commit, the edit only a change in its work tree.
  expect(gitIn(project, "rev-parse", "HEAD")).toBe(projectHead);
  expect(gitIn(project, "status", "--porcelain")).toBe(`M content/${FILE}`);
  // The content's own repository, outside the content folder, has it as a commit.
  expect(existsSync(path.join(project, "content", ".git"))).toBe(false);
  expect(site.git("log", "-1", "--format=%s", "--", FILE)).toBe(`Edit ${FILE}`);
  expect(site.git("status", "--porcelain")).toBe("");
});

test("a content folder that is the top of a repository is committed into that repository", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "own-repo-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const contentDir = path.join(dir, "content");
  await cp("content", contentDir, { recursive: true });
  gitIn(contentDir, "init", "--quiet", "--initial-branch=main");
  gitIn(contentDir, "add", "-A");
  gitIn(contentDir, "commit", "--quiet", "-m", "from the laptop");
  const site = await start({
    contentDir,
    env: { BACK_OFFICE_GIT_AUTHOR: "Ana Editor <ana@example.com>" },
  });
  expect((await edit(site, FILE, append("Saved."))).status).toBe(200);
  expect(gitIn(contentDir, "log", "--format=%an <%ae>|%s")).toBe(
    `Ana Editor <ana@example.com>|Edit ${FILE}\nDev <dev@example.com>|from the laptop`,
  );
  expect(existsSync(site.gitDir)).toBe(false);
});

test("an upload, a delete and a publish are one commit each, saying what changed", async () => {
  const site = await start();
  const start_ = Number(site.git("rev-list", "--count", "HEAD"));
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#08f" } })
    .png()
    .toBuffer();
  const upload = await site.cms("persistMedia", {
    asset: { path: "images/git-test.png", content: png.toString("base64"), encoding: "base64" },
  });
  expect(upload.status, JSON.stringify(upload.json)).toBe(200);
  expect(site.git("log", "-1", "--format=%s|%an")).toBe("Upload images/git-test.png|Site owner");
  expect(site.git("show", "--name-only", "--format=", "HEAD")).toBe("images/git-test.png");
  const removed = await site.cms("deleteFiles", { paths: ["images/git-test.png"] });
  expect(removed.status, JSON.stringify(removed.json)).toBe(200);
  expect(site.git("log", "-1", "--format=%s")).toBe("Delete images/git-test.png");
  const draft = "blogs/insights/choosing-a-tld.md";
  const staged = await edit(site, draft, (d) => ({
    ...d,
    manifest: { ...d.manifest, status: "staging" },
  }));
  expect(staged.status, JSON.stringify(staged.json)).toBe(200);
  const published = await edit(site, draft, (d) => ({
    ...d,
    manifest: { ...d.manifest, status: "done" },
  }));
  expect(published.status).toBe(200);
  expect(site.git("log", "-2", "--format=%s")).toBe(`Publish ${draft}\nEdit ${draft}`);
  expect(site.git("show", "--name-only", "--format=", "HEAD")).toBe("content-manifest.json");
  expect(Number(site.git("rev-list", "--count", "HEAD"))).toBe(start_ + 4);
  expect(site.git("status", "--porcelain")).toBe("");
});

test("a held index.lock or a broken repository loses no save: the file stands and the commit is made once git can", async () => {
  const site = await start();
  const head = site.git("rev-parse", "HEAD");
  await writeFile(path.join(site.gitDir, "index.lock"), "");
  const locked = await edit(site, FILE, append("Saved while the index was locked."));
  expect(locked.status, JSON.stringify(locked.json)).toBe(200);
  expect(await readFile(path.join(site.contentDir, FILE), "utf8")).toContain("index was locked");
  expect(site.git("rev-parse", "HEAD")).toBe(head);
  await rm(path.join(site.gitDir, "index.lock"));
  const committed = await waitFor(async () => {
    const subject = site.git("log", "-1", "--format=%s");
    return subject === `Edit ${FILE}` ? subject : undefined;
  }, 20_000);
  expect(committed).toBe(`Edit ${FILE}`);
  expect(site.git("status", "--porcelain")).toBe("");

  // A broken repository (HEAD garbled): the save stands, and is committed once it is repaired.
  const headFile = path.join(site.gitDir, "HEAD");
  const goodHead = await readFile(headFile, "utf8");
  await writeFile(headFile, "not a ref\n");
  const broken = await edit(site, FILE, append("Saved while the repository was broken."));
  expect(broken.status, JSON.stringify(broken.json)).toBe(200);
  expect(await readFile(path.join(site.contentDir, FILE), "utf8")).toContain(
    "repository was broken",
  );
  await writeFile(headFile, goodHead);
  // The next save commits the queued one first: the file as it then stands, both texts in it.
  expect((await edit(site, FILE, append("The next save."))).status).toBe(200);
  expect(site.git("log", "-1", "--format=%s")).toBe(`Edit ${FILE}`);
  const committedText = site.git("show", `HEAD:${FILE}`);
  expect(committedText).toContain("Saved while the repository was broken.");
  expect(committedText).toContain("The next save.");
  expect(site.git("status", "--porcelain")).toBe("");
});

test("the versions folder of before is migrated into commits once, dated when each was replaced", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "migrate-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const versionsDir = path.join(dir, "versions");
  await mkdir(path.join(versionsDir, "blogs", "insights", "short-names.md"), { recursive: true });
  await writeFile(
    path.join(
      versionsDir,
      "blogs",
      "insights",
      "short-names.md",
      "2026-11-01T10-20-30-000Z-0123456789abcdef",
    ),
    "# The kept version\n",
  );
  const site = await start({ versionsDir });
  expect(site.git("log", "--format=%aI|%s", "--", FILE).split("\n")).toEqual([
    expect.stringMatching(/the versions folder's migration$/),
    `2026-11-01T10:20:30+00:00|${FILE}: the version kept before git (migrated from the versions folder)`,
    expect.stringMatching(/outside the back office$/),
  ]);
  const [, migrated] = site.git("log", "--format=%H", "--", FILE).split("\n");
  expect(site.git("show", `${migrated}:${FILE}`)).toBe("# The kept version");
  expect(existsSync(versionsDir)).toBe(false);
  expect(existsSync(`${versionsDir}-migrated`)).toBe(true);
  expect(await readFile(path.join(site.contentDir, FILE), "utf8")).toBe(
    await readFile(path.join("content", FILE), "utf8"),
  );
  expect(site.git("status", "--porcelain")).toBe("");
});

test("back offices of one content folder starting together share one new repository", async () => {
  const root = await mkdtemp(path.join(tmpdir(), "content-git-together-"));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  const contentDir = path.join(root, "content");
  await cp("content", contentDir, { recursive: true });
  // Three rounds of eight at once: the race was lost about once in three single rounds.
  for (const round of [1, 2, 3]) {
    const gitDir = path.join(root, `content-${round}.git`);
    const opened = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        openContentGit(contentDir, gitDir, "Back office <bo@example.com>", () => {}),
      ),
    );
    expect(opened.map((each) => each.status)).toEqual(Array(8).fill("fulfilled"));
    expect(existsSync(path.join(gitDir, "HEAD"))).toBe(true);
  }
  // Nothing of the others' attempts is left beside them.
  expect((await readdir(root)).sort()).toEqual([
    "content",
    "content-1.git",
    "content-2.git",
    "content-3.git",
  ]);
});
