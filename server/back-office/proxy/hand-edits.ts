/**
 * Files changed in the content folder by hand (an editor on the server, a copy, a script) while
 * the back office runs, committed when they are noticed rather than at its next start: the folder
 * is watched (`fs.watch`, recursive), and once it has been quiet for `quietMs` (default 2 s) the
 * changes git sees in it are one commit by HAND_EDIT_AUTHOR, naming the files. The commit runs in
 * the content store's chain of saves, after any save under way, which commits its own files
 * first: only what no save wrote is left to commit. A repository inside the folder (`.git/`) is
 * not watched, so a commit never wakes the watcher. When the folder cannot be watched (the
 * system's limit of watches reached) the log says so once, and hand edits are committed at the
 * next start, as before.
 */
import { watch, type FSWatcher } from "node:fs";
import type { ContentGit } from "./content-git.ts";
import type { ContentStore } from "./content-store.ts";
import { firstLine } from "./git-process.ts";

/** The author of a hand edit's commit: who made it is unknown, only where it was made. */
export const HAND_EDIT_AUTHOR = "Edited by hand in the content folder <hand-edit@localhost>";
/** The start's commit of what changed while no back office ran. */
export const HAND_EDITS_AT_START = "Changes made in the content folder outside the back office";
const QUIET_MS = 2000;
/** Files named in a commit's message; more are counted. */
const NAMED = 5;

export interface HandEdits {
  /** Commits the changes git sees now (the start's commit, and the watcher's). */
  commit(message?: string): Promise<void>;
  stop(): void;
}

function messageFor(files: readonly string[]): string {
  const named = files.slice(0, NAMED).join(", ");
  const more = files.length > NAMED ? ` and ${files.length - NAMED} more` : "";
  return `Edit by hand ${named}${more} (outside the back office)`;
}

export function watchHandEdits(
  store: ContentStore,
  git: ContentGit,
  log: (line: string) => void,
  quietMs = QUIET_MS,
): HandEdits {
  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;

  async function commit(message?: string): Promise<void> {
    const status = await git.git([
      "status",
      "--porcelain",
      "--no-renames",
      "--untracked-files=all",
      "-z",
      "--",
      ".",
    ]);
    // `XY path` records; the path starts at the fourth character.
    const files = status
      .split("\0")
      .filter((record) => record.length > 3)
      .map((record) => record.slice(3))
      .sort();
    if (files.length === 0) return;
    await git.commit(["."], message ?? messageFor(files), HAND_EDIT_AUTHOR);
  }

  const noticed = (name: string | null) => {
    if (name !== null && (name === ".git" || name.startsWith(".git/"))) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void store
        .serialize(() => commit())
        .catch((error: unknown) => {
          log(
            `git: cannot commit the hand edits (${firstLine(error)}); committed at the next start`,
          );
        });
    }, quietMs);
    timer.unref();
  };

  try {
    watcher = watch(git.root, { recursive: true, persistent: false }, (_event, name) =>
      noticed(name),
    );
    watcher.on("error", (error) => {
      log(`git: stopped watching ${git.root} for hand edits (${firstLine(error)})`);
      watcher?.close();
    });
  } catch (error) {
    log(
      `git: cannot watch ${git.root} for hand edits (${firstLine(error)}); they are committed at the next start`,
    );
  }

  return {
    commit: (message) => store.serialize(() => commit(message)),
    stop() {
      clearTimeout(timer);
      watcher?.close();
    },
  };
}
