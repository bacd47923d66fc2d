/**
 * Test helpers for the server against a real build: the demo content copied to a temp folder,
 * `npm run build` run on it (tools/build/main.ts, in its own process), and polling for a change.
 */
import { spawn, spawnSync, type SpawnSyncReturns } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { MANIFEST_FILE } from "#app/content/index.ts";

export interface BuiltSite {
  root: string;
  contentDir: string;
  /** The build folder (BUILD_DIR); the site is its `client/`. */
  buildRoot: string;
  clientDir: string;
  siteUrl: string;
}

/** A copy of the demo content in `.tmp/<prefix>…`, built once (unless `build` is false). */
export async function buildDemoSite(
  prefix: string,
  { build = true }: { build?: boolean } = {},
): Promise<BuiltSite> {
  const site = await copyDemoSite(prefix);
  if (build) await runBuild(site);
  return site;
}

/** A copy of the demo content in `.tmp/<prefix>…`, not built yet (a test adds to it first). */
export async function copyDemoSite(prefix: string): Promise<BuiltSite> {
  await mkdir(".tmp", { recursive: true });
  const site = siteIn(path.resolve(await mkdtemp(path.join(".tmp", prefix))));
  await cp("content", site.contentDir, { recursive: true });
  return site;
}

/** The folders of a site kept in `root`: `content/` and `build/`. */
export function siteIn(root: string): BuiltSite {
  return {
    root,
    contentDir: path.join(root, "content"),
    buildRoot: path.join(root, "build"),
    clientDir: path.join(root, "build", "client"),
    siteUrl: "https://example.test",
  };
}

/** What `npm run build` gets in a test: the folders and site URL, warnings only, no test mode. */
function buildEnv(contentDir: string, buildDir: string, siteUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_DIR: contentDir,
    BUILD_DIR: buildDir,
    CONTENT_CHECK: "warn",
    SITE_URL: siteUrl,
  };
  delete env.NODE_ENV;
  delete env.VITEST;
  return env;
}

/** A post in `contentDir` (its markdown file and its manifest entry, first), for a build to find. */
export async function addPost(contentDir: string, url: string, markdown: string, title: string) {
  const file = path.join(contentDir, "blogs", `${url.slice(1)}.md`);
  await writeFile(file, markdown);
  const manifestFile = path.join(contentDir, MANIFEST_FILE);
  const entries = JSON.parse(await readFile(manifestFile, "utf8")) as unknown[];
  const entry = { type: "blog", status: "done", url, title };
  await writeFile(manifestFile, JSON.stringify([entry, ...entries], null, 1));
}

/** `npm run build` of `contentDir` into `buildDir`, waited for: its exit status and output. */
export function buildSync(
  contentDir: string,
  buildDir: string,
  siteUrl = "https://example.test",
): SpawnSyncReturns<string> {
  const env = buildEnv(contentDir, buildDir, siteUrl);
  return spawnSync("node", ["tools/build/main.ts"], { env, encoding: "utf8" });
}

/** buildSync that throws with the build's output when it fails; its standard output otherwise. */
export function buildOrThrow(contentDir: string, buildDir: string): string {
  const result = buildSync(contentDir, buildDir);
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** `npm run build` for the site (with `extraEnv` besides); rejects with its output when it fails. */
export function runBuild(site: BuiltSite, extraEnv: NodeJS.ProcessEnv = {}): Promise<string> {
  const env = { ...buildEnv(site.contentDir, site.buildRoot, site.siteUrl), ...extraEnv };
  const child = spawn("node", ["tools/build/main.ts"], { env });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`build failed:\n${output}`)),
    );
  });
}

/** Calls `probe` every 50 ms until it returns a value, for at most `ms`; undefined then. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  ms: number,
): Promise<T | undefined> {
  const until = performance.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined || performance.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
