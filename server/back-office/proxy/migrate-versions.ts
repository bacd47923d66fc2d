/**
 * The versions folder of before decision 071 (`{file}/{time}-{hash}`), turned into commits of the
 * content repository once, at the back office's start.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, rename } from "node:fs/promises";
import path from "node:path";
import type { ContentGit } from "./content-git.ts";
import { gitEnv, run, runWithInput, splitAuthor } from "./git-process.ts";

/**
 * The versions folder of before decision 071 (`{file}/{time}-{hash}`), turned into commits once:
 * each kept version a commit dated when it was replaced, oldest first, then the folder as it is
 * now; the folder is renamed `…-migrated` so it is not read again.
 */
export async function migrateVersions(
  content: ContentGit,
  versionsDir: string,
  log: (line: string) => void,
): Promise<number> {
  if (!existsSync(versionsDir)) return 0;
  const names = (await readdir(versionsDir, { recursive: true, withFileTypes: true }))
    .filter((dirent) => dirent.isFile() && VERSION_ID.test(dirent.name))
    .map((dirent) => ({
      file: path.relative(versionsDir, dirent.parentPath).split(path.sep).join("/"),
      id: dirent.name,
      absolute: path.join(dirent.parentPath, dirent.name),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
  if (names.length > 0) {
    const indexFile = path.join(content.gitDir, "migrate-index");
    const withIndex = async (args: string[], input?: Buffer) =>
      (
        await runWithInput(
          "git",
          ["--git-dir", content.gitDir, ...args],
          { ...gitEnv(), GIT_INDEX_FILE: indexFile },
          input,
        )
      ).trim();
    const head = (await content.git(["rev-parse", "--verify", "--quiet", "HEAD"]).catch(() => ""))
      .toString()
      .trim();
    if (head !== "") await withIndex(["read-tree", head]);
    else await withIndex(["read-tree", "--empty"]);
    let parent = head;
    const { name, email } = splitAuthor(content.defaultAuthor);
    for (const version of names) {
      const blob = await withIndex(
        ["hash-object", "-w", "--stdin"],
        await readFile(version.absolute),
      );
      await withIndex(["update-index", "--add", "--cacheinfo", `100644,${blob},${version.file}`]);
      const tree = await withIndex(["write-tree"]);
      const date = versionDate(version.id);
      const { stdout } = await run(
        "git",
        [
          "--git-dir",
          content.gitDir,
          "commit-tree",
          tree,
          ...(parent ? ["-p", parent] : []),
          "-m",
          `${version.file}: the version kept before git (migrated from the versions folder)`,
        ],
        {
          env: {
            ...gitEnv(),
            GIT_AUTHOR_NAME: name,
            GIT_AUTHOR_EMAIL: email,
            GIT_COMMITTER_NAME: name,
            GIT_COMMITTER_EMAIL: email,
            GIT_AUTHOR_DATE: date,
            GIT_COMMITTER_DATE: date,
          },
        },
      );
      parent = stdout.trim();
    }
    await content.git(["update-ref", "HEAD", parent]);
    // The index follows HEAD; the folder's files are then committed as they are now.
    await content.git(["read-tree", "HEAD"]);
  }
  await content.commit(["."], "The content folder as it is after the versions folder's migration");
  await rename(versionsDir, `${versionsDir}-migrated`);
  log(`git: ${names.length} kept version(s) of ${versionsDir} migrated into commits`);
  return names.length;
}

const VERSION_ID = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{16}$/;

function versionDate(id: string): string {
  const [date, time] = id.slice(0, 24).split("T");
  const [hours, minutes, seconds] = (time ?? "").split("-");
  return `${date}T${hours}:${minutes}:${seconds}Z`;
}
