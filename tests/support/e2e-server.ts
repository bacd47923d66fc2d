/**
 * The site the browser tests run against: a fresh copy of the demo content, built and served
 * from `.tmp/e2e-<port>/`, so tests may add pages to it (drop-in publishing) without touching
 * the repository's content folder.
 */
import { spawnSync } from "node:child_process";
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { startServer } from "#server/main.ts";
import { e2eContentDir, e2eRoot } from "./e2e-paths.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
const root = e2eRoot(port);
const contentDir = e2eContentDir(port);
const buildDir = path.join(root, "build");
const siteUrl = `http://localhost:${port}`;

await rm(root, { recursive: true, force: true });
await cp("content", contentDir, { recursive: true });

const env = { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir, SITE_URL: siteUrl };
const build = spawnSync("npm", ["run", "build"], { env, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

await startServer({
  port,
  host: "127.0.0.1",
  contentDir,
  siteUrl,
  clientDir: path.join(buildDir, "client"),
});
