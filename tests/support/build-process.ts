/**
 * `npm run build` as a process the deploy tests start, wait for or kill (decision 055): its exit
 * status and output, and a seeded random source for when to kill it.
 */
import { spawn, type ChildProcess } from "node:child_process";

export interface BuildRun {
  child: ChildProcess;
  done: Promise<{ code: number | null; signal: string | null; output: string }>;
}

/** Starts a build of `contentDir` into `buildDir`; `extra` adds to its environment. */
export function startBuild(
  contentDir: string,
  buildDir: string,
  extra: NodeJS.ProcessEnv = {},
): BuildRun {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_DIR: contentDir,
    BUILD_DIR: buildDir,
    CONTENT_CHECK: "warn",
    SITE_URL: "https://example.test",
    ...extra,
  };
  delete env.NODE_ENV;
  delete env.VITEST;
  const child = spawn(process.execPath, ["tools/build/main.ts"], { env });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ code: number | null; signal: string | null; output: string }>(
    (resolve) => child.on("close", (code, signal) => resolve({ code, signal, output })),
  );
  return { child, done };
}

/** A build run to its end; rejects with its output when it fails. */
export async function completeBuild(
  contentDir: string,
  buildDir: string,
  extra: NodeJS.ProcessEnv = {},
): Promise<string> {
  const { code, output } = await startBuild(contentDir, buildDir, extra).done;
  if (code !== 0) throw new Error(`build failed (${code}):\n${output}`);
  return output;
}

/** A build killed (SIGKILL, as the OOM killer does) `afterMs` after it started, or finished. */
export async function killBuildAfter(
  contentDir: string,
  buildDir: string,
  afterMs: number,
  extra: NodeJS.ProcessEnv = {},
): Promise<"killed" | "finished"> {
  const run = startBuild(contentDir, buildDir, extra);
  const timer = setTimeout(() => run.child.kill("SIGKILL"), afterMs);
  const { code, signal, output } = await run.done;
  clearTimeout(timer);
  if (signal === "SIGKILL") {
    // The build's own children (the content check, the bundler) go with it, as with the OOM
    // killer's group kill or a terminal's Ctrl-C.
    return "killed";
  }
  if (code !== 0) throw new Error(`build failed (${code}):\n${output}`);
  return "finished";
}

/** The kill test's seeded moments: the fuzz tests' one random source, so a failing run repeats. */
export { seededRandom } from "./fuzz-random.ts";
