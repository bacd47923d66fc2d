/**
 * A release made from the live one without copying it (decision 055): every folder made again,
 * every file hard-linked (a link per file, not a copy of its bytes), every symbolic link made
 * again with the same target. The build then replaces the files it changes with new ones
 * (app/render/replace-file.server.ts), so the live release keeps its own.
 */
import { link, mkdir, readdir, readlink, symlink } from "node:fs/promises";
import path from "node:path";

/**
 * How many system calls are in flight at once: a link or a folder waits mostly on the file
 * system's journal (after a build's writes, seconds for a few thousand one at a time), and waits
 * overlap; the thread pool runs four.
 */
const IN_FLIGHT = 32;
/** A write a killed process left half done (replace-file.server.ts names): not the release's. */
const TEMPORARY = /^\..*\.\d+-\d+-\d+\.tmp$/;

/**
 * Links the tree at `source` into `target` (made here), leaving out the top-level names in
 * `skip`; resolves to the number of files linked. It runs in a thread of its own
 * (link-thread.ts) while the build reads. A file already there was made by the build meanwhile
 * (the content check's image manifest): the build's is the newer, and is kept.
 */
export async function linkTree(
  source: string,
  target: string,
  skip: ReadonlySet<string>,
): Promise<number> {
  await mkdir(target, { recursive: true });
  let linked = 0;
  const waiting: (() => Promise<void>)[] = [];
  const visit = (from: string, to: string, top: boolean) => async () => {
    for (const entry of await readdir(from, { withFileTypes: true })) {
      if ((top && skip.has(entry.name)) || TEMPORARY.test(entry.name)) continue;
      const fromPath = path.join(from, entry.name);
      const toPath = path.join(to, entry.name);
      if (entry.isDirectory()) {
        waiting.push(async () => {
          await mkdir(toPath, { recursive: true });
          waiting.push(visit(fromPath, toPath, false));
        });
      } else if (entry.isSymbolicLink()) {
        waiting.push(async () => {
          await unlessThere(async () => symlink(await readlink(fromPath), toPath));
        });
      } else if (entry.isFile()) {
        waiting.push(async () => {
          if (await unlessThere(() => link(fromPath, toPath))) linked += 1;
        });
      }
    }
  };
  waiting.push(visit(source, target, true));
  let running = 0;
  await new Promise<void>((resolve, reject) => {
    const next = (): void => {
      while (running < IN_FLIGHT && waiting.length > 0) {
        const task = waiting.pop() as () => Promise<void>;
        running += 1;
        task().then(() => {
          running -= 1;
          if (running === 0 && waiting.length === 0) resolve();
          else next();
        }, reject);
      }
    };
    next();
  });
  return linked;
}

/** Runs `make`; false when what it makes is there already. */
async function unlessThere(make: () => Promise<void>): Promise<boolean> {
  try {
    await make();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}
