/**
 * `node server/main.ts` as a deployment runs it: its own process, its own working folder,
 * configured by the environment alone. Resolves once it listens; its output is kept for the
 * report when a case fails.
 */
import { spawn } from "node:child_process";
import { freePort } from "#tests/support/server-process.ts";

const START_TIMEOUT_MS = 60_000;

export interface Served {
  url: string;
  port: number;
  stop: () => Promise<void>;
  /** What it wrote to stdout and stderr so far. */
  log: () => string;
}

/** The environment without what the test runner and npm set (`npm_config_*` would steer npm). */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(npm_|VITEST|NODE_ENV$|CONTENT_DIR$|BUILD_DIR$|IMAGE_CACHE_DIR$)/.test(name))
      env[name] = value;
  }
  return { ...env, ...extra };
}

export interface NodeServerOptions {
  /** The Node 24 binary to run it with. */
  node: string;
  /** The project folder: `server/main.ts` is run from it, with it as the working folder. */
  cwd: string;
  env: Record<string, string>;
}

export async function startNodeServer(options: NodeServerOptions): Promise<Served> {
  const port = await freePort();
  // LINK_CHECK_INTERVAL off: no merchant URL is requested from a test.
  const env = cleanEnv({
    HOST: "127.0.0.1",
    PORT: String(port),
    LINK_CHECK_INTERVAL: "off",
    ...options.env,
  });
  const child = spawn(options.node, ["server/main.ts"], { cwd: options.cwd, env });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let timer: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Serving ")) resolve();
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`server exited ${code}:\n${output}`)));
    timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not listen within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
  }).finally(() => clearTimeout(timer));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    log: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
