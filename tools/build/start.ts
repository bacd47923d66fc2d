/**
 * `npm start`: builds the site when there is no build or a source is newer than it, then serves
 * it and prints the URL.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { readSiteEnvOrExit } from "#app/config/index.server.ts";
import { CODE_SOURCES } from "./build-inputs.ts";
import { buildState } from "./build-freshness.ts";

const env = readSiteEnvOrExit();
const builtFile = path.join(env.clientDir, "index.html");
// The code and configuration the build depends on (the same list decides when the incremental
// build starts over), and the content.
const state = buildState(builtFile, [...CODE_SOURCES, env.contentDir]);

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
