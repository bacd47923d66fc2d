/**
 * CONTENT_GIT_REMOTE (decision 071): the content repository's commits pushed there in the
 * background after each change (retried with backoff), and commits pushed there by others
 * pulled every BACK_OFFICE_GIT_PULL_SECONDS (default 30) or at once through the push webhook.
 * A pull runs in the content store's chain of saves, so it never interleaves with one.
 *
 * When both sides changed one file, neither text is lost: the merge takes the server's text of
 * each conflicting part (`-X ours`), the remote's commit becomes the merge's parent (so its text
 * stays in the history and the push is a fast-forward), and the conflict is recorded beside the
 * repository and shown on the versions page until the file is saved or restored again.
 */
import { timingSafeEqual, createHmac } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { writeAtomically } from "./atomic-write.ts";
import { firstLine, type ContentGit } from "./content-git.ts";
import type { ContentStore } from "./content-store.ts";

export interface Conflict {
  file: string;
  /** The remote's commit, whose text of `file` was not taken. */
  theirs: string;
  /** The server's commit whose text stayed live. */
  ours: string;
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
    if (ours !== "" && (await isAncestor(theirs, ours))) return;
    // A commit still queued (a lock) would be mixed into the merge: the pull waits for it.
    if (git.queued() > 0) throw new Error("a commit is still queued");
    const merge = ["merge", "--no-edit", "--allow-unrelated-histories"];
    const message = `Pull the remote's commits (${theirs.slice(0, 12)})`;
    try {
      await git.git([...merge, "-m", message, theirs]);
      return;
    } catch {
      const unmerged = (await git.git(["diff", "--name-only", "--diff-filter=U"]).catch(() => ""))
        .split("\n")
        .filter(Boolean);
      await git.git(["merge", "--abort"]).catch(() => undefined);
      if (unmerged.length === 0) throw new Error("the remote's commits cannot be merged");
      await git.git([
        ...merge,
        "-X",
        "ours",
        "-m",
        `${message}: ${unmerged.join(", ")} changed on both sides; the server's text kept live, the remote's kept in ${theirs.slice(0, 12)} to resolve`,
        theirs,
      ]);
      const at = new Date().toISOString();
      const recorded = await readConflicts();
      recorded.push(...unmerged.map((file) => ({ file, theirs, ours, at })));
      await writeAtomically(conflictsFile, `${JSON.stringify(recorded, null, 2)}\n`);
      log(
        `git: ${unmerged.join(", ")} changed both here and on the remote; the server's text stays live, the remote's is kept (the versions page shows it)`,
      );
    }
  }

  async function isAncestor(commit: string, of: string): Promise<boolean> {
    return git
      .git(["merge-base", "--is-ancestor", commit, of])
      .then(() => true)
      .catch(() => false);
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
        const [newest] = await git.history(conflict.file);
        // Resolved once the file is saved or restored after the merge that kept the server's.
        if (newest === undefined || newest.at <= conflict.at || newest.message.startsWith("Pull "))
          open.push(conflict);
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

/**
 * A push webhook's secret, compared in constant time: GitHub's and Gitea's
 * `X-Hub-Signature-256: sha256=<HMAC of the body>`, or GitLab's `X-Gitlab-Token: <secret>`.
 */
export function webhookIsSigned(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
): boolean {
  const same = (a: string, b: string) => {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  };
  const signature = headers["x-hub-signature-256"];
  if (typeof signature === "string") {
    return same(signature, `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`);
  }
  const token = headers["x-gitlab-token"];
  return typeof token === "string" && same(token, secret);
}
