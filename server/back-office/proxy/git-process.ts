/**
 * The `git` program as the content repository runs it (decision 071): by execFile (no shell),
 * with none of the parent's GIT_* in its environment, its author split into name and address,
 * and its first line of error kept for the log.
 */
import { execFile } from "node:child_process";
import { realpath } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

export const run = promisify(execFile);

/** The environment of a git child: none of the parent's GIT_* (a hook's GIT_DIR, say). */
export function gitEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (!key.startsWith("GIT_")) env[key] = value;
  return { ...env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" };
}

export function splitAuthor(author: string): { name: string; email: string } {
  const match = /^(.*?)\s*<([^>]*)>$/.exec(author);
  return { name: match?.[1] || "Site owner", email: match?.[2] || "owner@localhost" };
}

async function plainGit(cwd: string, args: readonly string[]): Promise<string | undefined> {
  try {
    return (await run("git", args, { cwd, env: gitEnv() })).stdout.trim();
  } catch {
    return undefined;
  }
}

/** The repository to use for `root`: its own when it is the top of one, else `fallbackDir`. */
export async function findRepository(root: string, fallbackDir: string): Promise<string> {
  const top = await plainGit(root, ["rev-parse", "--show-toplevel"]);
  if (top !== undefined && (await realpath(top)) === root) {
    const dir = await plainGit(root, ["rev-parse", "--absolute-git-dir"]);
    if (dir !== undefined) return dir;
  }
  return path.resolve(fallbackDir);
}

export function firstLine(error: unknown): string {
  const err = error as { stderr?: Buffer | string; message?: string };
  const text = String(err.stderr ?? "").trim() || String(err.message ?? error);
  return text.split("\n").find((line) => line.trim() !== "") ?? text;
}

export function runWithInput(
  file: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  input?: Buffer | string,
  cwd?: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      file,
      args,
      { env, cwd, maxBuffer: 64 * 1024 * 1024, encoding: "buffer" },
      (error, stdout, stderr) =>
        error ? reject(Object.assign(error, { stderr, stdout })) : resolve(stdout.toString("utf8")),
    );
    child.stdin?.end(input);
  });
}
