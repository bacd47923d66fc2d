/**
 * A release made from the live one without copying it (decision 055): every folder made again,
 * every file hard-linked (a link per file, not a copy of its bytes), every symbolic link made
 * again with the same target. The build then replaces the files it changes with new ones
 * (app/render/replace-file.server.ts), so the live release keeps its own.
 */
import { linkSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from "node:fs";
import path from "node:path";

/**
 * Links the tree at `source` into `target` (made here), leaving out the top-level names in
 * `skip`. Synchronous: a link or a folder is one system call, and a thread pool's round trip per
 * file costs more than the call; it runs in a thread of its own (link-thread.ts) while the build
 * reads. A file or folder already there was made by the build meanwhile (the content check's
 * image manifest): the build's is the newer, and is kept.
 */
export function linkTree(source: string, target: string, skip: ReadonlySet<string>): number {
  mkdirSync(target, { recursive: true });
  let linked = 0;
  const folders: [string, string][] = [[source, target]];
  for (let next = folders.pop(); next; next = folders.pop()) {
    const [from, to] = next;
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      if (from === source && skip.has(entry.name)) continue;
      const fromPath = path.join(from, entry.name);
      const toPath = path.join(to, entry.name);
      if (entry.isDirectory()) {
        mkdirSync(toPath, { recursive: true });
        folders.push([fromPath, toPath]);
      } else if (entry.isSymbolicLink()) {
        unlessThere(() => symlinkSync(readlinkSync(fromPath), toPath));
      } else if (entry.isFile()) {
        if (unlessThere(() => linkSync(fromPath, toPath))) linked += 1;
      }
    }
  }
  return linked;
}

/** Runs `make`; false when what it makes is there already. */
function unlessThere(make: () => void): boolean {
  try {
    make();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}
