/**
 * CONTENT_GIT_REMOTE (decision 071): the content repository's commits pushed there in the
 * background after each change (retried with backoff), and commits pushed there by others
 * pulled every BACK_OFFICE_GIT_PULL_SECONDS (default 30) or at once through the push webhook.
 * A pull runs in the content store's chain of saves, so it never interleaves with one.
 *
 * A pull merges without touching the folder (`git merge-tree`), then writes each file it changes
 * by temporary file and rename, as a save does, and moves HEAD. When both sides changed one file,
 * neither text is lost: the file keeps the server's text whole, the remote's commit becomes the
 * merge's second parent (so its text stays in the history and the push is a fast-forward), and
 * the conflict is recorded beside the repository and shown on the versions page until the file
 * is saved or restored again.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { writeAtomically } from "./atomic-write.ts";
import type { ContentGit } from "./content-git.ts";
import type { ContentStore } from "./content-store.ts";
import { firstLine } from "./git-process.ts";
import { applyCommit, isAncestor, mergeCommit } from "./remote-merge.ts";

interface Conflict {
  file: string;
  /** The remote's commit, whose text of `file` was not taken. */
  theirs: string;
  /** The server's commit whose text stayed live. */
  ours: string;
  /** The merge that kept the server's text. */
  merge: string;
  at: string;
}

export interface ContentRemote {
  /** Fetches and merges the remote's commits, then pushes ours. */
  sync(): Promise<void>;
  /** The last failure to push or pull, until one succeeds. */
  problem(): string | undefined;
  /** Conflicts not yet resolved (the file not saved or restored since). */
  conflicts(): Promise<Conflict[]>;
  stop(): void;
}

const BRANCH = "main";
const MAX_BACKOFF_MS = 5 * 60_000;

// Long: its closures share the repository, the timers and the last problem.
export function startContentRemote(
  store: ContentStore,
  git: ContentGit,
  settings: { remote?: string; pullSeconds: number },
  log: (line: string) => void,
): ContentRemote {
  const conflictsFile = path.join(git.gitDir, "back-office-conflicts.json");
  let problem: string | undefined;
  let retry: NodeJS.Timeout | undefined;
  let backoff = 2000;
  let stopped = false;

  const report = (what: string, error: unknown) => {
    const line = `git: cannot ${what} ${settings.remote} (${firstLine(error)}); retried in the background`;
    if (problem === undefined) log(line);
    problem = line;
  };

  async function readConflicts(): Promise<Conflict[]> {
    return JSON.parse(await readFile(conflictsFile, "utf8").catch(() => "[]")) as Conflict[];
  }

  async function pull(): Promise<void> {
    await git.git(["fetch", "--quiet", "origin"]);
    const theirs = (
      await git
        .git(["rev-parse", "--verify", "--quiet", `refs/remotes/origin/${BRANCH}`])
        .catch(() => "")
    ).trim();
    if (theirs === "") return;
    const ours = (
      await git.git(["rev-parse", "--verify", "--quiet", "HEAD"]).catch(() => "")
    ).trim();
    if (ours !== "" && (await isAncestor(git, theirs, ours))) return;
    // A commit still queued (a lock) would be mixed into the merge: the pull waits for it.
    if (git.queued() > 0) throw new Error("a commit is still queued");
    const next = await mergeCommit(git, ours, theirs);
    await applyCommit(git, ours, next.commit);
    if (next.conflicted.length === 0) return;
    const at = new Date().toISOString();
    const recorded = await readConflicts();
    recorded.push(
      ...next.conflicted.map((file) => ({ file, theirs, ours, merge: next.commit, at })),
    );
    await writeAtomically(conflictsFile, `${JSON.stringify(recorded, null, 2)}\n`);
    log(
      `git: ${next.conflicted.join(", ")} changed both here and on the remote; the server's text stays live, the remote's is kept (the versions page shows it)`,
    );
  }

  async function push(): Promise<void> {
    const head = (
      await git.git(["rev-parse", "--verify", "--quiet", "HEAD"]).catch(() => "")
    ).trim();
    if (head === "") return;
    await git.git(["push", "--quiet", "origin", `HEAD:refs/heads/${BRANCH}`]);
  }

  async function sync(): Promise<void> {
    if (stopped) return;
    try {
      await store.serialize(pull);
    } catch (error) {
      report("pull from", error);
      return schedule();
    }
    try {
      await push();
    } catch (error) {
      report("push to", error);
      return schedule();
    }
    if (problem !== undefined) log(`git: ${settings.remote} is in step again`);
    problem = undefined;
    backoff = 2000;
  }

  function schedule() {
    if (retry !== undefined || stopped) return;
    retry = setTimeout(() => {
      retry = undefined;
      void sync();
    }, backoff);
    retry.unref();
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  }

  const ready = (async () => {
    const remotes = (await git.git(["remote"])).split("\n");
    await git.git(
      remotes.includes("origin")
        ? ["remote", "set-url", "origin", settings.remote ?? ""]
        : ["remote", "add", "origin", settings.remote ?? ""],
    );
  })();
  const afterSetup = () => ready.then(sync, (error: unknown) => report("use", error));
  void afterSetup();
  git.onCommitted(() => void afterSetup());
  const timer = setInterval(() => void afterSetup(), settings.pullSeconds * 1000);
  timer.unref();

  return {
    sync: afterSetup,
    problem: () => problem,
    async conflicts() {
      const open: Conflict[] = [];
      for (const conflict of await readConflicts()) {
        // Resolved once the file is committed again (saved, restored) after the merge.
        const since = await git
          .git(["rev-list", "--first-parent", `${conflict.merge}..HEAD`, "--", conflict.file])
          .catch(() => "");
        if (since.trim() === "") open.push(conflict);
      }
      return open;
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      if (retry !== undefined) clearTimeout(retry);
    },
  };
}
