/**
 * `npm start`: builds the site when there is no build or a source is newer than it, then serves
 * it and prints the URL.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { readSiteEnvOrExit } from "#app/config/index.server.ts";
import { buildState } from "./build-freshness.ts";

// The build steps (tools/build, tools/images, tools/search) shape the output too.
const SOURCES = [
  "app",
  "public",
  "server",
  "tools",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
];

const env = readSiteEnvOrExit();
const builtFile = path.join(env.clientDir, "index.html");
const state = buildState(builtFile, [...SOURCES, env.contentDir]);

if (state !== "fresh") {
  console.log(
    state === "missing"
      ? "No build yet: building the site…"
      : "Sources changed since the last build: rebuilding…",
  );
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { main } = await import("#server/main.ts");
await main();
