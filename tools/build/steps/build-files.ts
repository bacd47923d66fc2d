/** Small file and process helpers the build steps share. */
import { spawn } from "node:child_process";
import { opendir } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
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

/**
 * Files under `dir`, as `prefix/...`, those `keep` accepts. The folder is read as a stream: a
 * site of 100,000 pages has over a million files, and reading them as one list of entries took
 * hundreds of MB.
 */
export async function listRelative(
  dir: string,
  prefix: string,
  keep: (relative: string) => boolean = () => true,
): Promise<string[]> {
  const files: string[] = [];
  const folder = await opendir(dir, { recursive: true, bufferSize: 256 }).catch(() => undefined);
  if (!folder) return files;
  for await (const entry of folder) {
    if (!entry.isFile()) continue;
    const relative = path.join(prefix, path.relative(dir, path.join(entry.parentPath, entry.name)));
    if (keep(relative)) files.push(relative);
  }
  return files;
}
