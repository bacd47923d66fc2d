/**
 * The back office of the content folder the site serves (CONTENT_DIR), its changes committed to
 * the folder's git repository (decision 071): the folder's own when it is the top of one, else
 * BACK_OFFICE_GIT_DIR (default `content.git` beside CONTENT_VERSIONS_DIR, `data/`): outside the
 * content folder and the build, and never the project's repository the folder may sit in. The
 * versions folder of before (CONTENT_VERSIONS_DIR, default `data/versions`) is migrated into
 * commits once. Files changed by hand are committed at the start and, while it runs, when the
 * folder's watcher notices them (hand-edits.ts). With CONTENT_GIT_REMOTE the repository is pushed and pulled (content-remote.ts).
 * Its built editor is in ADMIN_BUILD_DIR (default `admin-build`). Servers that share a content
 * folder share its repository too (docs/deploy.md).
 */
import { realpath } from "node:fs/promises";
import path from "node:path";
import {
  readContentGitEnv,
  readEnvironment,
  type ContentGitEnv,
} from "#app/config/index.server.ts";
import { createContentStore } from "#server/back-office/proxy/content-store.ts";
import type { BackOffice } from "./routes.ts";
import { openContentGit } from "#server/back-office/proxy/content-git.ts";
import { findRepository } from "#server/back-office/proxy/git-process.ts";
import { migrateVersions } from "#server/back-office/proxy/migrate-versions.ts";
import {
  HAND_EDIT_AUTHOR,
  HAND_EDITS_AT_START,
  watchHandEdits,
} from "#server/back-office/proxy/hand-edits.ts";
import { startContentRemote } from "#server/back-office/proxy/content-remote.ts";
import { createVersions } from "#server/back-office/proxy/versions.ts";
import { primeLiveCheck } from "#server/back-office/proxy/check-text.ts";

export interface BackOfficeFolders {
  contentDir: string;
  versionsDir: string;
  adminDir: string;
  git: ContentGitEnv;
}

export function readBackOfficeFolders(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): BackOfficeFolders {
  const checked = readEnvironment(env, cwd);
  const versionsDir = checked.CONTENT_VERSIONS_DIR;
  const git = readContentGitEnv(env);
  return {
    contentDir: checked.CONTENT_DIR,
    versionsDir,
    adminDir: checked.ADMIN_BUILD_DIR,
    git: {
      ...git,
      gitDir: path.resolve(cwd, git.gitDir || path.join(path.dirname(versionsDir), "content.git")),
    },
  };
}

const inside = (dir: string, root: string) => dir === root || dir.startsWith(`${root}${path.sep}`);

export async function openBackOffice(
  folders: BackOfficeFolders,
  log: (line: string) => void,
): Promise<BackOffice> {
  // The folder as it really is: a path is checked against this, links and all resolved.
  const root = await realpath(folders.contentDir);
  const versionsDir = path.resolve(folders.versionsDir);
  if (inside(versionsDir, root)) {
    throw new Error(
      `CONTENT_VERSIONS_DIR (${versionsDir}) must be outside the content folder: the site would serve old versions`,
    );
  }
  const gitDir = await findRepository(root, folders.git.gitDir);
  if (gitDir === path.resolve(folders.git.gitDir) && inside(gitDir, root)) {
    throw new Error(
      `BACK_OFFICE_GIT_DIR (${gitDir}) must be outside the content folder: the site would serve the repository`,
    );
  }
  const git = await openContentGit(root, gitDir, folders.git.author, log);
  // Changes made by hand since the last start are committed first, as what they are.
  await git.commit(["."], HAND_EDITS_AT_START, HAND_EDIT_AUTHOR);
  await migrateVersions(git, versionsDir, log);
  const store = createContentStore(root, createVersions(git));
  // The live check's facts of the folder, learnt behind the start (decision 074).
  void primeLiveCheck(root, log);
  // Those made while it runs, when they are noticed.
  watchHandEdits(store, git, log);
  const remote =
    folders.git.remote === undefined ? undefined : startContentRemote(store, git, folders.git, log);
  return {
    store,
    adminDir: folders.adminDir,
    log,
    ...(remote && { remote }),
    ...(folders.git.webhookSecret !== undefined && { webhookSecret: folders.git.webhookSecret }),
  };
}
