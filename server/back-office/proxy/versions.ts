/**
 * An entry's versions, from git (decision 071): every change the back office makes is a commit
 * (content-git.ts), so a file's versions are its commits, newest first, and a version is read
 * back from its commit. (Before decision 071 they were files in a versions folder; that folder is
 * migrated into commits once, by `migrateVersions`.)
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import type { ContentGit } from "./content-git.ts";

interface Version {
  /** The commit's hash: pass it back to restore this version. */
  id: string;
  /** When it was committed (ISO). */
  at: string;
  author: string;
  /** What changed, as the commit says it. */
  message: string;
}

export const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

export interface Versions {
  /** Commits `files` as they now are, saying `message`; nothing when they did not change. */
  record(files: readonly string[], message: string): Promise<void>;
  /** Every version of `file`, the current one first. */
  history(file: string): Promise<Version[]>;
  /** `file`'s earlier versions, newest first (its history without the current one). */
  list(file: string): Promise<Version[]>;
  read(file: string, id: string): Promise<Buffer>;
  /** What version `id` changed in `file` (a unified diff). */
  diff(file: string, id: string): Promise<string>;
  git: ContentGit;
}

/**
 * The author (`Name <email>`) of the commits an action makes: the signed-in account, set by the
 * back office's routes around each action (http/routes.ts); unset, BACK_OFFICE_GIT_AUTHOR.
 */
export const commitAuthor = new AsyncLocalStorage<string>();

export function createVersions(git: ContentGit): Versions {
  return {
    git,
    record: (files, message) => git.commit(files, message, commitAuthor.getStore()),
    history: (file) => git.history(file),
    list: async (file) => (await git.history(file)).slice(1),
    read: (file, id) => git.show(file, id),
    diff: (file, id) => git.diff(file, id),
  };
}
