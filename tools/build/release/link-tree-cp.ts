/**
 * linkTree by GNU `cp -al` (decision 055): the same release, made by one process of the system's
 * instead of a promise per file. 64,000 files took 0.62 s here against 3.5 s for linkTree in a
 * build. `--no-clobber` keeps a file the build made meanwhile; the hidden temporary files a
 * killed process left are removed after (`find … -delete`). Undefined where `cp` cannot do it (no
 * GNU cp, another failure): the caller links file by file instead.
 */
import { spawn } from "node:child_process";
import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";

/** replace-file.server.ts's temporary names, `.{name}.{pid}-{n}-{n}.tmp`, as find(1) reads them. */
const TEMPORARY = String.raw`.*/\.[^/]*\.[0-9]+-[0-9]+-[0-9]+\.tmp`;

function run(command: string, args: readonly string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    child.stderr.resume();
    child.once("error", () => resolve(false));
    child.once("exit", (code) => resolve(code === 0));
  });
}

/** Links `source` into `target` but the top-level names in `skip`; true when `cp` did it all. */
export async function linkTreeWithCp(
  source: string,
  target: string,
  skip: ReadonlySet<string>,
): Promise<boolean> {
  if (process.platform !== "linux") return false;
  await mkdir(target, { recursive: true });
  const names = (await readdir(source)).filter((name) => !skip.has(name));
  if (names.length === 0) return true;
  const sources = names.map((name) => path.join(source, name));
  if (!(await run("cp", ["-al", "--no-clobber", "--", ...sources, `${target}/`]))) return false;
  return run("find", [
    target,
    "-regextype",
    "posix-extended",
    "-regex",
    TEMPORARY,
    "-type",
    "f",
    "-delete",
  ]);
}
