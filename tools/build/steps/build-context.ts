/**
 * What every build step works over: the environment, the code hash, whether the app is bundled
 * again, the last build's state and the one this build writes, and the files it wrote besides the
 * pages (to precompress them).
 */
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { SiteEnv } from "#app/config/index.server.ts";
import { SPA_FALLBACK_FILE } from "#tools/build/site-pages.ts";
import { hashCode } from "#tools/build/build-inputs.ts";
import { emptyState, readBuildState, type BuildState } from "#app/prerender/index.server.ts";
import { stageRelease, type StagedRelease } from "#tools/build/release/releases.ts";

export interface BuildContext {
  env: SiteEnv;
  codeHash: string;
  /** The code or configuration changed (or there is no usable bundle): every page is rebuilt. */
  rebundle: boolean;
  /** The last build's state (empty when rebundling) and the one this build writes. */
  last: BuildState;
  next: BuildState;
  serverBuildFile: string;
  spaFallback: string;
  /** Files this build wrote besides the pages (a set: a site has more than a spread can pass). */
  touched: Set<string>;
  /** The build folder itself (`env.buildDir` is the release this build writes). */
  root: string;
  release: StagedRelease;
  /**
   * Where what the last build made is read before the release is linked (`release.linked`): the
   * current release, the same files (the release itself when it starts empty).
   */
  lastBuildDir: string;
}

/** Seconds since `since`, for the build log. */
export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)}s`;

/**
 * A step that could not finish: the build ends with this message (the step, the reason, and what
 * the next build does about it) instead of a stack trace. A reason from the system (a file that
 * cannot be opened, a full disk) is its message alone; any other keeps its stack, for the bug it
 * is.
 */
export class BuildFailed extends Error {
  constructor(step: string, reason: unknown, next: string) {
    super(`${step} failed: ${describeReason(reason)}\n${next}`, { cause: reason });
  }
}

function describeReason(reason: unknown): string {
  if (!(reason instanceof Error)) return String(reason);
  return "code" in reason ? reason.message : (reason.stack ?? reason.message);
}

export function touch(build: BuildContext, files: Iterable<string>): void {
  for (const file of files) build.touched.add(file);
}

/**
 * Reads the last build's state, decides whether anything of it can be kept, and makes the release
 * this build writes (decision 055): every step, child process and thread gets its folder as
 * `BUILD_DIR`; the current one is not touched until the switch.
 */
export async function openBuild(rootEnv: SiteEnv): Promise<BuildContext> {
  const { buildDir: root, siteUrl } = rootEnv;
  // SITE_URL and DEBUG are compiled into the bundle (vite.config.ts `define`); PAGE_GZIP changes
  // every page's files, and a release starting empty holds no `.gz` of another setting.
  const codeHash = await hashCode(process.cwd(), {
    siteUrl,
    debug: String(rootEnv.debug),
    ...(rootEnv.pageGzip && { pageGzip: "1" }),
  });
  const state = await readBuildState(root);
  const rebundle =
    state?.codeHash !== codeHash ||
    !existsSync(path.resolve(root, "server", "index.js")) ||
    !existsSync(path.join(rootEnv.clientDir, SPA_FALLBACK_FILE));
  if (rebundle) {
    console.log(
      state ? "Code or configuration changed: building every page" : "Building every page",
    );
    // Nothing made by other code is kept: per-file caches (the release starts empty).
    await rm(path.join(root, "cache"), { recursive: true, force: true });
  } else {
    console.log("Code unchanged since the last build: building what the content changed");
  }
  const release = await stageRelease(root, rebundle);
  process.env.BUILD_DIR = release.dir;
  const env = { ...rootEnv, buildDir: release.dir, clientDir: path.join(release.dir, "client") };
  // A build that keeps the bundle loads it from the current release: the same file, there already.
  const lastBuildDir = release.from ?? release.dir;
  const serverBuildFile = path.join(lastBuildDir, "server", "index.js");
  const spaFallback = path.join(env.clientDir, SPA_FALLBACK_FILE);
  return {
    root,
    release,
    lastBuildDir,
    env,
    codeHash,
    rebundle,
    last: (!rebundle && state) || emptyState(codeHash),
    next: { ...emptyState(codeHash), siteUrl },
    serverBuildFile,
    spaFallback,
    touched: new Set(),
  };
}
