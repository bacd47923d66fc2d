/**
 * `npm start`: builds the site when there is no build or a source is newer than it, then serves
 * it and prints the URL.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { readSiteEnv } from "#app/config/env.ts";

const SOURCES = ["app", "public", "server", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

/** Newest modification time under `target` (0 when it does not exist). */
export function newestMtime(target: string): number {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

const env = readSiteEnv();
const buildRoot = path.resolve(process.env.BUILD_DIR ?? "build");
const builtAt = newestMtime(path.join(buildRoot, "client", "index.html"));
const sourcesAt = Math.max(...[...SOURCES, env.contentDir].map(newestMtime));

if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(builtAt === 0 ? "No build yet: building the site…" : "Sources changed since the last build: rebuilding…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { main } = await import("#server/main.ts");
await main();
