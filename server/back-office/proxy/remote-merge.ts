/**
 * How a pull takes the remote's commits (decision 071): merged without touching the folder
 * (`git merge-tree`), a file both sides changed keeping the server's text whole, then the folder
 * moved to the merge file by file, each by temporary file and rename, as a save writes.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { writeAtomically } from "./atomic-write.ts";
import type { ContentGit } from "./content-git.ts";

/**
 * The merge of `theirs` into `ours`, made without touching the folder (`git merge-tree`): a
 * fast-forward when ours is behind; a file both changed keeps our text whole.
 */
export async function mergeCommit(git: ContentGit, ours: string, theirs: string) {
  if (ours === "" || (await isAncestor(git, ours, theirs)))
    return { commit: theirs, conflicted: [] };
  const out = await git
    .git(["merge-tree", "--write-tree", "--name-only", "--allow-unrelated-histories", ours, theirs])
    .catch((error: { code?: number; stdout?: Buffer | string }) => {
      // Exit 1: merged, with conflicts (the output is the same shape).
      if (error.code === 1) return String(error.stdout ?? "");
      throw error;
    });
  const [tree = "", ...rest] = out.split("\n");
  const conflicted = rest.slice(0, Math.max(rest.indexOf(""), 0)).filter(Boolean);
  let merged = tree.trim();
  if (conflicted.length > 0) {
    const index = path.join(git.gitDir, "back-office-merge-index");
    await git.git(["read-tree", merged], { index });
    for (const file of conflicted) {
      const entry = await git.git(["ls-tree", ours, "--", file]);
      if (entry.trim() === "")
        await git.git(["update-index", "--force-remove", "--", file], { index });
      else await git.git(["update-index", "--index-info"], { index, input: entry });
    }
    merged = (await git.git(["write-tree"], { index })).trim();
  }
  const message =
    conflicted.length === 0
      ? `Pull the remote's commits (${theirs.slice(0, 12)})`
      : `Pull the remote's commits (${theirs.slice(0, 12)}): ${conflicted.join(", ")} changed on both sides; the server's text kept live, the remote's kept in ${theirs.slice(0, 12)} to resolve`;
  const commit = (
    await git.git(["commit-tree", merged, "-p", ours, "-p", theirs, "-m", message])
  ).trim();
  return { commit, conflicted };
}

/**
 * Moves the folder from `from` to commit `to`: each changed file written by temporary file and
 * rename (a server never reads half a file, nor misses one), then HEAD and the index.
 */
export async function applyCommit(git: ContentGit, from: string, to: string) {
  const changes =
    from === ""
      ? await git.git(["ls-tree", "-r", "--name-only", "-z", to])
      : await git.git(["diff", "--name-only", "--no-renames", "-z", from, to]);
  for (const file of changes.split("\0").filter(Boolean)) {
    const absolute = path.join(git.root, ...file.split("/"));
    const exists = (await git.git(["ls-tree", to, "--", file])).trim() !== "";
    if (exists) await writeAtomically(absolute, await git.show(file, to));
    else await rm(absolute, { force: true });
  }
  await git.git(["update-ref", "HEAD", to]);
  await git.git(["reset", "--quiet"]);
}

export async function isAncestor(git: ContentGit, commit: string, of: string): Promise<boolean> {
  return git
    .git(["merge-base", "--is-ancestor", commit, of])
    .then(() => true)
    .catch(() => false);
}
