/** Small file and process helpers the build steps share. */
import { spawn } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { walkFiles } from "#tools/build/walk-files.ts";
import { seconds } from "./build-context.ts";

/** Runs a command with this process's output; resolves to its exit code. */
export function runAsync(label: string, command: string, args: string[]): Promise<number> {
  const since = performance.now();
  const child = spawn(command, args, { stdio: "inherit" });
  return new Promise((resolve) => {
    child.on("error", () => resolve(1));
    child.on("close", (code) => {
      console.log(`${label}: ${seconds(since)}`);
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
