/**
 * A production install as docs/deploy.md gives it: the project's package files, `server/` and
 * `app/` (what `npm run serve` and `npm run back-office` load; never `tools/`) and `npm ci --omit=dev`, so no devDependency is there;
 * then the build folder shipped beside them without `cache/`. Node 24 is the host's own: the
 * `node` devDependency is not installed, the tests run the project's binary.
 */
import { execFile } from "node:child_process";
import { cp, mkdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { cleanEnv } from "./node-server.ts";

const run = promisify(execFile);

/**
 * What a production host gets of the repository (and `admin-build/`, the editor, shipped by the
 * back office's test): no `tools/`, which nothing the server or the back office runs needs.
 */
const SHIPPED = ["package.json", "package-lock.json", "server", "app"];

/** The Node 24 binary of the `node` devDependency, standing in for the host's own. */
export const NODE_24 = path.resolve("node_modules", "node", "bin", "node");

/** Copies the shipped files into `dir` and runs `npm ci --omit=dev` there (from npm's cache). */
export async function installProduction(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const item of SHIPPED) {
    await cp(item, path.join(dir, item), { recursive: true });
  }
  const args = ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"];
  await run("npm", [...args, "--prefix", dir], { cwd: dir, env: cleanEnv({}) });
}

/** The build folder as deployed: everything but `cache/` and `spare/` (docs/deploy.md). */
export async function shipBuild(buildRoot: string, dir: string): Promise<void> {
  const left = ["cache", "spare"].map((name) => path.join(buildRoot, name));
  // The build folder's links (`client` → `current/client`, decision 055) stay relative, as
  // `rsync -a` keeps them.
  await cp(buildRoot, path.join(dir, "build"), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) =>
      !left.some((folder) => source === folder || source.startsWith(`${folder}${path.sep}`)),
  });
}
