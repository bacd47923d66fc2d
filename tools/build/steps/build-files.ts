/** Small file and process helpers the build steps share. */
import { spawn } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { walkFiles } from "#tools/cli/walk-files.ts";
import { saysDiskFull } from "#tools/cli/disk-full.ts";
import { seconds } from "./build-context.ts";

/**
 * Runs a command with this process's output; resolves to its exit code. Its error output is
 * passed on when it ends, unless it says the disk was full: then it rejects with the error the
 * build reports in one line (release/disk-full.ts), without the command's stack trace.
 */
export function runAsync(label: string, command: string, args: string[]): Promise<number> {
  const since = performance.now();
  const child = spawn(command, args, { stdio: ["inherit", "inherit", "pipe"] });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", () => resolve(1));
    child.on("close", (code) => {
      console.log(`${label}: ${seconds(since)}`);
      if (code !== 0 && saysDiskFull(errors)) {
        const line = errors.split("\n").find(saysDiskFull) ?? "";
        reject(Object.assign(new Error(line.trim()), { code: "ENOSPC" }));
        return;
      }
      process.stderr.write(errors);
      resolve(code ?? 1);
    });
  });
}

/** Files under `dir`, as `prefix/...`, those `keep` accepts (walk-files.ts). */
export async function listRelative(
  dir: string,
  prefix: string,
  keep: (relative: string) => boolean = () => true,
): Promise<string[]> {
  const files: string[] = [];
  for await (const file of walkFiles(dir)) {
    const relative = path.join(prefix, file);
    if (keep(relative)) files.push(relative);
  }
  return files;
}
