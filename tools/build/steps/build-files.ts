/** Small file and process helpers the build steps share. */
import { spawn } from "node:child_process";
import { readdir } from "node:fs/promises";
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

/** Files under `dir`, as `prefix/...`; the folders named in `skip` (directly in `dir`) are not walked. */
export async function listRelative(
  dir: string,
  prefix: string,
  skip: string[] = [],
): Promise<string[]> {
  const top = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of top) {
    if (entry.isFile()) files.push(path.join(prefix, entry.name));
    if (!entry.isDirectory() || skip.includes(entry.name)) continue;
    const below = await readdir(path.join(dir, entry.name), {
      recursive: true,
      withFileTypes: true,
    });
    for (const item of below) {
      if (!item.isFile()) continue;
      files.push(path.join(prefix, path.relative(dir, path.join(item.parentPath, item.name))));
    }
  }
  return files;
}
