/**
 * Runs Debian's nginx in the foreground with a generated configuration, for the deploy tests
 * and the serving benchmark: no root needed, everything under the prefix folder. Its workers
 * run as the user running the tests, so they read the site wherever it is.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";

export const NGINX = "/usr/sbin/nginx";

export interface RunningNginx {
  stop: () => Promise<void>;
  errorLog: () => Promise<string>;
}

/** Starts nginx with `config` (a whole nginx.conf for `prefix`) and waits for `port`. */
export async function startNginx(
  prefix: string,
  config: string,
  port: number,
): Promise<RunningNginx> {
  await mkdir(prefix, { recursive: true });
  const file = path.join(prefix, "nginx.conf");
  await writeFile(file, config);
  const child = spawn(NGINX, ["-p", prefix, "-c", file, "-g", `daemon off;${workersAsUs()}`], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitForPort(port, child, () => stderr);
  return {
    stop: async () => {
      child.kill("SIGQUIT");
      await exited;
    },
    errorLog: () => readFile(path.join(prefix, "error.log"), "utf8").catch(() => ""),
  };
}

/**
 * Started by root, nginx runs its workers as `nobody`, who cannot enter a checkout in a folder
 * only its owner reads (`/root`, a `mktemp -d`): every file under it would be a 403 or 404.
 * `user root;` keeps them root, so the site, the prefix and the cache may be anywhere and no
 * folder's mode has to change; simpler and sturdier than copying what nginx serves to a folder
 * everyone may read. Started unprivileged, nginx cannot switch users (it ignores the directive
 * with a warning in the error log), and its workers already run as the test's user.
 */
function workersAsUs(): string {
  return process.geteuid?.() === 0 ? " user root;" : "";
}

async function waitForPort(port: number, child: ChildProcess, stderr: () => string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`nginx did not listen on ${port}: ${stderr()}`);
}
