/**
 * The content folder as a git repository (decision 071), through Debian's `git` program run by
 * execFile (no shell). The repository is the folder's own when the folder is the top of one;
 * otherwise (a folder inside the project's repository, or in none) it lives outside the folder
 * (BACK_OFFICE_GIT_DIR, default `content.git` beside the versions folder) with the folder as its
 * work tree: the project's repository is never committed into.
 *
 * Each change is one commit, by its author, of the files it wrote. A commit git cannot make (a
 * held index.lock, a broken repository) leaves the written files standing and is queued: retried
 * with backoff, and before the next commit, in order; the log says so once.
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { refuse } from "./errors.ts";
import { firstLine, gitEnv, run, runWithInput, splitAuthor } from "./git-process.ts";

interface Commit {
  /** The commit's full hash: pass it back to restore the file as it was there. */
  id: string;
  /** When it was committed (ISO). */
  at: string;
  author: string;
  message: string;
}

interface GitOptions {
  author?: string;
  /** Another index file than the repository's (GIT_INDEX_FILE). */
  index?: string;
  /** What git reads on its standard input. */
  input?: Buffer | string;
}

export interface ContentGit {
  root: string;
  gitDir: string;
  /** One commit of `files` (as they now are in the folder); nothing when they did not change. */
  commit(files: readonly string[], message: string, author?: string): Promise<void>;
  /** `file`'s commits, newest first. */
  history(file: string): Promise<Commit[]>;
  /** `file` as it was at commit `id`. */
  show(file: string, id: string): Promise<Buffer>;
  /** What commit `id` changed in `file`, as a unified diff. */
  diff(file: string, id: string): Promise<string>;
  /** Commits waiting for the repository to take them. */
  queued(): number;
  /** Runs git in the repository (for the remote's sync). */
  git(args: readonly string[], options?: GitOptions): Promise<string>;
  defaultAuthor: string;
  /** Calls `listener` after each commit made (the remote pushes it). */
  onCommitted(listener: () => void): void;
  stop(): void;
}

interface Pending {
  files: readonly string[];
  message: string;
  author: string;
}

const MAX_BACKOFF_MS = 60_000;

/**
 * A new repository at `gitDir`, made whole beside it and renamed into place: two back offices of
 * one content folder starting together both ran `git init` in one folder, and one failed on
 * the other's half-copied hooks ("cannot copy … File exists"; publish.test.ts in a clean-clone
 * run). The one whose rename comes second finds the other's repository there and uses it.
 */
async function initRepository(gitDir: string): Promise<void> {
  await mkdir(path.dirname(gitDir), { recursive: true });
  const fresh = `${gitDir}.init-${process.pid}-${randomUUID()}`;
  try {
    await run("git", ["--git-dir", fresh, "init", "--quiet", "--initial-branch=main"], {
      env: gitEnv(),
    });
    await rename(fresh, gitDir).catch(async (error: NodeJS.ErrnoException) => {
      // An empty folder is replaced; a repository another process put there first is kept.
      if (existsSync(path.join(gitDir, "HEAD"))) return;
      if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
      // A folder holding other files and no repository: made in it, as `git init` does.
      await run("git", ["--git-dir", gitDir, "init", "--quiet", "--initial-branch=main"], {
        env: gitEnv(),
      });
    });
  } finally {
    await rm(fresh, { recursive: true, force: true });
  }
}

// Long: its closures share the repository, the queue and its retry timer.
export async function openContentGit(
  root: string,
  gitDir: string,
  defaultAuthor: string,
  log: (line: string) => void,
): Promise<ContentGit> {
  const base = ["--git-dir", gitDir, "--work-tree", root];
  const config = [
    "-c",
    "core.hooksPath=/dev/null",
    "-c",
    "commit.gpgsign=false",
    "-c",
    "core.quotePath=false",
  ];
  async function git(args: readonly string[], options: GitOptions = {}) {
    const { name, email } = splitAuthor(options.author ?? defaultAuthor);
    const env = {
      ...gitEnv(),
      GIT_AUTHOR_NAME: name,
      GIT_AUTHOR_EMAIL: email,
      GIT_COMMITTER_NAME: name,
      GIT_COMMITTER_EMAIL: email,
      ...(options.index !== undefined && { GIT_INDEX_FILE: options.index }),
    };
    return runWithInput("git", [...config, ...base, ...args], env, options.input, root);
  }
  if (!existsSync(path.join(gitDir, "HEAD"))) await initRepository(gitDir);

  const pending: Pending[] = [];
  const listeners: (() => void)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let backoff = 1000;
  let warned = false;

  async function commitNow({ files, message, author }: Pending): Promise<void> {
    await git(["add", "--all", "--", ...files]);
    const changed = await git(["diff", "--cached", "--name-only", "--", ...files]);
    if (changed.trim() === "") return;
    await git(["commit", "--quiet", "--no-verify", "--message", message, "--", ...files], {
      author,
    });
    for (const listener of listeners) listener();
  }

  async function flush(): Promise<boolean> {
    while (pending.length > 0) {
      try {
        await commitNow(pending[0]!);
      } catch (error) {
        if (!warned) {
          warned = true;
          log(
            `git: cannot commit (${firstLine(error)}); the saved files stand, ${pending.length} commit(s) queued and retried`,
          );
        }
        return false;
      }
      pending.shift();
    }
    if (warned) log("git: the queued commits are made");
    warned = false;
    backoff = 1000;
    return true;
  }

  function scheduleRetry() {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void chained(flush).then((done) => {
        if (!done) {
          backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
          scheduleRetry();
        }
      });
    }, backoff);
    timer.unref();
  }

  let chain: Promise<unknown> = Promise.resolve();
  function chained<T>(task: () => Promise<T>): Promise<T> {
    const next = chain.then(task, task);
    chain = next.catch(() => undefined);
    return next;
  }

  const self: ContentGit = {
    root,
    gitDir,
    defaultAuthor,
    git,
    queued: () => pending.length,
    onCommitted: (listener) => void listeners.push(listener),
    commit(files, message, author = defaultAuthor) {
      return chained(async () => {
        pending.push({ files, message, author });
        if (!(await flush())) scheduleRetry();
      });
    },
    async history(file) {
      const out = await git([
        "log",
        "--full-history",
        "--format=%H%x1f%aI%x1f%an <%ae>%x1f%s%x1e",
        "--",
        file,
      ]).catch(() => "");
      return out
        .split("\x1e")
        .map((record) => record.trim())
        .filter(Boolean)
        .map((record) => {
          const [id = "", at = "", author = "", message = ""] = record.split("\x1f");
          return { id, at: new Date(at).toISOString(), author, message };
        });
    },
    async show(file, id) {
      if (!/^[0-9a-f]{40}$/.test(id)) return refuse(400, `"${id}" is not a version id`);
      const { stdout } = await run("git", [...base, "show", `${id}:${file}`], {
        cwd: root,
        env: gitEnv(),
        encoding: "buffer",
        maxBuffer: 64 * 1024 * 1024,
      }).catch(() => refuse(404, `${file} has no version ${id}`));
      return stdout;
    },
    async diff(file, id) {
      if (!/^[0-9a-f]{40}$/.test(id)) return refuse(400, `"${id}" is not a version id`);
      return git(["show", "--format=", "--no-color", id, "--", file]).catch(() =>
        refuse(404, `${file} has no version ${id}`),
      );
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
    },
  };
  return self;
}
